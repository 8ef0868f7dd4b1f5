// A tool page's tool, if this visitor may see it: published tools are public; drafts and pending
// submissions only for the user who submitted them and for admins. A slug the tool had before a
// rename answers 301 to its current address.
import { redirect, type AppLoadContext } from "react-router";
import { TOOL_NOT_FOUND } from "#app/components/tool/ToolNotFound.tsx";
import { hasControlCharacters } from "#app/lib/control-characters.ts";
import { findRenamedTool, findToolBySlug, type ToolDetail } from "#app/server/catalog/tool-detail.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

function mayView(context: AppLoadContext, tool: Pick<ToolDetail, "status" | "userId">): boolean {
  const { user } = context;
  return tool.status === "published" || Boolean(user && (user.isAdmin || (tool.userId && tool.userId === user.id)));
}

export async function visibleTool(context: AppLoadContext, slug: string | undefined) {
  if (!slug || hasControlCharacters(slug)) throw notFound(TOOL_NOT_FOUND);
  const tool = await findToolBySlug(context.db(), slug);
  if (tool && mayView(context, tool)) return tool;
  const renamed = tool ? null : await findRenamedTool(context.db(), slug);
  // max-age=0: browsers would otherwise keep a 301 for good, and an old slug can be given back.
  if (renamed && mayView(context, renamed))
    throw redirect(`/tool/${renamed.slug}`, { status: 301, headers: { "Cache-Control": PUBLIC_PAGE } });
  throw notFound(TOOL_NOT_FOUND);
}
