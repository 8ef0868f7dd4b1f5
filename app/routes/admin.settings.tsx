import {
  Form,
  data,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { adminDateTime } from "#app/lib/admin-dates.ts";
import { NOTIFICATION_FREQUENCIES, NOTIFICATION_FREQUENCY_CHOICES } from "#app/lib/editor-notifications.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notificationSettingsAction } from "#app/server/notifications/notification-settings-action.server.ts";
import { readNotificationSettings } from "#app/server/notifications/notification-settings.server.ts";

/** The signed-in admin's own settings: how they hear of new work. */
export async function loader({ context }: LoaderFunctionArgs) {
  const admin = requireAdmin(context);
  const settings = await readNotificationSettings(context.db(), admin.id);
  return data({ email: admin.email, settings }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export const action = ({ request, context }: ActionFunctionArgs) => notificationSettingsAction(context, request);

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Your settings");

export default function AdminSettings() {
  const { email, settings } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const error = failed?.fieldErrors.frequency;
  const chosen = failed ? failed.values.frequency : settings.frequency;
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-bold text-slate-900">Your settings</h1>
      <p className="mt-2 text-slate-600">These settings are yours alone; each editor chooses their own.</p>
      {/* Keyed by the saved choice, so the radios show it once the page reloads its data. */}
      <Form key={settings.frequency} method="post" className="mt-8 space-y-6" noValidate>
        <CsrfField />
        <fieldset aria-describedby={error ? "frequency-error" : "frequency-hint"}>
          <legend className="text-lg font-semibold text-slate-900">E-mail notifications</legend>
          <p id="frequency-hint" className="mt-1 text-sm text-slate-600">
            New submissions, visitors&apos; reports, contact messages and websites that need review, mailed to{" "}
            <span className="font-medium text-slate-900">{email}</span>.
          </p>
          <div className="mt-4 space-y-3">
            {NOTIFICATION_FREQUENCIES.map((frequency) => (
              <div key={frequency} className="flex items-start gap-3 text-slate-800">
                <input
                  type="radio"
                  id={`frequency-${frequency}`}
                  name="frequency"
                  value={frequency}
                  defaultChecked={chosen === frequency}
                  aria-describedby={`frequency-${frequency}-hint`}
                  className="mt-1 h-4 w-4 accent-bitcoin"
                />
                <div>
                  <label htmlFor={`frequency-${frequency}`} className="font-medium">
                    {NOTIFICATION_FREQUENCY_CHOICES[frequency].label}
                  </label>
                  <p id={`frequency-${frequency}-hint`} className="text-sm text-slate-600">
                    {NOTIFICATION_FREQUENCY_CHOICES[frequency].hint}
                  </p>
                </div>
              </div>
            ))}
          </div>
          {error ? (
            <p id="frequency-error" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </fieldset>
        {settings.frequency === "digest" ? (
          <p className="text-sm text-slate-600" data-testid="last-digest">
            {settings.lastDigestAt
              ? `Last digest sent ${adminDateTime(settings.lastDigestAt)} UTC.`
              : "No digest sent yet. Digests go out daily at 07:00 UTC when there is news."}
          </p>
        ) : null}
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save settings
        </SubmitButton>
      </Form>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
