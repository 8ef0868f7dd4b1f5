/** The primary category's name from a comma-separated list, as cards show it. */
export function primaryCategoryName(categoryNames: string | null): string {
  return categoryNames?.split(",")[0]?.trim() || "Uncategorized";
}
