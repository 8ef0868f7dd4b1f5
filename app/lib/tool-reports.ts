// Visitors' reports of a problem with a tool (shared by the report form, the admin queue and the
// server; free of zod: the rules that check a report are in tool-report-rules.ts): what a report
// can be about, where it stands, the form's limits and its words.
import type { FormResult } from "#app/lib/form-result.ts";

export const REPORT_KINDS = ["broken_link", "wrong_information", "defunct", "scam", "other"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  broken_link: "Broken link",
  wrong_information: "Wrong information",
  defunct: "Defunct (no longer works or exists)",
  scam: "Scam or unsafe",
  other: "Other",
};

/** The admin queue's shorter names for the same kinds. */
export const REPORT_KIND_NAMES: Record<ReportKind, string> = {
  broken_link: "Broken link",
  wrong_information: "Wrong information",
  defunct: "Defunct",
  scam: "Scam or unsafe",
  other: "Other",
};

export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: "Open",
  resolved: "Resolved",
  dismissed: "Dismissed",
};

export const REPORT_LIMITS = { messageMin: 10, messageMax: 2000, noteMax: 2000 } as const;

export type ReportField = "kind" | "message" | "email";

export interface ReportNotice {
  title: string;
  description: string;
}

export const REPORT_NOTICES = {
  captchaFailed: { title: "CAPTCHA verification failed", description: "" },
  /** Without JavaScript, for a form sent too fast, too late or twice: the page has a fresh one. */
  sendAgain: { title: "Report not sent yet", description: "Please wait a few seconds and send again." },
} satisfies Record<string, ReportNotice>;

/** What the report form's action answers: on success, whether the reporter will hear back. */
export type ReportResult = FormResult<{ willMail: boolean }, ReportField, ReportNotice>;

/** The report form's address for a tool. */
export const reportPath = (slug: string) => `/tool/${slug}/report`;
