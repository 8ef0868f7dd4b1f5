// While the database is away: pages with an edge copy serve it, everything else answers 503 with
// Retry-After and says the site is briefly unavailable, quickly, and nothing throws.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "#test/support/fixtures.ts";
import { edgeCopyKey, fetchWithEnv, get, storedEdgeCopy, withoutNonces } from "#test/support/worker.ts";

/** The Worker with its database on a port where nothing listens. */
const away = {
  ...env,
  HYPERDRIVE: { ...env.HYPERDRIVE, connectionString: "postgresql://postgres:x@127.0.0.1:9/gone" },
};
const whileAway = (path: string, init?: RequestInit) => fetchWithEnv(away, path, init);

const unique = (path: string) => `${path}${path.includes("?") ? "&" : "?"}outage=${Date.now()}-${Math.random()}`;

describe("with the database away", () => {
  it.each(["/sign-in", "/browse", "/tool/sparrow-wallet", "/category/bitcoin-wallets", "/blog"])(
    "%s without an edge copy is a quick 503 that says to retry",
    async (path) => {
      const { response, body, ms } = await whileAway(unique(path));
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("30");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(body).toContain("The site is briefly unavailable. Please try again in a minute.");
      expect(ms).toBeLessThan(5_000);
    },
  );

  it("the search API says so in JSON instead of finding nothing", async () => {
    const { response, body } = await whileAway(unique("/api/search?q=wallet"));
    expect(response.status).toBe(503);
    expect(JSON.parse(body)).toEqual({ error: "The site is briefly unavailable. Please try again in a minute." });
  });

  it("a signed-in visitor gets the 503 page too", async ({ reader }) => {
    const { response, body } = await whileAway("/profile", { headers: { Cookie: reader.cookie } });
    expect(response.status).toBe(503);
    expect(body).toContain("briefly unavailable");
  });

  it("a page whose edge copy has expired is served from that copy", async () => {
    const path = unique("/browse");
    const first = await get(path);
    expect(first.response.status).toBe(200);
    await ageEdgeCopy(path, 10 * 60);
    const { response, body } = await whileAway(path);
    expect(response.status).toBe(200);
    expect(withoutNonces(body)).toBe(withoutNonces(first.html));
    expect(response.headers.get("Cache-Control")).toBe(first.response.headers.get("Cache-Control"));
  });

  it("a copy within stale-while-revalidate is served at once and renewed in the background", async () => {
    const path = unique("/browse");
    const first = await get(path);
    await ageEdgeCopy(path, 45);
    const again = await get(path);
    expect(withoutNonces(again.html)).toBe(withoutNonces(first.html));
    let storedAt = 0;
    for (let i = 0; i < 100 && storedAt < Date.now() - 30_000; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      storedAt = Number((await storedEdgeCopy(path))!.headers.get("X-Edge-Stored-At"));
    }
    expect(storedAt).toBeGreaterThan(Date.now() - 30_000);
  });
});

const cache = () => (caches as unknown as { default: Cache }).default;

/** Makes the stored copy of a page look `seconds` old. */
async function ageEdgeCopy(path: string, seconds: number) {
  const copy = await storedEdgeCopy(path);
  expect(copy).toBeDefined();
  const older = new Response(copy!.body, copy);
  older.headers.set("X-Edge-Stored-At", String(Date.now() - seconds * 1000));
  await cache().put(await edgeCopyKey(path), older);
}
