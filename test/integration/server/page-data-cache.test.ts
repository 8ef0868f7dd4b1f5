// A client-side navigation asks for the page's data at the page's address plus `.data`. The edge
// cache treats that request as the page it belongs to: kept and served for anonymous visitors,
// never for a session, and dropped with the page when its data changes.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "#test/support/fixtures.ts";
import { signIn, uniqueAddress } from "#test/support/accounts.ts";
import { refreshPublicCopies } from "#app/server/admin/public-copies.server.ts";
import { ETF_PAGE_PATHS } from "#app/server/etf/etf-page-data.server.ts";
import { forgetEdgeCopies } from "#app/server/http/forget-edge-copies.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { edgeCopyKey, get, scriptAnswer, storedEdgeCopy } from "#test/support/worker.ts";

const cache = () => (caches as unknown as { default: Cache }).default;

/** Replaces the edge copy of `path` with `body`, keeping its headers. */
async function replaceCopy(path: string, body: string) {
  const copy = await storedEdgeCopy(path);
  expect(copy).toBeDefined();
  await cache().put(await edgeCopyKey(path), new Response(body, copy));
}

describe("a page's data for a client-side navigation", () => {
  it("has the page's public Cache-Control, and holds the page's own data", async () => {
    const { response, html } = await get(`/tool/sparrow-wallet.data?fresh=${Date.now()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/x-script");
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_PAGE);
    const answer = (await scriptAnswer(html)) as Record<string, { data: { tool?: { name: string } } }>;
    expect(answer["routes/tool.$slug"]?.data.tool?.name).toBe("Sparrow Wallet");
    expect(answer).toHaveProperty("root");
  });

  it("is kept at the edge and served from it to anonymous visitors, like the page", async () => {
    const path = `/browse.data?kept=${Date.now()}`;
    await get(path);
    await replaceCopy(path, "the edge copy");
    expect((await get(path)).html).toBe("the edge copy");
    // The page and its data are two copies: neither is served for the other.
    expect((await get(path.replace(".data", ""))).html).toContain("<!DOCTYPE html>");
  });

  it("is never served from the edge to a signed-in visitor, nor kept for one", async () => {
    const path = `/browse.data?signed-in=${Date.now()}`;
    await get(path);
    await replaceCopy(path, "the anonymous copy");
    const { cookie } = await signIn(uniqueAddress("page-data"));
    const { response, html } = await get(path, { headers: { Cookie: cookie } });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(html).not.toBe("the anonymous copy");
    expect(await scriptAnswer(html)).toHaveProperty("root");
  });

  it("is out of reach once an admin write starts a new edge generation", async () => {
    const path = `/blog.data?generation=${Date.now()}`;
    await get(path);
    await replaceCopy(path, "the old copy");
    await refreshPublicCopies(env);
    const { html } = await get(path);
    expect(html).not.toBe("the old copy");
    expect(await scriptAnswer(html)).toHaveProperty("routes/blog._index");
  });

  it("is dropped with its page when the page's data changes (the ETF refresh's purge)", async () => {
    const copies = ["/bitcoin-etfs", "/bitcoin-etfs.data"];
    for (const path of copies) {
      await get(path);
      await replaceCopy(path, "before the refresh");
    }
    await forgetEdgeCopies("http://localhost", env.SITE_URL, ETF_PAGE_PATHS);
    for (const path of copies) expect((await get(path)).html).not.toBe("before the refresh");
  });
});
