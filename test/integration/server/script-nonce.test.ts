// Scripts run by a nonce of each response's own, never by 'unsafe-inline': the policy names it,
// every script the page runs carries it, and a page served from the edge cache gets a new one.
import { describe, expect, it } from "#test/support/fixtures.ts";
import { edgeCopyKey, get } from "#test/support/worker.ts";

const cache = () => (caches as unknown as { default: Cache }).default;

function scriptSrc(response: Response): string {
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  return /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? "";
}

const nonceOf = (response: Response) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc(response))?.[1];

/** The nonce attribute of each script the browser would run (JSON-LD is data, not a script). */
const runnableScriptNonces = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attributes) => !/type="application\/ld\+json"/.test(attributes))
    .map((attributes) => /\bnonce="([^"]*)"/.exec(attributes)?.[1] ?? "(none)");

async function expectNonced(path: string, init?: RequestInit) {
  const { response, html } = await get(path, init);
  expect(response.status).toBeLessThan(500);
  expect(scriptSrc(response)).not.toContain("'unsafe-inline'");
  const nonce = nonceOf(response);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  const scripts = runnableScriptNonces(html);
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  expect(new Set(scripts)).toEqual(new Set([nonce]));
  expect(response.headers.has("X-Render-Nonce")).toBe(false);
  return nonce!;
}

describe("the script nonce", () => {
  it("differs between two responses of one cached page, and header and scripts agree", async () => {
    const path = `/browse?nonce-test=${Date.now()}`;
    const first = await expectNonced(path);
    await expect.poll(async () => Boolean(await cache().match(await edgeCopyKey(path)))).toBe(true);
    const second = await expectNonced(path);
    expect(second).not.toBe(first);
  });

  it.each(["/", "/tool/sparrow-wallet", "/blog/how-to-choose-a-bitcoin-wallet", "/no-such-page", "/contact"])(
    "%s runs its scripts by nonce",
    async (path) => {
      await expectNonced(path);
    },
  );

  it("a signed-in page, never cached, has one too", async ({ reader }) => {
    await expectNonced("/profile", { headers: { Cookie: reader.cookie } });
  });
});
