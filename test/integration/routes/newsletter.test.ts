// The newsletter forms' action, double opt-in by a signed link, and unsubscribing by the link or a
// mail client's one-click POST, against Postgres and the SMTP server on 127.0.0.1.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "#test/support/fixtures.ts";
import { subscriptionLink } from "#app/server/newsletter/subscription-links.server.ts";
import { uniqueAddress } from "#test/support/accounts.ts";
import { mailedLink, mailTo } from "#test/support/mailbox.ts";
import worker from "#functions/worker.ts";
import { formOf, get, incoming, post, scriptAnswer } from "#test/support/worker.ts";
import type { Database } from "#app/server/db/client.server.ts";

const FAKE = env.FAKE_SERVICES_URL;

// A client address of its own for each request, so no test meets another's rate limit.
let clients = 0;
const someAddress = () => `203.0.113.${++clients}`;

/** A newsletter form post: as a plain form (no JavaScript) or as the hydrated form sends it (single fetch). */
function subscribe(fields: Record<string, string>, { fetcher = false, ip = someAddress() } = {}) {
  return post(fetcher ? "/newsletter.data" : "/newsletter", fetcher ? { ...fields, inPlace: "1" } : fields, {
    headers: { "CF-Connecting-IP": ip },
  });
}

const statusOf = async (db: Database, email: string) =>
  (
    await db.execute<{ source: string; status: string; confirmed: boolean }>(
      sql`SELECT source, status, confirmed_at IS NOT NULL AS confirmed FROM subscribers WHERE email = ${email}`,
    )
  )[0];

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe("subscribing", () => {
  it("the newsletter page on its own is the same for everyone, so the edge keeps it", async () => {
    const { response, html } = await get("/newsletter");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/^public, .*s-maxage=\d+/);
    expect(html).toContain("Once a week: the tools added to the directory");
  });

  it("without JavaScript: back to the page with the same words, pending until the mailed link confirms", async ({
    db,
  }) => {
    const email = uniqueAddress("reader");
    const sentAt = Date.now();
    const { response } = await subscribe({ email: ` ${email.toUpperCase()} `, source: "footer", returnTo: "/browse" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/browse?notice=newsletter-subscribed");
    expect(await statusOf(db, email)).toEqual({ source: "footer", status: "pending", confirmed: false });
    const page = await get("/browse?notice=newsletter-subscribed");
    expect(page.html).toContain("Thanks for subscribing!");

    const [mail] = (await mailTo(FAKE, email)).filter((m) => m.at >= sentAt);
    expect(mail!.subject).toBe("Confirm your subscription to Bitcoin Tools Directory");
    expect(mail!.html).toContain("Confirm subscription");
    const link = await mailedLink(FAKE, email, "/newsletter/confirm", sentAt);
    const confirmed = await get(pathOf(link));
    expect(confirmed.response.status).toBe(200);
    expect(confirmed.html).toContain("Subscription confirmed");
    expect(confirmed.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await statusOf(db, email)).toEqual({ source: "footer", status: "confirmed", confirmed: true });
    // Confirming twice is harmless.
    const again = await get(pathOf(link));
    expect(again.response.status).toBe(200);
    expect(again.html).toContain("Subscription confirmed");
  });

  it("with JavaScript: the form's answer, the hero's own success words", async ({ db }) => {
    const email = uniqueAddress("hero");
    const { response, html } = await subscribe({ email, source: "hero" }, { fetcher: true });
    expect(response.status).toBe(200);
    expect(await scriptAnswer(html)).toMatchObject({
      data: {
        ok: true,
        source: "hero",
        message: "Thanks for subscribing! Check your email for confirmation.",
      },
    });
    expect(await statusOf(db, email)).toMatchObject({ source: "hero", status: "pending" });
  });

  it("answers the same for a confirmed address, and mails it nothing", async ({ db }) => {
    const email = uniqueAddress("known");
    await db.execute(sql`INSERT INTO subscribers (email, source, status, confirmed_at)
      VALUES (${email}, 'sign-in', 'confirmed', now())`);
    const newcomer = await subscribe({ email: uniqueAddress("new"), source: "tool-sidebar" }, { fetcher: true });
    const known = await subscribe({ email, source: "tool-sidebar" }, { fetcher: true });
    expect(known.response.status).toBe(newcomer.response.status);
    expect(await scriptAnswer(known.html)).toEqual(await scriptAnswer(newcomer.html));
    expect(await statusOf(db, email)).toMatchObject({ source: "sign-in", status: "confirmed" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailTo(FAKE, email)).toEqual([]);
  });

  it("refuses an empty or malformed address with a 400, saying why", async () => {
    const empty = await subscribe({ email: "  ", source: "footer" });
    expect(empty.response.status).toBe(400);
    expect(empty.html).toContain("Please enter your email address");
    const bad = await subscribe({ email: "not-an-address", source: "footer" }, { fetcher: true });
    expect(bad.response.status).toBe(400);
    expect(await scriptAnswer(bad.html)).toMatchObject({
      data: {
        ok: false,
        error: "Please enter a valid email address.",
      },
    });
  });

  it("a confirmation that cannot be mailed answers with the failure words", async () => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      incoming("http://localhost/newsletter.data", {
        method: "POST",
        headers: { "CF-Connecting-IP": someAddress() },
        body: formOf({ email: uniqueAddress("unmailable"), source: "footer", inPlace: "1" }),
      }),
      { ...env, SMTP_PORT: "9" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(502);
    expect(await scriptAnswer(await response.text())).toMatchObject({
      data: {
        ok: false,
        error: "Failed to subscribe. Please try again.",
      },
    });
  });

  it("goes back only to a path on this site", async () => {
    const { response } = await subscribe({
      email: uniqueAddress("away"),
      source: "footer",
      returnTo: "//evil.example/",
    });
    expect(response.headers.get("Location")).toBe("/?notice=newsletter-subscribed");
  });

  it("limits a client address to 10 requests in 10 minutes, then answers 429", async () => {
    const ip = someAddress();
    for (let i = 0; i < 10; i++)
      expect((await subscribe({ email: uniqueAddress("burst"), source: "footer" }, { ip })).response.status).toBe(302);
    const refused = await subscribe({ email: uniqueAddress("burst"), source: "footer" }, { ip });
    expect(refused.response.status).toBe(429);
    expect(refused.html).toMatch(/Too many subscription requests\. Please try again in \d+ minutes?\./);
  });

  it("someone else's requests for an address never keep its owner from their own confirmation", async () => {
    const victim = uniqueAddress("victim");
    const attacker = someAddress();
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push((await subscribe({ email: victim, source: "footer" }, { ip: attacker })).response.status);
    expect(answers.filter((status) => status === 429)).toHaveLength(5);
    const mailedBefore = (await mailTo(FAKE, victim)).length;
    expect(mailedBefore).toBe(3);
    const sentAt = Date.now();
    const own = await subscribe({ email: victim, source: "footer" });
    expect(own.response.status).toBe(302);
    expect(await mailedLink(FAKE, victim, "/newsletter/confirm", sentAt)).toContain("/newsletter/confirm");
  });
});

describe("the signed links", () => {
  it("a confirmation link that was tampered with confirms nothing", async ({ db }) => {
    const email = uniqueAddress("tamper");
    await subscribe({ email, source: "footer" });
    const link = new URL(await mailedLink(FAKE, email, "/newsletter/confirm"));
    link.searchParams.set("email", uniqueAddress("victim"));
    const { response, html } = await get(pathOf(link.toString()));
    expect(response.status).toBe(400);
    expect(html).toContain("This confirmation link does not work");
    expect(await statusOf(db, email)).toMatchObject({ status: "pending" });
  });

  it("opening the unsubscribe link only asks; the button or a one-click POST unsubscribes", async ({ db }) => {
    const email = uniqueAddress("leaving");
    await db.execute(sql`INSERT INTO subscribers (email, source, status, confirmed_at)
      VALUES (${email}, 'footer', 'confirmed', now())`);
    const link = pathOf(await subscriptionLink(env.SITE_URL, env.BETTER_AUTH_SECRET, "unsubscribe", email));

    const page = await get(link);
    expect(page.response.status).toBe(200);
    expect(page.html).toContain(`Stop sending the weekly newsletter to ${email}?`);
    expect(await statusOf(db, email)).toMatchObject({ status: "confirmed" });

    const oneClick = await post(link, "List-Unsubscribe=One-Click", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.response.status).toBe(200);
    expect(oneClick.html).toContain("You have been unsubscribed");
    expect(await statusOf(db, email)).toMatchObject({ status: "unsubscribed" });

    // Subscribing again starts over: pending, with a new confirmation mail.
    const sentAt = Date.now();
    await subscribe({ email, source: "hero" });
    expect(await statusOf(db, email)).toMatchObject({ source: "hero", status: "pending" });
    await mailedLink(FAKE, email, "/newsletter/confirm", sentAt);
  });

  it("a forged unsubscribe link is refused", async ({ db }) => {
    const email = uniqueAddress("staying");
    await db.execute(sql`INSERT INTO subscribers (email, source, status) VALUES (${email}, 'footer', 'confirmed')`);
    const forged = `/newsletter/unsubscribe?email=${encodeURIComponent(email)}&signature=${"A".repeat(43)}`;
    const { response } = await post(forged, { "List-Unsubscribe": "One-Click" });
    expect(response.status).toBe(400);
    expect(await statusOf(db, email)).toMatchObject({ status: "confirmed" });
  });
});
