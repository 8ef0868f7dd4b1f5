// The tool page's bookmark form. Signed out, the visitor is sent to /sign-in with the spec's
// message; signed in, the bookmark is added or removed for them alone.
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import type { NoticeKey } from "#app/lib/notices.ts";
import { requireUser } from "#app/server/auth/guards.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";
import { setBookmark } from "#app/server/bookmarks/bookmarks.server.ts";

export type BookmarkResult = { bookmarked: boolean; notice: NoticeKey };

export async function bookmarkAction(request: Request, context: AppLoadContext, toolId: string) {
  const form = await readCheckedForm(request, context);
  const user = requireUser(context, request, { notice: "sign-in-to-bookmark" });
  const intent = form.get("intent");
  if (intent !== "bookmark" && intent !== "unbookmark")
    return json({ error: "Unknown bookmark action." }, { status: 400 });
  const on = intent === "bookmark";
  try {
    await setBookmark(context.db(), user.id, toolId, on);
  } catch (error) {
    console.error("bookmark", error);
    return json<BookmarkResult>({ bookmarked: !on, notice: "bookmark-failed" }, { status: 503 });
  }
  return json<BookmarkResult>({ bookmarked: on, notice: on ? "bookmark-added" : "bookmark-removed" });
}
