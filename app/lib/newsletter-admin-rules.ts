// The admin's newsletter: the subscribers list's filters, the unsubscribe form, and the CSV
// export's columns (shared by the pages and the server).
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};
export const SUBSCRIBER_PAGE_SIZE = 50;
/** The list's filter parameter, also read by the CSV export. */
export const SUBSCRIBER_FILTER = "status";

export const SUBSCRIBER_INTENTS = { unsubscribe: "unsubscribe" } as const;

/** The days the newsletter page's figures look back over. */
export const FIGURE_DAYS = 30;
