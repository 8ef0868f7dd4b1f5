import { Form, useNavigation } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { MessageStatusBadge } from "#app/components/admin/MessageStatusBadge.tsx";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { MESSAGE_INTENTS, type BulkMessagesFailure } from "#app/lib/contact-inbox.ts";
import type { InboxRow } from "#app/server/admin/messages/list-messages.server.ts";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/**
 * The page of messages inside the bulk form: a checkbox per row, and the buttons that mark the
 * ticked ones. It works as a plain form without JavaScript.
 */
export function MessageTable({ rows, failure }: { rows: InboxRow[]; failure: BulkMessagesFailure | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";
  const ticked = new Set(failure?.selected ?? []);
  const idError = failure?.fieldErrors.id;
  const button = buttonClass({ variant: "secondary", size: "xs" });
  return (
    <Form method="post" aria-label="Mark the selected messages" className="mt-4">
      <CsrfField />
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
        <span className="text-sm text-slate-700">With the selected messages:</span>
        <button type="submit" name="intent" value={MESSAGE_INTENTS.handled} disabled={busy} className={button}>
          Mark handled
        </button>
        <button type="submit" name="intent" value={MESSAGE_INTENTS.spam} disabled={busy} className={button}>
          Mark as spam
        </button>
        {idError ? (
          <p id="bulk-id-error" role="alert" className="w-full text-sm text-red-700">
            {idError}
          </p>
        ) : null}
      </div>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {rows.map((row) => (
          <li key={row.id} className="flex gap-3 px-4 py-3" data-testid="message-row">
            <input
              type="checkbox"
              name="id"
              value={row.id}
              defaultChecked={ticked.has(row.id)}
              aria-label={`Select the message from ${row.name}: ${row.subject}`}
              className="mt-1 h-4 w-4"
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <Link
                  to={`/admin/messages/${row.id}`}
                  className="focus-ring rounded font-semibold text-slate-900 underline-offset-2 hover:underline"
                >
                  {row.subject}
                </Link>
                <MessageStatusBadge status={row.status} />
              </div>
              <p className="mt-0.5 text-sm text-slate-700">
                {row.name} · <span className="break-all">{row.email}</span> ·{" "}
                <time dateTime={row.createdAt.toISOString()}>{dateTime.format(new Date(row.createdAt))} UTC</time>
              </p>
              <p className="mt-1 line-clamp-2 break-words text-sm text-slate-600">{row.excerpt}</p>
            </div>
          </li>
        ))}
      </ul>
    </Form>
  );
}
