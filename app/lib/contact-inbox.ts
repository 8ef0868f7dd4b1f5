// The admin's contact inbox (shared by its pages, loaders and actions): the list's search, status
// filter and page as they live in the URL; the status changes, one message or several at once;
// and the reply link.
import { z } from "zod";
import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from "#app/lib/contact-message-status.ts";
import type { FormFailure } from "#app/lib/form-result.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { LIST_PARAM_RULES, optionalParam, readParams } from "#app/lib/tool-filter-rules.ts";

export const MESSAGE_PAGE_SIZE = 25;
export const DEFAULT_MESSAGE_STATUS: ContactMessageStatus = "open";

/** A status, or every message whatever its status. */
export const MESSAGE_STATUS_FILTERS = [...CONTACT_MESSAGE_STATUSES, "all"] as const;
export type MessageStatusFilter = (typeof MESSAGE_STATUS_FILTERS)[number];

export interface InboxQuery {
  q: string;
  status: MessageStatusFilter;
  page: number;
}

const rules = z.object({
  q: LIST_PARAM_RULES.q,
  status: optionalParam(z.enum(MESSAGE_STATUS_FILTERS, "Unknown status.")),
  page: LIST_PARAM_RULES.page,
});

export const INBOX_PARAMS: readonly string[] = Object.keys(rules.shape);

/** The list's query from the URL; a value it cannot use is refused with a message that names it. */
export function parseInboxQuery(
  params: URLSearchParams,
): { ok: true; query: InboxQuery } | { ok: false; message: string } {
  const read = readParams(params, rules);
  if (!read.ok) return read;
  return {
    ok: true,
    query: { q: read.data.q ?? "", status: read.data.status ?? DEFAULT_MESSAGE_STATUS, page: read.data.page ?? 1 },
  };
}

/** The query string of `query` ("" or "?..."), without defaults. */
export function inboxSearch(query: InboxQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status !== DEFAULT_MESSAGE_STATUS) params.set("status", query.status);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The buttons of a message and of the list's bulk form, each naming the status it sets. */
export const MESSAGE_INTENTS = { handled: "handled", spam: "spam", reopen: "reopen" } as const;
export type MessageIntent = (typeof MESSAGE_INTENTS)[keyof typeof MESSAGE_INTENTS];

export const MESSAGE_INTENT_STATUS: Record<MessageIntent, ContactMessageStatus> = {
  handled: "handled",
  spam: "spam",
  reopen: "open",
};

/** What the history calls each change. */
export const MESSAGE_INTENT_ACTIONS: Record<MessageIntent, string> = {
  handled: "marked handled",
  spam: "marked as spam",
  reopen: "reopened",
};

export function isMessageIntent(value: unknown): value is MessageIntent {
  return typeof value === "string" && Object.hasOwn(MESSAGE_INTENTS, value);
}

/** The most messages one bulk action takes: two pages of the list. */
export const MAX_BULK_MESSAGES = 2 * MESSAGE_PAGE_SIZE;

const INVALID_ID = "The selection holds a message id that is not valid.";

/** The list's bulk form: the ticked rows (`id`, once per row); its button names the intent. */
export const BulkMessagesForm = z.object({
  id: z
    .array(z.string(INVALID_ID).refine(isUuid, INVALID_ID))
    .min(1, "Select at least one message.")
    .max(MAX_BULK_MESSAGES, `Select at most ${MAX_BULK_MESSAGES} messages at a time.`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});

export type BulkMessagesFailure = FormFailure<"id"> & { selected: string[] };

/** A `mailto:` link to the sender with the subject filled in: 'Re: …', once. */
export function replyHref(email: string, subject: string): string {
  const reply = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(reply)}`;
}
