import { SUBSCRIBER_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import {
  data,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { AdminFacts } from "#app/components/admin/AdminFacts.tsx";
import { AuditHistory } from "#app/components/admin/AuditHistory.tsx";
import { IntentForm } from "#app/components/admin/IntentForm.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { adminDate, adminDateTime } from "#app/lib/admin-dates.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { SUBSCRIBER_INTENTS, SUBSCRIBER_STATUS_LABELS } from "#app/lib/newsletter-admin-rules.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { listEntityHistory } from "#app/server/admin/audit-history.server.ts";
import { findSubscriber } from "#app/server/admin/newsletter/admin-subscribers.server.ts";
import { subscriberAction } from "#app/server/admin/newsletter/subscriber-action.server.ts";

import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { BackLink } from "#app/components/admin/BackLink.tsx";

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(SUBSCRIBER_NOT_FOUND);
  const db = context.db();
  const found = await findSubscriber(db, params.id);
  if (!found) throw notFound(SUBSCRIBER_NOT_FOUND);
  const history = await listEntityHistory(db, "subscriber", params.id);
  return data({ ...found, history }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(SUBSCRIBER_NOT_FOUND);
  return subscriberAction(context, request, params.id);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminMeta(matches, data ? `${data.subscriber.email} · Newsletter` : SUBSCRIBER_NOT_FOUND);

export default function AdminSubscriber() {
  const { subscriber, deliveries, history } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const facts: [string, string][] = [
    ["Status", SUBSCRIBER_STATUS_LABELS[subscriber.status]],
    ["Source", subscriber.source],
    ["Subscribed", adminDateTime(subscriber.createdAt)],
    ["Confirmed", adminDateTime(subscriber.confirmedAt)],
    ["Unsubscribed", adminDateTime(subscriber.unsubscribedAt)],
  ];
  return (
    <div className="max-w-2xl">
      <BackLink to="/admin/newsletter">Newsletter</BackLink>
      <h1 className="mt-3 break-all text-3xl font-bold text-slate-900">{subscriber.email}</h1>
      <AdminFacts facts={facts} />
      {subscriber.status === "unsubscribed" ? null : (
        <IntentForm
          id="unsubscribe"
          title="Unsubscribe"
          intent={SUBSCRIBER_INTENTS.unsubscribe}
          description="Stops the weekly newsletter to this address, as its own unsubscribe link would. The address can subscribe again."
        >
          <SubmitButton busy={busy} busyLabel="Unsubscribing...">
            Unsubscribe address
          </SubmitButton>
        </IntentForm>
      )}
      <section aria-labelledby="issues-heading" className="mt-10">
        <h2 id="issues-heading" className="text-lg font-semibold text-slate-900">
          Weekly issues
        </h2>
        {deliveries.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No issue has gone to this address yet.</p>
        ) : (
          <AdminTable
            className="mt-2"
            caption="The weekly issues sent to this address, newest first"
            columns={[{ label: "Week of" }, { label: "Sent" }, { label: "Outcome" }]}
          >
            {deliveries.map((delivery) => (
              <tr key={delivery.week}>
                <td className="px-4 py-2.5">{adminDate(`${delivery.week}T00:00:00Z`)}</td>
                <td className="px-4 py-2.5">{adminDateTime(delivery.at)}</td>
                <td className="px-4 py-2.5">{delivery.outcome === "sent" ? "Sent" : "Failed"}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
      <AuditHistory entries={history} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
