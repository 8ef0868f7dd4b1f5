import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { adminDate } from "#app/lib/admin-dates.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { methodNotAllowed } from "#app/server/http/responses.server.ts";
import { digestWeek } from "#app/server/newsletter/digest-week.server.ts";
import { previewWeeklyDigest } from "#app/server/newsletter/weekly-digest.server.ts";
import { BackLink } from "#app/components/admin/BackLink.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

const WEEK_MS = 7 * 86_400_000;

/** Next Monday's issue (this week's tools and posts so far), as its mail, sent to nobody. */
export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const { env } = context;
  const week = digestWeek(new Date(Date.now() + WEEK_MS));
  const site = { name: env.SITE_NAME, url: env.SITE_URL, secret: env.BETTER_AUTH_SECRET };
  const { mail, empty } = await previewWeeklyDigest(context.db(), site, week);
  return data(
    { week: week.start, subject: mail.subject, html: mail.html, empty },
    { headers: { "Cache-Control": ADMIN_PAGE } },
  );
}

export async function action({ context }: ActionFunctionArgs) {
  requireAdmin(context);
  throw methodNotAllowed("GET");
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Newsletter preview");

export default function NewsletterPreview() {
  const { week, subject, html, empty } = useLoaderData<typeof loader>();
  return (
    <div>
      <BackLink to="/admin/newsletter">Newsletter</BackLink>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Newsletter preview</h1>
      <p className="mt-2 text-slate-600">
        {`The issue for the week of ${adminDate(`${week}T00:00:00Z`)}, as it stands now; it goes out next Monday.`}
      </p>
      {empty ? (
        <FormAlert tone="warning" className="mt-4 text-sm">
          <p>Nothing new has been published this week yet: as things stand, no issue would be sent.</p>
        </FormAlert>
      ) : null}
      <p className="mt-4 text-sm text-slate-700">
        <span className="font-medium">Subject:</span> <span data-testid="preview-subject">{subject}</span>
      </p>
      {/* The mail's own HTML, in a sandbox that runs no script and reaches nothing of the page. */}
      <iframe
        title="The coming issue as subscribers will see it"
        sandbox=""
        srcDoc={html}
        className="mt-3 h-[70vh] w-full rounded-2xl border border-slate-200 bg-white"
      />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
