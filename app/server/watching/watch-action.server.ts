// The tool page's watch form. Signed out, the visitor is sent to /sign-in with a message asking them
// to sign in (and back to the tool afterwards); signed in, the watch is started or stopped for them.
import { data, type AppLoadContext } from "react-router";
import { formFailure } from "#app/lib/form-result.ts";
import { noticeMessage } from "#app/lib/notices.ts";
import type { WatchResult } from "#app/lib/watch-result.ts";
import { requireUser } from "#app/server/auth/guards.server.ts";
import { setWatch } from "#app/server/watching/tool-watches.server.ts";

export async function watchAction(context: AppLoadContext, request: Request, toolId: string, on: boolean) {
  const user = requireUser(context, request, { notice: "sign-in-to-watch" });
  try {
    await setWatch(context.db(), user.id, toolId, on);
  } catch (error) {
    console.error("watch", error);
    const failed: WatchResult = { ...formFailure({}), watching: !on, notice: noticeMessage("watch-failed") };
    return data(failed, { status: 503 });
  }
  const done: WatchResult = { ok: true, watching: on, notice: noticeMessage(on ? "watch-added" : "watch-removed") };
  return done;
}
