// What an attacker can do with the session machinery: better-auth's own endpoints, forged and
// stale session cookies, and CSRF tokens taken from another session.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "#test/support/fixtures.ts";
import { clientAddressFor, postAs, signIn, uniqueAddress } from "#test/support/accounts.ts";
import { mailTo, signInLink } from "#test/support/mailbox.ts";
import { edgeCopyKey, get, post, storedEdgeCopy } from "#test/support/worker.ts";

const FAKE = env.FAKE_SERVICES_URL;
// The file's first request loads the Worker into workerd, which can take longer than a test may.

const json = (body: unknown, cookie = "") => ({
  method: "POST",
  headers: { "Content-Type": "application/json", Cookie: cookie, Origin: "http://localhost" },
  body: JSON.stringify(body),
});

describe("better-auth's own endpoints", () => {
  it("answer 404, except the mailed link and Google's callback: no mail goes out", async () => {
    const email = uniqueAddress("json-spam");
    const asked = await get("/api/auth/sign-in/magic-link", json({ email, callbackURL: "/" }));
    expect(asked.response.status).toBe(404);
    for (const path of ["/api/auth/get-session", "/api/auth/ok", "/api/auth/list-sessions", "/api/auth/sign-out"])
      expect((await get(path)).response.status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailTo(FAKE, email)).toHaveLength(0);
  });

  it("update-user cannot store a name or an image behind the profile form's back", async ({ db }) => {
    const user = await signIn(uniqueAddress("mallory"));
    const updated = await get(
      "/api/auth/update-user",
      json({ name: "<img src=x onerror=alert(1)>", image: "javascript:alert(1)" }, user.cookie),
    );
    expect(updated.response.status).toBe(404);
    const [row] = await db.execute<{ name: string; image: string | null }>(
      sql`SELECT name, image FROM users WHERE email = ${user.email}`,
    );
    expect(row!.name).not.toContain("<img");
    expect(row!.image).toBeNull();
  });

  it("the mailed link and Google's callback stay reachable", async () => {
    const verify = await get("/api/auth/magic-link/verify?token=not-a-token&callbackURL=%2F");
    expect(verify.response.status).toBe(302);
    expect(verify.response.headers.get("Location")).toContain("error=");
    expect((await get("/api/auth/callback/google?state=x&code=y")).response.status).not.toBe(404);
  });
});

describe("a session cookie that better-auth did not sign", () => {
  it("is served the anonymous, shareable page without reading any session", async () => {
    const forged = `better-auth.session_token=${encodeURIComponent(`forged-token.${"A".repeat(43)}=`)}`;
    const { response, html } = await get(`/browse?forged=${Date.now()}`, { headers: { Cookie: forged } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/s-maxage=\d+/);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(html).not.toContain("Your session has expired");
    expect(html).toContain(">Sign In<");
  });

  it("is served the edge copy that anonymous visitors get", async () => {
    const path = `/browse?forged-copy=${Date.now()}`;
    await get(path);
    const cache = (caches as unknown as { default: Cache }).default;
    const copy = await storedEdgeCopy(path);
    await cache.put(await edgeCopyKey(path), new Response("the edge copy", copy));
    const forged = `better-auth.session_token=${encodeURIComponent(`forged-token.${"A".repeat(43)}=`)}`;
    expect((await get(path, { headers: { Cookie: forged } })).html).toBe("the edge copy");
  });

  it("any text containing the cookie's name is just another cookie", async () => {
    const { response } = await get(`/?lookalike=${Date.now()}`, {
      headers: { Cookie: "theme=better-auth.session_token" },
    });
    expect(response.headers.get("Cache-Control")).toMatch(/s-maxage=\d+/);
  });
});

describe("opening a sign-in link with a stale session cookie", () => {
  it("signs the visitor in with the new session and leaves no orphan session row", async ({ db }) => {
    const email = uniqueAddress("returning");
    const old = await signIn(email);
    await db.execute(sql`DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ${email})`);

    const sentAt = Date.now();
    await post("/sign-in", { intent: "email", email }, { headers: { "CF-Connecting-IP": clientAddressFor(email) } });
    const link = new URL(await signInLink(FAKE, email, sentAt));
    const opened = await get(`${link.pathname}${link.search}`, { headers: { Cookie: old.cookie } });
    expect(opened.response.status).toBe(302);
    const cookies = opened.response.headers.getSetCookie().filter((c) => c.startsWith("better-auth.session_token="));
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).not.toMatch(/Max-Age=0/);

    const home = await get("/", { headers: { Cookie: cookies[0]!.split(";")[0]! } });
    expect(home.html).toContain(email);
    const sessions = await db.execute(
      sql`SELECT 1 FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ${email})`,
    );
    expect(sessions).toHaveLength(1);
  });
});

describe("a session that outlived its user's block", () => {
  it("is treated as gone: the page is anonymous and the session cookie is cleared", async ({ db }) => {
    const user = await signIn(uniqueAddress("slipped-past"));
    // Blocking deletes the sessions; this one was created as the block was written.
    await db.execute(sql`UPDATE users SET blocked_at = now() WHERE email = ${user.email}`);
    const { response, html } = await get("/", { headers: { Cookie: user.cookie } });
    expect(html).not.toContain(user.email);
    expect(html).toContain(">Sign In<");
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(cleared).toMatch(/Max-Age=0/);
  });
});

describe("CSRF tokens", () => {
  it("are bound to their session: another session's token, or a token the cookie repeats, is refused", async () => {
    const alice = await signIn(uniqueAddress("alice-csrf"));
    const bob = await signIn(uniqueAddress("bob-csrf"));
    expect(alice.token).not.toBe(bob.token);

    const borrowed = await postAs({ ...bob, token: alice.token }, "/sign-out", {});
    expect(borrowed.response.status).toBe(403);
    const chosen = "a".repeat(43);
    const repeated = await post(
      "/sign-out",
      { csrf_token: chosen },
      { headers: { Cookie: `${bob.cookie}; csrf_token=${chosen}` } },
    );
    expect(repeated.response.status).toBe(403);
    expect((await get("/", { headers: { Cookie: bob.cookie } })).html).toContain(bob.email);

    const own = await postAs(bob, "/sign-out", {});
    expect(own.response.status).toBe(302);
  });

  it("stay the same for the whole session, on every page", async () => {
    const user = await signIn(uniqueAddress("steady"));
    const again = await get("/contact", { headers: { Cookie: user.cookie } });
    expect(again.html).toContain(`name="csrf_token" value="${user.token}"`);
  });
});
