// A tool's lifecycle: whether it is still offered, and since when. It is not the listing's status
// (draft, published, ...): a discontinued tool stays published, so its page keeps answering.
//
// Maintenance only and sales ended are still usable, so those tools stay in the default lists with
// a label on their cards; discontinued and shut-down tools leave them unless a visitor asks for
// every tool (`?lifecycle=all`, "Include discontinued tools").
import { dateInWords } from "#app/lib/date-in-words.ts";
export const TOOL_LIFECYCLES = ["active", "maintenance", "sales_ended", "discontinued", "shut_down"] as const;
export type ToolLifecycle = (typeof TOOL_LIFECYCLES)[number];

export const LIFECYCLE_LABELS: Record<ToolLifecycle, string> = {
  active: "Active",
  maintenance: "Maintenance only",
  sales_ended: "Sales ended",
  discontinued: "Discontinued",
  shut_down: "Shut down",
};

/** The lifecycles the default lists leave out. */
export const UNLISTED_LIFECYCLES = ["discontinued", "shut_down"] as const satisfies readonly ToolLifecycle[];

export const isListedByDefault = (lifecycle: ToolLifecycle) =>
  !(UNLISTED_LIFECYCLES as readonly string[]).includes(lifecycle);

/** The list parameter that brings the discontinued and shut-down tools back. */
export const LIFECYCLE_PARAM = "lifecycle";
export const ALL_LIFECYCLES = "all";
export const INCLUDE_ENDED_LABEL = "Include discontinued tools";

/** The banner's heading and the changelog's sentence: "Discontinued on March 5, 2024". */
export function lifecycleSentence(lifecycle: ToolLifecycle, date: string | null): string {
  if (lifecycle === "active") return date ? `Active again since ${dateInWords(date)}` : "Active again";
  const day = date ? dateInWords(date) : null;
  const since = lifecycle === "maintenance" ? "since" : "on";
  return day ? `${LIFECYCLE_LABELS[lifecycle]} ${since} ${day}` : LIFECYCLE_LABELS[lifecycle];
}

/** A tool a list left out because it ended, as the list names it. */
export interface EndedTool {
  name: string;
  slug: string;
  lifecycle: ToolLifecycle;
  lifecycleDate: string | null;
}

/**
 * What a list left out: "1 discontinued tool matches:", "3 discontinued tools match:", or, under
 * tools it did find, "1 discontinued tool also matches:".
 */
export const endedMatchesLead = (count: number, also = false) =>
  `${count} discontinued ${count === 1 ? "tool" : "tools"}${also ? " also" : ""} ${count === 1 ? "matches" : "match"}:`;

/** "Samourai Wallet, shut down April 24, 2024"; "Hodl Wallet, discontinued" when the day is not known. */
export const endedToolPhrase = (tool: EndedTool) => {
  const what = LIFECYCLE_LABELS[tool.lifecycle].toLowerCase();
  return `${tool.name}, ${tool.lifecycleDate ? `${what} ${dateInWords(tool.lifecycleDate)}` : what}`;
};

/** How far ahead a lifecycle date may be: an announced end of sales or support. */
export const LIFECYCLE_MAX_DAYS_AHEAD = 366;
