// What the editors' coverage page counts per category, and the gaps the tool table can filter by
// (`?gap=`), so each count leads to the tools behind it.

export const COVERAGE_GAPS = [
  "no-logo",
  "no-repository",
  "no-release-read",
  "ended",
  "unsourced-facts",
  "unpinned-sources",
] as const;
export type CoverageGap = (typeof COVERAGE_GAPS)[number];

export const COVERAGE_GAP_LABELS: Record<CoverageGap, string> = {
  "no-logo": "Without a logo",
  "no-repository": "Open source without a repository",
  "no-release-read": "Repository without a release read",
  ended: "Ended or no longer sold",
  "unsourced-facts": "Facts without a source",
  "unpinned-sources": "Sources not pinned",
};
