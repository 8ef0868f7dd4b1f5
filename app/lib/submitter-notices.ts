// What a submitter hears about their tool after the review: it went live, or its date of going
// live was set, moved or dropped.
export const SUBMITTER_NOTICE_EVENTS = ["live", "scheduled", "rescheduled", "unscheduled"] as const;

export type SubmitterNoticeEvent = (typeof SUBMITTER_NOTICE_EVENTS)[number];
