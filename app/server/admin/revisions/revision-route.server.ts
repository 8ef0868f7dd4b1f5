// The revision pages of tools, posts and glossary terms (/admin/{section}/{id}/revisions/{id}):
// one loader and one action, named by the entity type. Anything but a revision of that entity is
// the site's 404.
import { data, type AppLoadContext, type LoaderFunctionArgs } from "react-router";
import { adminEntityPath } from "#app/lib/audit.ts";
import type { RevisionEntityType } from "#app/lib/revisions.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { restoreRevisionAction } from "#app/server/admin/revisions/restore-revision.server.ts";
import { readRevisionPage } from "#app/server/admin/revisions/revision-page.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

type Params = LoaderFunctionArgs["params"];

function idsOf(params: Params) {
  if (!isUuid(params.id) || !isUuid(params.revisionId)) throw notFound();
  return { id: params.id, revisionId: params.revisionId };
}

export async function revisionPageLoader(context: AppLoadContext, params: Params, type: RevisionEntityType) {
  requireAdmin(context);
  const { id, revisionId } = idsOf(params);
  const page = await readRevisionPage(context.db(), type, id, revisionId);
  if (!page) throw notFound();
  return data({ ...page, editorPath: adminEntityPath(type, id) }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export function revisionPageAction(
  context: AppLoadContext,
  request: Request,
  params: Params,
  type: RevisionEntityType,
) {
  requireAdmin(context);
  const { id, revisionId } = idsOf(params);
  return restoreRevisionAction(context, request, type, id, revisionId);
}
