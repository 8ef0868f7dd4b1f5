import {
  Outlet,
  data,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { AdminShell } from "#app/components/admin/AdminShell.tsx";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import { countOpenMessages } from "#app/server/admin/messages/count-open-messages.server.ts";
import { countOpenReports } from "#app/server/admin/reports/list-reports.server.ts";
import { countOpenReviews } from "#app/server/admin/reviews/tool-reviews.server.ts";
import { countReviewQueue } from "#app/server/admin/submissions/submission-queue.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { methodNotAllowed } from "#app/server/http/responses.server.ts";

/**
 * The admin portal's layout. Each page's own loader checks the role too (loaders run in
 * parallel); to anyone but an admin every /admin URL is the site's 404.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const admin = requireAdmin(context);
  const db = context.db();
  const [pendingSubmissions, openMessages, openReports, openReviews] = await Promise.all([
    countReviewQueue(db),
    countOpenMessages(db),
    countOpenReports(db),
    countOpenReviews(db),
  ]);
  const counts = { pendingSubmissions, openMessages, openReports, openReviews };
  return data({ admin: { email: admin.email }, counts }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

/** Posts without `?index` land here: to anyone but an admin it is still the 404. */
export async function action({ context }: ActionFunctionArgs) {
  requireAdmin(context);
  throw methodNotAllowed("GET");
}

export default function AdminLayout() {
  const { admin, counts } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <AdminShell admin={admin} counts={counts} mainSiteHref={root?.mainSiteHref ?? "/"}>
      <Outlet />
    </AdminShell>
  );
}

/**
 * The spec's 'Error loading admin portal'. A 404 goes on to the site's own page, so the portal
 * still looks absent to anyone who is not an admin.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (isRouteErrorResponse(error) && error.status === 404) throw error;
  return (
    <ErrorPage title="Error loading admin portal" message={errorMessage(error)}>
      <ButtonLink href={root?.mainSiteHref ?? "/"}>Go to main site</ButtonLink>
    </ErrorPage>
  );
}

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return typeof error.data === "string" ? error.data : error.statusText;
  if (error instanceof Error) return error.message;
  return "Unknown error";
}
