// Signing in by e-mail link, end to end inside workerd: the form, the mail over SMTP, the link,
// the session cookie, the signed-in header, single use and expiry, and signing out.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "#test/support/fixtures.ts";
import { clientAddressFor, csrfTokenIn, signIn, uniqueAddress } from "#test/support/accounts.ts";
import { mailTo, signInLink } from "#test/support/mailbox.ts";
import { LINK_ALREADY_MAILED, SIGN_IN_SUBSCRIBES } from "#app/lib/auth-messages.ts";
import worker from "#functions/worker.ts";
import { refuseWrites } from "#test/support/refused-writes.ts";
import { formOf, get, incoming, post } from "#test/support/worker.ts";

const FAKE = env.FAKE_SERVICES_URL;

const requestLink = (email: string) =>
  post("/sign-in", { intent: "email", email }, { headers: { "CF-Connecting-IP": clientAddressFor(email) } });
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe("the sign-in page", () => {
  it("offers the e-mail link, Back to Home and up to 3 featured tools; Google only when configured", async () => {
    const { response, html } = await get("/sign-in");
    expect(response.status).toBe(200);
    expect(html).toContain("Back to Home");
    expect(html).toContain("Continue with Email");
    expect(html).not.toContain("Continue with Google");
    const featured = html.match(/<section aria-labelledby="featured-tools"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(featured.match(/<li /g)?.length).toBeLessThanOrEqual(3);
  });

  it("refuses an empty or malformed address with a 400 and a clear message, sending nothing", async () => {
    const empty = await requestLink("  ");
    expect(empty.response.status).toBe(400);
    expect(empty.html).toContain("Please enter your email address");
    const bad = await requestLink("not-an-address");
    expect(bad.response.status).toBe(400);
    expect(bad.html).toContain("Please enter a valid email address.");
    expect(await mailTo(FAKE, "not-an-address")).toHaveLength(0);
  });
});

describe("signing in by e-mail link", () => {
  it("mails a link (HTML and text) that signs the visitor in once, with an HttpOnly Lax cookie", async ({ db }) => {
    const email = uniqueAddress("alice");
    const sent = await requestLink(email);
    expect(sent.response.status).toBe(200);
    expect(sent.html).toContain("Magic link sent! Check your email for the login link.");

    const link = await signInLink(FAKE, email);
    const [mail] = await mailTo(FAKE, email);
    expect(mail!.subject).toBe("Sign in to Bitcoin Tools Directory");
    expect(mail!.html).toContain("expires in 15 minutes");
    expect(mail!.html).toContain(link.replace(/&/g, "&amp;"));

    const verified = await get(pathOf(link));
    expect(verified.response.status).toBe(302);
    expect(verified.response.headers.get("Location")).toBe("http://localhost/");
    const cookie = verified.response.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const users = await db.execute(sql`SELECT email_verified FROM users WHERE email = ${email}`);
    expect(users).toEqual([{ email_verified: true }]);

    const home = await get("/", { headers: { Cookie: cookie.split(";")[0]! } });
    expect(home.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(home.html).toContain(email);
    expect(home.html).toContain("Sign out");
    expect(home.html).not.toContain(">Sign In<");

    const again = await get(pathOf(link));
    expect(again.response.headers.get("Location")).toBe("http://localhost/sign-in?error=INVALID_TOKEN");
    const page = await get("/sign-in?error=INVALID_TOKEN");
    expect(page.html).toContain("Your session has expired. Please sign in again.");
  });

  it("refuses a link older than 15 minutes", async ({ db }) => {
    const email = uniqueAddress("late");
    await requestLink(email);
    const link = await signInLink(FAKE, email);
    await db.execute(sql`UPDATE verifications SET expires_at = now() - interval '1 second'
      WHERE value LIKE ${`%${email}%`}`);
    const { response } = await get(pathOf(link));
    expect(response.headers.get("Location")).toBe("http://localhost/sign-in?error=INVALID_TOKEN");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="))).toBe(false);
  });

  it("anonymous pages say Sign In and stay cacheable", async () => {
    const { response, html } = await get(`/?anon=${Date.now()}`);
    expect(html).toContain(">Sign In<");
    expect(response.headers.get("Cache-Control")).toContain("s-maxage");
  });

  it("admins get the Admin badge", async ({ db }) => {
    const email = uniqueAddress("admin");
    const { cookie } = await signIn(email);
    await db.execute(sql`INSERT INTO user_roles (user_id, role)
      SELECT id, 'admin' FROM users WHERE email = ${email}`);
    const { html } = await get("/", { headers: { Cookie: cookie } });
    expect(html).toMatch(/<\/svg>Admin<\/p>/);
  });

  it("signing out ends the session and says so", async ({ db }) => {
    const email = uniqueAddress("bob");
    const { cookie, token } = await signIn(email);
    const out = await post(
      "/sign-out",
      { csrf_token: token },
      { headers: { Cookie: cookie, Origin: "http://localhost" } },
    );
    expect(out.response.status).toBe(302);
    expect(out.response.headers.get("Location")).toBe("/?notice=signed-out");
    expect(out.response.headers.getSetCookie().some((c) => /better-auth.session_token=;/.test(c))).toBe(true);
    const sessions = await db.execute(sql`SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE u.email = ${email}`);
    expect(sessions).toEqual([{ n: 0 }]);
    const home = await get("/?notice=signed-out");
    expect(home.html).toContain("Signed out successfully");
  });

  it("an action with the session cookie but without its CSRF token, or from another site, is refused", async () => {
    const email = uniqueAddress("carol");
    const { cookie, token } = await signIn(email);
    const noToken = await post("/sign-out", {}, { headers: { Cookie: cookie } });
    expect(noToken.response.status).toBe(403);
    expect(noToken.html).toContain("This form has expired. Reload the page and try again.");
    const wrongToken = await post("/sign-out", { csrf_token: "0".repeat(43) }, { headers: { Cookie: cookie } });
    expect(wrongToken.response.status).toBe(403);
    const crossSite = await post(
      "/sign-out",
      { csrf_token: token },
      { headers: { Cookie: cookie, Origin: "https://evil.example" } },
    );
    expect(crossSite.response.status).toBe(403);
    const stillIn = await get("/", { headers: { Cookie: cookie } });
    expect(stillIn.html).toContain(email);
  });

  it("limits sign-in links to 5 per address in 10 minutes, with a 429 that reveals nothing else", async () => {
    const email = uniqueAddress("spam");
    for (let i = 0; i < 5; i++) expect((await requestLink(email)).response.status).toBe(200);
    const over = await requestLink(email);
    expect(over.response.status).toBe(429);
    expect(over.html).toMatch(/Too many sign-in requests\. Please try again in \d+ minutes?\./);
    expect(await mailTo(FAKE, email)).toHaveLength(5);
  });

  it("someone else's requests for an address never keep its owner from their own link", async () => {
    const victim = uniqueAddress("victim");
    const from = (ip: string) =>
      post("/sign-in", { intent: "email", email: victim }, { headers: { "CF-Connecting-IP": ip } });
    const attacker = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await from(attacker)).response.status);
    expect(answers.filter((status) => status === 200)).toHaveLength(5);
    const sentAt = Date.now();
    const own = await from("192.0.2.77");
    expect(own.response.status).toBe(200);
    expect(await signInLink(FAKE, victim, sentAt)).toMatch(/magic-link\/verify/);
  });

  it("an address gets at most 10 links in 10 minutes; past that its owner is told the newest one still works", async () => {
    const email = uniqueAddress("popular");
    for (let client = 1; client <= 2; client++)
      for (let i = 0; i < 5; i++)
        expect(
          (await post("/sign-in", { intent: "email", email }, { headers: { "CF-Connecting-IP": `192.0.2.${client}` } }))
            .response.status,
        ).toBe(200);
    const owner = await post("/sign-in", { intent: "email", email }, { headers: { "CF-Connecting-IP": "192.0.2.3" } });
    expect(owner.response.status).toBe(200);
    expect(owner.html).toContain(LINK_ALREADY_MAILED);
    expect(owner.html).not.toContain("Too many sign-in requests");
    const mails = await mailTo(FAKE, email);
    expect(mails).toHaveLength(10);
    // The newest of them signs the owner in.
    const newest = await signInLink(FAKE, email, mails.at(-1)!.at);
    const { response } = await get(pathOf(newest));
    expect(response.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="))).toBe(true);
  });

  it("answers a blocked account's address exactly as any other, and mails it nothing", async ({ db }) => {
    const blocked = uniqueAddress("blocked");
    await signIn(blocked);
    await db.execute(sql`UPDATE users SET blocked_at = now() WHERE email = ${blocked}`);
    const stranger = uniqueAddress("unknown");
    const askedAt = Date.now();
    const forBlocked = await requestLink(blocked);
    const forStranger = await requestLink(stranger);
    expect(forBlocked.response.status).toBe(forStranger.response.status);
    const answer = (html: string) =>
      html
        .slice(html.indexOf('id="sign-in-title"'), html.indexOf("</section>", html.indexOf('id="sign-in-title"')))
        .replace(/name="csrf_token" value="[^"]*"/, "")
        .replace(/value="[^"]*@example\.com"/, "");
    expect(answer(forBlocked.html)).toBe(answer(forStranger.html));
    expect(forBlocked.html).toContain("Magic link sent! Check your email for the login link.");
    expect(forBlocked.html).not.toContain("blocked");
    expect((await mailTo(FAKE, blocked)).filter((mail) => mail.at >= askedAt)).toEqual([]);
    expect(await signInLink(FAKE, stranger, askedAt)).toMatch(/magic-link\/verify/);
  });

  it("says that signing in subscribes to the weekly newsletter", async () => {
    const { html } = await get("/sign-in");
    expect(html).toContain(SIGN_IN_SUBSCRIBES);
  });

  it("keeps only a hash of each link's token, and a newer link replaces the older one", async ({ db }) => {
    const email = uniqueAddress("twice");
    const firstAt = Date.now();
    await requestLink(email);
    const first = new URL(await signInLink(FAKE, email, firstAt));
    const stored = await db.execute<{ identifier: string }>(
      sql`SELECT identifier FROM verifications WHERE value LIKE ${`%${email}%`}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.identifier).not.toContain(first.searchParams.get("token")!);

    const secondAt = Date.now();
    await requestLink(email);
    const second = new URL(await signInLink(FAKE, email, secondAt));
    expect(second.searchParams.get("token")).not.toBe(first.searchParams.get("token"));
    const old = await get(pathOf(first.href));
    expect(old.response.headers.get("Location")).toBe("http://localhost/sign-in?error=INVALID_TOKEN");
    const current = await get(pathOf(second.href));
    expect(current.response.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="))).toBe(true);
  });

  it("signing in subscribes the address, confirmed, and tells the team about a first sign-up", async ({ db }) => {
    const email = uniqueAddress("newcomer");
    await signIn(email);
    const rows = await db.execute(sql`SELECT source, status FROM subscribers WHERE email = ${email}`);
    expect(rows).toEqual([{ source: "sign-in", status: "confirmed" }]);
    const team = await mailTo(FAKE, env.TEAM_EMAIL);
    expect(team.some((mail) => mail.subject === `New sign-up on Bitcoin Tools Directory: ${email}`)).toBe(true);
  });

  it("an address in ADMIN_EMAILS becomes an admin when it signs in", async ({ db }) => {
    const { cookie } = await signIn("listed-admin@example.com");
    const roles = await db.execute(sql`SELECT r.role FROM user_roles r JOIN users u ON u.id = r.user_id
      WHERE u.email = 'listed-admin@example.com'`);
    expect(roles).toEqual([{ role: "admin" }]);
    expect((await get("/", { headers: { Cookie: cookie } })).html).toMatch(/<\/svg>Admin<\/p>/);
  });

  it("with Google configured, 'Continue with Google' leads to Google's authorization with our callback", async () => {
    const googleEnv = {
      ...env,
      GOOGLE_CLIENT_ID: "test-client.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "secret",
    };
    const pageCtx = createExecutionContext();
    const page = await worker.fetch(incoming("http://localhost/sign-in"), googleEnv, pageCtx);
    expect(await page.text()).toContain("Continue with Google");
    await waitOnExecutionContext(pageCtx);

    const ctx = createExecutionContext();
    const response = await worker.fetch(
      incoming("http://localhost/sign-in", { method: "POST", body: formOf({ intent: "google" }) }),
      googleEnv,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!);
    expect(location.origin).toBe("https://accounts.google.com");
    expect(location.searchParams.get("client_id")).toBe("test-client.apps.googleusercontent.com");
    expect(location.searchParams.get("redirect_uri")).toBe("http://localhost/api/auth/callback/google");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(response.headers.getSetCookie().some((c) => c.includes("better-auth.state"))).toBe(true);
  });

  it("limits sign-in links to 30 per client address in 10 minutes", async () => {
    // The limit counts in fixed 10-minute windows: start clear of a window's end.
    const toWindowEnd = 600_000 - (Date.now() % 600_000);
    if (toWindowEnd < 20_000) await new Promise((resolve) => setTimeout(resolve, toWindowEnd + 100));
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const ask = (email: string) =>
      post("/sign-in", { intent: "email", email }, { headers: { "CF-Connecting-IP": ip } });
    for (let i = 0; i < 30; i++) expect((await ask(uniqueAddress(`ip${i}`))).response.status).toBe(200);
    expect((await ask(uniqueAddress("ip31"))).response.status).toBe(429);
  });

  it("answers the same for an address with an account and one without (no enumeration)", async () => {
    const known = uniqueAddress("known");
    await signIn(known);
    const forKnown = await requestLink(known);
    const forNew = await requestLink(uniqueAddress("stranger"));
    expect(forKnown.response.status).toBe(forNew.response.status);
    const message = (html: string) => /role="status"[^>]*>(?:<[^>]+>)*([^<]+)</.exec(html)?.[1];
    expect(message(forKnown.html)).toBe("Magic link sent! Check your email for the login link.");
    expect(message(forNew.html)).toBe(message(forKnown.html));
  });

  it("a session in use is extended: after a day, the next request renews its expiry and cookie", async ({ db }) => {
    const user = await signIn(uniqueAddress("regular"));
    await db.execute(sql`UPDATE sessions SET expires_at = now() + interval '5 days'
      WHERE user_id = (SELECT id FROM users WHERE email = ${user.email})`);
    const { response, html } = await get("/", { headers: { Cookie: user.cookie } });
    expect(html).toContain(user.email);
    const renewed = response.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(renewed).toMatch(/Max-Age=604800/);
    const [session] = await db.execute<{
      days: number;
    }>(sql`SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days
      FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ${user.email})`);
    expect(session!.days).toBe(7);
  });
});

/** A request to the Worker with a changed env, waiting for the work it leaves running. */
async function fetchWith(changed: Partial<typeof env>, url: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(incoming(url, { redirect: "manual", ...init }), { ...env, ...changed }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("returning to the page that sent the visitor to sign in", () => {
  const requestLinkFrom = (search: string, email: string) =>
    get(`/sign-in${search}`, {
      method: "POST",
      headers: { "CF-Connecting-IP": clientAddressFor(email) },
      body: formOf({ intent: "email", email }),
    });

  /** Where the mailed link leads once it has signed the visitor in. */
  async function landingAfterLink(search: string): Promise<string | null> {
    const email = uniqueAddress("returning");
    const sentAt = Date.now();
    expect((await requestLinkFrom(search, email)).response.status).toBe(200);
    const { response } = await get(pathOf(await signInLink(FAKE, email, sentAt)));
    expect(response.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="))).toBe(true);
    return response.headers.get("Location");
  }

  it("the mailed link lands on the page named by redirectTo", async () => {
    expect(await landingAfterLink("?redirectTo=%2Fsubmit")).toBe("http://localhost/submit");
    expect(await landingAfterLink("?redirectTo=/profile?tab=submitted")).toBe("http://localhost/profile?tab=submitted");
  });

  it("a redirectTo that leaves the site lands on the home page", async () => {
    for (const away of ["//evil.example", "https://evil.example", "/\\evil.example", "/%2F%2Fevil.example"])
      expect(await landingAfterLink(`?redirectTo=${encodeURIComponent(away)}`)).toBe("http://localhost/");
  });

  it("a visitor already signed in goes straight on to redirectTo, or home for another site", async () => {
    const { cookie } = await signIn(uniqueAddress("already"));
    const to = async (search: string) =>
      (await get(`/sign-in${search}`, { headers: { Cookie: cookie } })).response.headers.get("Location");
    expect(await to("?redirectTo=%2Fsubmit")).toBe("/submit");
    expect(await to("?redirectTo=%2F%2Fevil.example")).toBe("/");
    expect(await to("?redirectTo=https%3A%2F%2Fevil.example")).toBe("/");
    expect(await to("")).toBe("/");
  });
});

describe("over https", () => {
  it("the session cookie is Secure (with the __Secure- prefix) and shared with the admin subdomain", async () => {
    const site = { SITE_URL: "https://bitcoin-tools.example" };
    const email = uniqueAddress("secure");
    const sentAt = Date.now();
    await fetchWith(site, "https://bitcoin-tools.example/sign-in", {
      method: "POST",
      body: formOf({ intent: "email", email }),
    });
    const link = await signInLink(FAKE, email, sentAt);
    expect(link).toMatch(/^https:\/\/bitcoin-tools\.example\/api\/auth\/magic-link\/verify\?/);

    const signedIn = await fetchWith(site, link);
    expect(signedIn.status).toBe(302);
    const session = signedIn.headers.getSetCookie().find((c) => c.startsWith("__Secure-better-auth.session_token="))!;
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Domain=bitcoin-tools\.example/i);

    const page = await fetchWith(site, "https://bitcoin-tools.example/", {
      headers: { Cookie: session.split(";")[0]! },
    });
    const html = await page.text();
    expect(html).toContain(email);
    expect(csrfTokenIn(html)).toBeDefined();
  });
});

describe("side effects of a sign-in", () => {
  it("a failing newsletter subscription and an unreachable mail server do not stop the sign-in", async ({ db }) => {
    const email = uniqueAddress("unlucky");
    // Postgres refuses this address's subscriber row, and the team's mail finds no SMTP server.
    const allowWrites = await refuseWrites(db, "subscribers", `NEW.email = '${email}'`);
    try {
      const sentAt = Date.now();
      await requestLink(email);
      const link = await signInLink(FAKE, email, sentAt);
      const signedIn = await fetchWith({ SMTP_PORT: "9" }, link);
      expect(signedIn.status).toBe(302);
      expect(new URL(signedIn.headers.get("Location")!, "http://localhost").pathname).toBe("/");
      const session = signedIn.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="))!;
      expect((await get("/", { headers: { Cookie: session.split(";")[0]! } })).html).toContain(email);
      expect(await db.execute(sql`SELECT 1 FROM users WHERE email = ${email}`)).toHaveLength(1);
      expect(await db.execute(sql`SELECT 1 FROM subscribers WHERE email = ${email}`)).toEqual([]);
      const team = await mailTo(FAKE, env.TEAM_EMAIL);
      expect(team.some((mail) => mail.subject.includes(email))).toBe(false);
    } finally {
      await allowWrites();
    }
  });
});
