// The profile page's lists, each a tab with its own URL (?tab=).
export const TABS = {
  bookmarks: "Bookmarked Tools",
  submitted: "Submitted Tools",
  watching: "Watched Tools",
  alerts: "Price Alerts",
} as const;
export type Tab = keyof typeof TABS;

export const LOADING_TEXTS: Record<Tab, string> = {
  bookmarks: "Loading bookmarks...",
  submitted: "Loading submissions...",
  watching: "Loading watched tools...",
  alerts: "Loading price alerts...",
};

/** The tab a profile URL's query asks for, or null for one that names no tab. */
export function tabOf(search: string): Tab | null {
  const tab = new URLSearchParams(search).get("tab") ?? "bookmarks";
  return tab in TABS ? (tab as Tab) : null;
}
