/** The primary category as cards show it. */
export function primaryCategoryLabel(primaryCategory: string | null): string {
  return primaryCategory || "Uncategorized";
}
