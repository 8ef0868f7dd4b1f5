// After an admin write the public pages show the change on the next request: the edge copies of
// this location and the isolate's memoized reads (menus, tag names) are dropped.
import type { Env } from "#app/server/env.server.ts";
import { startNewEdgeGeneration } from "#app/server/http/edge-generation.server.ts";
import { forgetMemos } from "#app/server/memo.server.ts";

export async function refreshPublicCopies(env: Pick<Env, "SITE_URL">): Promise<void> {
  forgetMemos();
  await startNewEdgeGeneration(env.SITE_URL);
}
