// The tool page's bookmark form. Signed out, the visitor is sent to /sign-in with a message
// asking them to sign in; signed in, the bookmark is added or removed for them alone.
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { NoticeKey } from "#app/lib/notices.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";
import { setBookmark } from "#app/server/bookmarks/bookmarks.server.ts";

export type BookmarkResult = { bookmarked: boolean; notice: NoticeKey };

export async function bookmarkAction(request: Request, context: AppLoadContext, toolId: string) {
  const form = await readCheckedForm(request, context);
  if (!context.user) throw redirect("/sign-in?notice=sign-in-to-bookmark");
  const intent = form.get("intent");
  if (intent !== "bookmark" && intent !== "unbookmark")
    return json({ error: "Unknown bookmark action." }, { status: 400 });
  const on = intent === "bookmark";
  try {
    await setBookmark(context.db(), context.user.id, toolId, on);
  } catch (error) {
    console.error("bookmark", error);
    return json<BookmarkResult>({ bookmarked: !on, notice: "bookmark-failed" }, { status: 503 });
  }
  return json<BookmarkResult>({ bookmarked: on, notice: on ? "bookmark-added" : "bookmark-removed" });
}
