import {
  Form,
  data,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { FILTER_FIELD_CLASS, FILTER_LABEL_CLASS } from "#app/components/catalog/FilterBar.tsx";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import {
  DEFAULT_MESSAGE_STATUS,
  inboxSearch,
  MESSAGE_PAGE_SIZE,
  MESSAGE_STATUS_FILTERS,
  parseInboxQuery,
  type InboxQuery,
  type MessageStatusFilter,
} from "#app/lib/contact-inbox.ts";
import { CONTACT_MESSAGE_STATUS_LABELS } from "#app/lib/contact-message-status.ts";
import { listHrefKeepingNotice } from "#app/lib/admin-list-query.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { totalPagesFor } from "#app/lib/pagination.ts";
import { countMessagesByStatus, listInboxMessages } from "#app/server/admin/messages/list-messages.server.ts";
import { bulkMessagesAction } from "#app/server/admin/messages/message-action.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { MessageTable } from "#app/routes/admin.messages._index/MessageTable.tsx";

const LIST_PATH = "/admin/messages";

const STATUS_FILTER_LABELS: Record<MessageStatusFilter, string> = { ...CONTACT_MESSAGE_STATUS_LABELS, all: "All" };

/** The list at `query`, keeping a notice the URL carries. */
const listHref = (query: InboxQuery, params: URLSearchParams) =>
  listHrefKeepingNotice(LIST_PATH, inboxSearch(query), params);

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const { searchParams } = new URL(request.url);
  const parsed = parseInboxQuery(searchParams);
  if (!parsed.ok) throw badRequest(parsed.message);
  const { query } = parsed;
  // The filter form sends an empty search and the default status too: land on the short URL.
  if (searchParams.get("q")?.trim() === "" || searchParams.get("status") === DEFAULT_MESSAGE_STATUS)
    throw redirect(listHref(query, searchParams));
  const db = context.db();
  const [{ rows, total }, counts] = await Promise.all([
    listInboxMessages(db, query, MESSAGE_PAGE_SIZE),
    countMessagesByStatus(db),
  ]);
  const totalPages = totalPagesFor(total, MESSAGE_PAGE_SIZE);
  // Past the end (the last ones were just marked handled, say): the last page there is.
  if (query.page > totalPages) throw redirect(listHref({ ...query, page: totalPages }, searchParams));
  return data({ query, rows, total, totalPages, counts }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return bulkMessagesAction(context, request);
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Messages");

export default function AdminMessages() {
  const { query, rows, total, totalPages, counts } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  // A new list (another page, filter, or the one after an action) starts with nothing ticked.
  const { key } = useLocation();
  const first = (query.page - 1) * MESSAGE_PAGE_SIZE + 1;
  const noun = (n: number) => `${n} ${n === 1 ? "message" : "messages"}`;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Messages</h1>
      <p className="mt-2 text-slate-600">
        What visitors sent through the contact form, newest first: {counts.open} open, {counts.handled} handled,{" "}
        {counts.spam} spam.
      </p>

      <Form
        method="get"
        action={LIST_PATH}
        role="search"
        aria-label="Filter messages"
        autoComplete="off"
        className="mt-6 grid grid-cols-2 gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_12rem_auto]"
      >
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor="messages-q" className={FILTER_LABEL_CLASS}>
            Search messages
          </label>
          <input
            id="messages-q"
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder="Name, e-mail, subject or message"
            className={FILTER_FIELD_CLASS}
          />
        </div>
        <div>
          <label htmlFor="messages-status" className={FILTER_LABEL_CLASS}>
            Status
          </label>
          <select id="messages-status" name="status" defaultValue={query.status} className={FILTER_FIELD_CLASS}>
            {MESSAGE_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {STATUS_FILTER_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end">
          <Button type="submit" variant="primary" size="sm" className="h-10">
            Apply
          </Button>
        </div>
      </Form>

      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {total <= MESSAGE_PAGE_SIZE ? noun(total) : `${first}–${first + rows.length - 1} of ${noun(total)}`}
      </p>

      {rows.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="font-medium text-slate-900">
            {query.q
              ? "No messages match this search."
              : `No ${STATUS_FILTER_LABELS[query.status].toLowerCase()} messages.`}
          </p>
        </div>
      ) : (
        <MessageTable key={key} rows={rows} failure={failure} />
      )}

      <Pagination
        page={query.page}
        totalPages={totalPages}
        hrefFor={(page) => `${LIST_PATH}${inboxSearch({ ...query, page })}`}
      />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
