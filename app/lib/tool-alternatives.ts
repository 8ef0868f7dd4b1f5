// The alternatives page's words and its short side-by-side: the few facts that tell tools of one
// category apart at a glance, in words, each marked when it is the compared tool's too.
import { COMPARISON_LIMIT, comparePath } from "#app/lib/comparison.ts";
import { FACT_LABELS, type FactKey } from "#app/lib/tool-facets.ts";
import { factWords, type FactValues } from "#app/lib/tool-facts.ts";

/** The most alternatives one page lists, best first. */
export const ALTERNATIVES_LIMIT = 24;

export const KEY_FACTS = [
  "custody",
  "kyc",
  "openSource",
  "lightning",
  "platforms",
  "bitcoinOnly",
] as const satisfies readonly FactKey[];
export type KeyFact = (typeof KEY_FACTS)[number];

export const UNKNOWN_FACT = "Unknown";

export const alternativesPath = (slug: string) => `/tool/${slug}/alternatives`;
export const alternativesHeading = (name: string) => `Alternatives to ${name}`;

/** A tool's key facts in words, "Unknown" where nobody knows. */
export function keyFactWords(tool: FactValues): Record<KeyFact, string> {
  return Object.fromEntries(KEY_FACTS.map((key) => [key, factWords(tool, key) ?? UNKNOWN_FACT])) as Record<
    KeyFact,
    string
  >;
}

/** The key facts worth a row: those known for at least one of the tools. */
export function keyFactsShown(tools: Record<KeyFact, string>[]): { key: KeyFact; label: string }[] {
  return KEY_FACTS.filter((key) => tools.some((facts) => facts[key] !== UNKNOWN_FACT)).map((key) => ({
    key,
    label: FACT_LABELS[key],
  }));
}

/** The comparison of the tool with the first alternatives, as many as the comparison takes. */
export function compareWithFirst(slug: string, alternativeSlugs: string[]): string {
  return comparePath([slug, ...alternativeSlugs.slice(0, COMPARISON_LIMIT - 1)]);
}
