// The inbox's forms: a message's "Mark handled", "Mark as spam" and "Reopen" (its page), and the
// same for the ticked messages of the list. Each answers with a redirect and a notice.
import { MESSAGE_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import { data, redirect, type AppLoadContext } from "react-router";
import {
  BulkMessagesForm,
  isMessageIntent,
  type BulkMessagesFailure,
  type MessageIntent,
} from "#app/lib/contact-inbox.ts";
import type { NoticeKey } from "#app/lib/notices.ts";
import { adminWrite } from "#app/server/admin/admin-write.server.ts";
import { changeMessageStatus } from "#app/server/admin/messages/change-message-status.server.ts";
import { findContactMessage } from "#app/server/admin/messages/find-message.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

const MESSAGE_NOTICES: Record<MessageIntent, NoticeKey> = {
  handled: "message-handled",
  spam: "message-spam",
  reopen: "message-reopened",
};

const BULK_NOTICES: Partial<Record<MessageIntent, NoticeKey>> = { handled: "messages-handled", spam: "messages-spam" };

export async function messageAction(context: AppLoadContext, request: Request, id: string) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  const intent = form.get("intent");
  if (!isMessageIntent(intent)) throw badRequest("Unknown message action.");
  if (!(await findContactMessage(context.db(), id))) throw notFound(MESSAGE_NOT_FOUND);
  await adminWrite(context, (tx, audit) => changeMessageStatus(tx, audit, [id], intent));
  return redirect(`/admin/messages/${id}?notice=${MESSAGE_NOTICES[intent]}`);
}

/** The list's bulk buttons: back to the same view of the list. */
export async function bulkMessagesAction(context: AppLoadContext, request: Request) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  const intent = form.get("intent");
  const notice = isMessageIntent(intent) ? BULK_NOTICES[intent] : undefined;
  if (!isMessageIntent(intent) || !notice) throw badRequest("Unknown action on messages.");
  const selected = form.getAll("id").filter((id): id is string => typeof id === "string");
  const parsed = BulkMessagesForm.safeParse({ id: selected });
  if (!parsed.success) {
    const failure: BulkMessagesFailure = {
      ok: false,
      values: {},
      fieldErrors: { id: parsed.error.issues[0]?.message ?? "Select at least one message." },
      formError: null,
      selected,
    };
    return data(failure, { status: 400 });
  }
  await adminWrite(context, (tx, audit) => changeMessageStatus(tx, audit, parsed.data.id, intent));
  const back = new URL(request.url);
  back.searchParams.delete("index");
  back.searchParams.set("notice", notice);
  return redirect(`${back.pathname}${back.search}`);
}
