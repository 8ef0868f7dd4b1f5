// The comparison list: at most 4 tools, each once, kept in local storage.

export const COMPARISON_LIMIT = 4;
export const COMPARISON_STORAGE_KEY = "tool-comparison";

/** A tool in the list, known by its slug (the /compare URL's name for it). */
export interface ComparisonItem {
  name: string;
  slug: string;
}

export type AddResult = "added" | "duplicate" | "limit";

export function addToComparison(
  list: ComparisonItem[],
  item: ComparisonItem,
): { list: ComparisonItem[]; result: AddResult } {
  if (list.some((entry) => entry.slug === item.slug)) return { list, result: "duplicate" };
  if (list.length >= COMPARISON_LIMIT) return { list, result: "limit" };
  return { list: [...list, item], result: "added" };
}

export function removeFromComparison(list: ComparisonItem[], slug: string): ComparisonItem[] {
  return list.filter((entry) => entry.slug !== slug);
}

/** The saved list, or an empty one when what was saved is missing or corrupt. */
export function parseSavedComparison(raw: string | null): ComparisonItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const items = value.filter(
      (entry): entry is ComparisonItem =>
        typeof entry === "object" &&
        entry !== null &&
        typeof entry.name === "string" &&
        typeof entry.slug === "string" &&
        /^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.slug),
    );
    // Lists saved before tools were known by slug alone also hold an id: it is dropped.
    return items.length === value.length
      ? items.slice(0, COMPARISON_LIMIT).map(({ name, slug }) => ({ name, slug }))
      : [];
  } catch {
    return [];
  }
}

export const ADD_TOASTS: Record<AddResult, (name: string) => { title: string; description: string }> = {
  added: (name) => ({ title: "Added to comparison", description: `${name} has been added to your comparison list.` }),
  duplicate: (name) => ({ title: "Already in comparison", description: `${name} is already in your comparison list.` }),
  limit: () => ({
    title: "Comparison limit reached",
    description: "You can compare up to 4 tools at once. Remove a tool to add another.",
  }),
};

/** /compare?tools=a,b,c */
export function comparePath(slugs: string[]): string {
  return slugs.length ? `/compare?tools=${slugs.join(",")}` : "/compare";
}

/** The slugs of a /compare URL: valid slugs only, each once, at most 4; null when malformed. */
export function parseCompareParam(value: string | null): string[] | null {
  if (value === null || value.trim() === "") return [];
  const slugs = [
    ...new Set(
      value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (slugs.length > COMPARISON_LIMIT || slugs.some((s) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(s))) return null;
  return slugs;
}
