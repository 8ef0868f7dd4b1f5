// How editors hear of new work (shared by the settings page, the schema and the mails): what they
// can choose, and the kinds of event that reach them. Free of zod: the form's rule is in
// notification-settings-rules.ts.

/**
 * At once is the default: the team's complaint was that nobody heard of new work, so an admin who
 * never opens the settings must hear; the events are few (each source is rate limited) and one
 * click turns them into a digest or off.
 */
export const NOTIFICATION_FREQUENCIES = ["instant", "digest", "none"] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];
export const DEFAULT_NOTIFICATION_FREQUENCY: NotificationFrequency = "instant";

export const NOTIFICATION_FREQUENCY_CHOICES: Record<NotificationFrequency, { label: string; hint: string }> = {
  instant: {
    label: "At once",
    hint: "One e-mail for each new submission, report, contact message or website that needs review.",
  },
  digest: {
    label: "A daily digest",
    hint: "One e-mail a day listing what came in since the last one; none on a day with nothing new.",
  },
  none: { label: "Nothing", hint: "No e-mail; the dashboard and the queues still show everything." },
};

export const EDITOR_EVENT_KINDS = ["submission", "report", "message", "needs-review", "tool-review"] as const;
export type EditorEventKind = (typeof EDITOR_EVENT_KINDS)[number];

/** Each kind's name in a mail's subject and in the digest's list. */
export const EDITOR_EVENT_LABELS: Record<EditorEventKind, string> = {
  submission: "New submission",
  report: "New report",
  message: "New message",
  "needs-review": "Website needs review",
  "tool-review": "Tool to review",
};
