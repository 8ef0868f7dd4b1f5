// A new edge generation puts every page copy this location cached out of reach at once,
// query variants included, and forgets the isolate's memoized reads.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { refreshPublicCopies } from "#app/server/admin/public-copies.server.ts";
import { memoize } from "#app/server/memo.server.ts";
import { edgeCopyKey, get } from "#test/support/worker.ts";

const cache = () => (caches as unknown as { default: Cache }).default;

async function plantCopy(path: string, body: string) {
  const key = await edgeCopyKey(path);
  const headers = {
    "Content-Type": "text/html",
    "X-Edge-Cache-Control": "public, max-age=0, s-maxage=30",
    "X-Edge-Stored-At": String(Date.now()),
    "Cache-Control": "public, s-maxage=86430",
  };
  await cache().put(key, new Response(body, { headers }));
}

describe("refreshing the public copies after an admin write", () => {
  it("makes the next request render afresh, for every URL and query variant", async () => {
    const paths = [`/browse?variant=${Date.now()}`, `/?page=2&stamp=${Date.now()}`];
    for (const path of paths) await plantCopy(path, "the old copy");
    for (const path of paths) expect((await get(path)).html).toBe("the old copy");

    await refreshPublicCopies(env);

    for (const path of paths) {
      const { response, html } = await get(path);
      expect(response.status).toBe(200);
      expect(html).not.toBe("the old copy");
      expect(html).toContain("<!DOCTYPE html>");
    }
  });

  it("forgets the memoized reads", async () => {
    let reads = 0;
    const read = () => memoize("edge-generation-test", 60_000, async () => ++reads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await refreshPublicCopies(env);
    expect(await read()).toBe(2);
  });
});
