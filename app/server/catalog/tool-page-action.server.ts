// The tool page's forms: bookmark and watch, told apart by their intent.
import type { AppLoadContext } from "react-router";
import { WATCH_INTENTS } from "#app/lib/tool-watch.ts";
import { bookmarkAction } from "#app/server/bookmarks/bookmark-action.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";
import { watchAction } from "#app/server/watching/watch-action.server.ts";

export async function toolPageAction(context: AppLoadContext, request: Request, toolId: string) {
  const form = await readCheckedForm(request, context);
  const intent = form.get("intent");
  if (intent === WATCH_INTENTS.watch || intent === WATCH_INTENTS.unwatch)
    return watchAction(context, request, toolId, intent === WATCH_INTENTS.watch);
  return bookmarkAction(context, request, toolId, form);
}
