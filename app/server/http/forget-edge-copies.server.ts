// Drops this location's edge-cached copies of pages whose data just changed, so the visitor who
// changed it sees the change on the next view. Other locations keep theirs until s-maxage runs out.
export async function forgetEdgeCopies(origin: string, paths: readonly string[]): Promise<void> {
  const cache = (caches as unknown as { default: Cache }).default;
  await Promise.all(paths.map((path) => cache.delete(new URL(path, origin).toString())));
}
