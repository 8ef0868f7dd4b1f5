// After an admin write the public pages show the change on the next request: the edge copies of
// this location and the isolate's memoized reads (menus, tag names) are dropped.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { startNewEdgeGeneration } from "#app/server/http/edge-generation.server.ts";
import { forgetMemos } from "#app/server/memo.server.ts";

export async function refreshPublicCopies(context: AppLoadContext): Promise<void> {
  forgetMemos();
  await startNewEdgeGeneration(context.env.SITE_URL);
}
