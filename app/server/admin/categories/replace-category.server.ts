// Moving a category's tools to another category, for each tool's ordered list of categories.

export interface Placement {
  toolId: string;
  categoryId: string;
  /** 0 is the tool's primary category. */
  position: number;
}

/**
 * The placements of tools after `from` is replaced by `to`: each tool keeps its order with `to`
 * where `from` was, once only (at the earlier of its two places, so a tool whose primary category
 * was either has `to` as its primary), numbered again from 0.
 */
export function replaceCategory(placements: readonly Placement[], from: string, to: string): Placement[] {
  const byTool = new Map<string, Placement[]>();
  for (const placement of placements) {
    const list = byTool.get(placement.toolId) ?? [];
    list.push(placement);
    byTool.set(placement.toolId, list);
  }
  const result: Placement[] = [];
  for (const [toolId, list] of byTool) {
    const order = list
      .toSorted((a, b) => a.position - b.position)
      .map((p) => (p.categoryId === from ? to : p.categoryId));
    [...new Set(order)].forEach((categoryId, position) => result.push({ toolId, categoryId, position }));
  }
  return result;
}
