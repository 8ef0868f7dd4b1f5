import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { RevisionPage } from "#app/components/admin/RevisionPage.tsx";
import { adminMeta } from "#app/lib/meta.ts";
import { adminTimestamp } from "#app/lib/admin-dates.ts";
import { revisionPageAction, revisionPageLoader } from "#app/server/admin/revisions/revision-route.server.ts";

export const loader = ({ params, context }: LoaderFunctionArgs) => revisionPageLoader(context, params, "tool");

/** Restore. */
export const action = ({ request, params, context }: ActionFunctionArgs) =>
  revisionPageAction(context, request, params, "tool");

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminMeta(
    matches,
    data ? `Revision from ${adminTimestamp(data.revision.createdAt)} · ${data.label}` : "Revision not found",
  );

export default function ToolRevision() {
  return <RevisionPage />;
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
