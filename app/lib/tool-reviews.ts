// What a check can ask the editors to look at for a tool (tool_reviews), and its words. The
// lifecycle signals say a tool may have ended; the licence one that its listing may be wrong.

export const TOOL_REVIEW_KINDS = [
  "licence",
  "repository-archived",
  "repository-gone",
  "website-failing",
  "no-release",
] as const;
export type ToolReviewKind = (typeof TOOL_REVIEW_KINDS)[number];

export const TOOL_REVIEW_LABELS: Record<ToolReviewKind, string> = {
  licence: "Licence contradicts the listing",
  "repository-archived": "Repository archived",
  "repository-gone": "Repository gone",
  "website-failing": "Website failing",
  "no-release": "No release in two years",
};

/** A repository that answers 404 this long is gone, not moved for a moment. */
export const REPOSITORY_GONE_DAYS = 7;
/** A website failing its checks this long may mean the tool has ended. */
export const WEBSITE_FAILING_DAYS = 14;

/** Reviews the queue's page shows; the count says how many are open. */
export const REVIEWS_SHOWN = 100;
