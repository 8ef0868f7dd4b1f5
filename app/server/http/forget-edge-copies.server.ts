// Drops this location's edge-cached copies of pages whose data just changed, so the visitor who
// changed it sees the change on the next view. A page's data for client-side navigations is a copy
// of its own (`/page.data`): list both. Other locations keep theirs until s-maxage runs out.
import { edgeCacheKey } from "#app/server/http/edge-generation.server.ts";

export async function forgetEdgeCopies(origin: string, siteUrl: string, paths: readonly string[]): Promise<void> {
  const cache = (caches as unknown as { default: Cache }).default;
  await Promise.all(
    paths.map(async (path) => cache.delete(await edgeCacheKey(new URL(path, origin).toString(), siteUrl))),
  );
}
