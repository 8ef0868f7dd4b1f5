import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { isUuid } from "#app/lib/uuid.ts";
import { autosavePostAction } from "#app/server/admin/revisions/autosave-post.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

/** Nothing to read here: the site's 404, to admins too. */
export function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  throw notFound();
}

/** The post editor's autosave (JSON) and the discarding of its draft (a redirect). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound();
  return autosavePostAction(context, request, params.id);
}
