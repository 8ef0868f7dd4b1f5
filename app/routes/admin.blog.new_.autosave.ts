import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { autosaveNewPostAction } from "#app/server/admin/revisions/autosave-new-post.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

/** Nothing to read here: the site's 404, to admins too. */
export function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  throw notFound();
}

/** The new-post page's autosave (JSON) and the discarding of its draft (a redirect). */
export async function action({ request, context }: ActionFunctionArgs) {
  requireAdmin(context);
  return autosaveNewPostAction(context, request);
}
