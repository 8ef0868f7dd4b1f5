// What a check can ask the editors to look at for a tool (tool_reviews), and its words.

export const TOOL_REVIEW_KINDS = ["licence"] as const;
export type ToolReviewKind = (typeof TOOL_REVIEW_KINDS)[number];

export const TOOL_REVIEW_LABELS: Record<ToolReviewKind, string> = {
  licence: "Licence contradicts the listing",
};
