// The tool page's bookmark form. Signed out, the visitor is sent to /sign-in with a message asking
// them to sign in (and back to the tool afterwards); signed in, the bookmark is added or removed
// for them alone.
import { data, type AppLoadContext } from "react-router";
import { noticeMessage } from "#app/lib/notices.ts";
import { BOOKMARK_INTENTS, type BookmarkResult } from "#app/lib/bookmark-rules.ts";
import { formFailure } from "#app/lib/form-result.ts";
import { requireUser } from "#app/server/auth/guards.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { setBookmark } from "#app/server/bookmarks/bookmarks.server.ts";

/** `form` is the page's checked form (tool-page-action.server.ts reads it). */
export async function bookmarkAction(context: AppLoadContext, request: Request, toolId: string, form: FormData) {
  const user = requireUser(context, request, { notice: "sign-in-to-bookmark" });
  let on: boolean;
  switch (form.get("intent")) {
    case BOOKMARK_INTENTS.add:
      on = true;
      break;
    case BOOKMARK_INTENTS.remove:
      on = false;
      break;
    default:
      throw badRequest("Unknown bookmark action.");
  }
  try {
    await setBookmark(context.db(), user.id, toolId, on);
  } catch (error) {
    console.error("bookmark", error);
    const failed: BookmarkResult = { ...formFailure({}), bookmarked: !on, notice: noticeMessage("bookmark-failed") };
    return data(failed, { status: 503 });
  }
  const done: BookmarkResult = {
    ok: true,
    bookmarked: on,
    notice: noticeMessage(on ? "bookmark-added" : "bookmark-removed"),
  };
  return done;
}
