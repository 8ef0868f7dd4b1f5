// Browse tiles pick their icon by a keyword in the category's name (spec: Browse).

export const CATEGORY_ICON_KEYWORDS = [
  "trading",
  "wallet",
  "payment",
  "lending",
  "yield",
  "banking",
  "mortgages",
  "analytics",
  "security",
  "apps",
  "mining",
  "merchant",
  "compliance",
  "insurance",
  "atm",
  "education",
  "defi",
  "nft",
  "custody",
  "remittances",
] as const;

export type CategoryIconKey = (typeof CATEGORY_ICON_KEYWORDS)[number] | "default";

/** The first keyword found in the name (case-insensitive), else "default". */
export function categoryIconKey(name: string): CategoryIconKey {
  const lower = name.toLowerCase();
  return CATEGORY_ICON_KEYWORDS.find((keyword) => lower.includes(keyword)) ?? "default";
}
