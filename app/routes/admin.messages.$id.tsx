import { adminTimestamp } from "#app/lib/admin-dates.ts";
import { MESSAGE_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import {
  Form,
  data,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { AuditHistory } from "#app/components/admin/AuditHistory.tsx";
import { MessageStatusBadge } from "#app/components/admin/MessageStatusBadge.tsx";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { MESSAGE_INTENTS, replyHref, type MessageIntent } from "#app/lib/contact-inbox.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { listEntityHistory } from "#app/server/admin/audit-history.server.ts";
import { findContactMessage } from "#app/server/admin/messages/find-message.server.ts";
import { messageAction } from "#app/server/admin/messages/message-action.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { BackLink } from "#app/components/admin/BackLink.tsx";

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(MESSAGE_NOT_FOUND);
  const db = context.db();
  const message = await findContactMessage(db, params.id);
  if (!message) throw notFound(MESSAGE_NOT_FOUND);
  const history = await listEntityHistory(db, "contact_message", message.id);
  return data({ message, history }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(MESSAGE_NOT_FOUND);
  return messageAction(context, request, params.id);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminMeta(matches, data ? `${data.message.subject} · Messages` : MESSAGE_NOT_FOUND);

/** The status buttons a message offers: the two it is not in, or Reopen. */
const BUTTONS: Record<string, { intent: MessageIntent; label: string }[]> = {
  open: [
    { intent: MESSAGE_INTENTS.handled, label: "Mark handled" },
    { intent: MESSAGE_INTENTS.spam, label: "Mark as spam" },
  ],
  handled: [
    { intent: MESSAGE_INTENTS.reopen, label: "Reopen" },
    { intent: MESSAGE_INTENTS.spam, label: "Mark as spam" },
  ],
  spam: [
    { intent: MESSAGE_INTENTS.reopen, label: "Reopen" },
    { intent: MESSAGE_INTENTS.handled, label: "Mark handled" },
  ],
};

export default function ContactMessage() {
  const { message, history } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busyWith = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <div className="max-w-3xl">
      <BackLink to="/admin/messages">All messages</BackLink>
      <h1 className="mt-3 break-words text-3xl font-bold text-slate-900">{message.subject}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
        <MessageStatusBadge status={message.status} />
        <span>
          From {message.name} &lt;<span className="break-all">{message.email}</span>&gt;
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Received <time dateTime={message.createdAt.toISOString()}>{adminTimestamp(message.createdAt)}</time>
        {message.mailedAt ? " · mailed to the team" : " · not mailed to the team"}
        {message.closedAt && message.status !== "open" ? (
          <>
            {" "}
            · closed <time dateTime={message.closedAt.toISOString()}>{adminTimestamp(message.closedAt)}</time>
          </>
        ) : null}
      </p>

      <div
        className="mt-6 whitespace-pre-wrap break-words rounded-2xl border border-slate-200 bg-white p-6 text-slate-900"
        data-testid="message-body"
      >
        {message.message}
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <a href={replyHref(message.email, message.subject)} className={buttonClass({ variant: "accent", size: "sm" })}>
          Reply
        </a>
        <Form method="post" className="flex flex-wrap gap-3">
          <CsrfField />
          {(BUTTONS[message.status] ?? []).map(({ intent, label }) => (
            <button
              key={intent}
              type="submit"
              name="intent"
              value={intent}
              disabled={busyWith !== null && busyWith !== undefined}
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              {busyWith === intent ? "Saving..." : label}
            </button>
          ))}
        </Form>
      </div>

      <AuditHistory entries={history} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
