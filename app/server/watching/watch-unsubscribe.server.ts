// The unsubscribe links of watch mails. Opening one only asks (mail scanners open links); a POST
// acts: the page's buttons, or a mail client's one-click POST (RFC 8058), which does what the link
// names. The signed link is what authorises it, so no session or CSRF token is needed. A link for
// one tool also lets its holder stop every watch mail (the page's second button): both come from
// the same mailbox.
import { STOP_ALL_FIELD, STOP_ALL_VALUE } from "#app/lib/tool-watch.ts";
import { data, type AppLoadContext } from "react-router";
import { eq } from "drizzle-orm";
import { formFailure, type FormResult } from "#app/lib/form-result.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { tools } from "#app/server/db/schema.server.ts";
import { setWatch, stopAllWatches } from "#app/server/watching/tool-watches.server.ts";
import { verifyWatchUnsubscribe, type WatchUnsubscribe } from "#app/server/watching/watch-links.server.ts";

const NO_STORE = { "Cache-Control": "private, no-store" };

export type UnsubscribeScope = { stopped: "tool"; toolName: string } | { stopped: "all" };

/** What the request's link vouches for, with the tool's name when it names one. */
export async function linkedWatch(context: AppLoadContext, request: Request) {
  const target = await verifyWatchUnsubscribe(context.env.BETTER_AUTH_SECRET, new URL(request.url).searchParams);
  if (!target) return null;
  return { ...target, toolName: target.toolId ? await toolName(context.db(), target.toolId) : null };
}

const toolName = async (db: Database, toolId: string) =>
  (await db.select({ name: tools.name }).from(tools).where(eq(tools.id, toolId)))[0]?.name ?? null;

async function askedScope(request: Request): Promise<"all" | null> {
  try {
    return (await request.formData()).get(STOP_ALL_FIELD) === STOP_ALL_VALUE ? "all" : null;
  } catch {
    return null;
  }
}

export async function watchUnsubscribeAction(context: AppLoadContext, request: Request) {
  const target = await linkedWatch(context, request);
  if (!target) {
    const refused: FormResult = formFailure({}, { formError: "This unsubscribe link does not work" });
    return data(refused, { status: 400, headers: NO_STORE });
  }
  const all = !target.toolId || (await askedScope(request)) === "all";
  await stop(context.db(), target, all);
  const done: FormResult & UnsubscribeScope = all
    ? { ok: true, stopped: "all" }
    : { ok: true, stopped: "tool", toolName: target.toolName ?? "this tool" };
  return data(done, { headers: NO_STORE });
}

function stop(db: Database, target: WatchUnsubscribe, all: boolean) {
  return all || !target.toolId ? stopAllWatches(db, target.userId) : setWatch(db, target.userId, target.toolId, false);
}
