// The contact form against Postgres and the SMTP server on 127.0.0.1: validation, the honeypot and
// fill time that stand in for the captcha without JavaScript, ALTCHA solutions accepted once,
// hCaptcha checked by (fake) siteverify, the rate limit, and the team's mail.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "#test/support/fixtures.ts";
import { formStartedToken } from "#app/server/captcha/form-started.server.ts";
import { pruneCaptchaSolutions } from "#app/server/captcha/verify-captcha.server.ts";
import worker from "#functions/worker.ts";
import { HCAPTCHA_TEST } from "#test/fakes/upstreams.ts";
import { uniqueAddress } from "#test/support/accounts.ts";
import { mailTo } from "#test/support/mailbox.ts";
import { formOf, get, incoming, post } from "#test/support/worker.ts";
import type { Database } from "#app/server/db/client.server.ts";

const FAKE = env.FAKE_SERVICES_URL;

// A client address of its own for each request, so no test meets another's rate limit.
let clients = 0;
const someAddress = () => `198.18.0.${++clients}`;
const fields = (email: string, extra: Record<string, string> = {}) => ({
  name: "Satoshi Reader",
  email,
  subject: "A wallet you are missing",
  message: "Hello,\nplease have a look at this wallet.",
  ...extra,
});
/** A start time signed 10 seconds ago: a person's pace. */
const startedEarlier = () => formStartedToken(env.BETTER_AUTH_SECRET, Date.now() - 10_000);

const send = (body: Record<string, string>, ip = someAddress()) =>
  post("/contact", body, { headers: { "CF-Connecting-IP": ip } });

const stored = (db: Database, email: string) =>
  db.execute<{ subject: string; mailed: boolean }>(
    sql`SELECT subject, mailed_at IS NOT NULL AS mailed FROM contact_messages WHERE email = ${email}`,
  );

async function solvedAltcha(): Promise<string> {
  const challenge = JSON.parse((await get("/api/captcha")).html) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge, solution }));
}

describe("the contact page", () => {
  it("has the form with its fields and button, and is never shared from a cache", async () => {
    const { response, html } = await get("/contact");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    for (const label of ["Name", "Email", "Subject", "Message"]) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain("Send Message");
    expect(html).toMatch(/name="startedAt" value="\d+\.[0-9a-f]{24}\.[\w-]{43}"/);
  });

  it("hands out single-use ALTCHA challenges, never cached", async () => {
    const { response, html } = await get("/api/captcha");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const challenge = JSON.parse(html) as Challenge;
    expect(challenge.parameters.algorithm).toBe("SHA-256");
    expect(challenge.signature).toBeTruthy();
  });
});

describe("sending without JavaScript", () => {
  it("stores the message and mails the team with the visitor as Reply-To", async ({ db }) => {
    const email = uniqueAddress("writer");
    const { response, html } = await send(fields(email, { startedAt: await startedEarlier() }));
    expect(response.status).toBe(200);
    expect(html).toContain("Message sent!");
    expect(html).toContain("We&#x27;ll get back to you as soon as possible.");
    expect(await stored(db, email)).toEqual([{ subject: "A wallet you are missing", mailed: true }]);
    const mail = (await mailTo(FAKE, env.TEAM_EMAIL)).find((m) => m.replyTo === email);
    expect(mail!.subject).toBe("Contact: A wallet you are missing");
    expect(mail!.text).toContain("please have a look at this wallet.");
  });

  it("refuses a form sent faster than a person types, or without its start time, saying what to do", async ({ db }) => {
    const email = uniqueAddress("hasty");
    const fast = await send(fields(email, { startedAt: await formStartedToken(env.BETTER_AUTH_SECRET) }));
    expect(fast.response.status).toBe(400);
    expect(fast.html).toContain("Please wait a few seconds and send again.");
    expect(fast.html).not.toContain("Please complete the CAPTCHA verification");
    expect((await send(fields(email))).response.status).toBe(400);
    expect(await stored(db, email)).toEqual([]);
  });

  it("a rendered form sends one message: its start time cannot be used again", async ({ db }) => {
    const startedAt = await startedEarlier();
    const first = uniqueAddress("once");
    expect((await send(fields(first, { startedAt }))).response.status).toBe(200);
    const replay = uniqueAddress("replay");
    const again = await send(fields(replay, { startedAt }));
    expect(again.response.status).toBe(400);
    expect(again.html).toContain("Please wait a few seconds and send again.");
    expect(await stored(db, replay)).toEqual([]);
  });

  it("a start time older than 30 minutes is refused", async ({ db }) => {
    const email = uniqueAddress("slow");
    const old = await formStartedToken(env.BETTER_AUTH_SECRET, Date.now() - 31 * 60_000);
    expect((await send(fields(email, { startedAt: old }))).response.status).toBe(400);
    expect(await stored(db, email)).toEqual([]);
  });

  it("refuses a filled honeypot", async ({ db }) => {
    const email = uniqueAddress("bot");
    const { response, html } = await send(fields(email, { startedAt: await startedEarlier(), website: "spam" }));
    expect(response.status).toBe(400);
    expect(html).toContain("CAPTCHA verification failed");
    expect(await stored(db, email)).toEqual([]);
  });

  it("says what is missing or wrong in each field, keeping what was typed", async () => {
    const { response, html } = await send({
      name: " ",
      email: "not-an-address",
      subject: "",
      message: "Kept text",
      startedAt: await startedEarlier(),
    });
    expect(response.status).toBe(400);
    expect(html).toContain("Please enter your name");
    expect(html).toContain("Please enter a valid email address.");
    expect(html).toContain("Please enter a subject");
    expect(html).toContain("Kept text");
  });

  it("allows 5 messages an hour from one client address, then answers 429", async () => {
    const ip = someAddress();
    for (let i = 0; i < 5; i++)
      expect(
        (await send(fields(uniqueAddress("busy"), { startedAt: await startedEarlier() }), ip)).response.status,
      ).toBe(200);
    const refused = await send(fields(uniqueAddress("busy"), { startedAt: await startedEarlier() }), ip);
    expect(refused.response.status).toBe(429);
    expect(refused.html).toMatch(/Too many messages\. Please try again in \d+ minutes?\./);
  });

  it("a mail server that cannot be reached: 'Error sending message', and the message is kept", async ({ db }) => {
    const email = uniqueAddress("unlucky");
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      incoming("http://localhost/contact", {
        method: "POST",
        headers: { "CF-Connecting-IP": someAddress() },
        body: formOf(fields(email, { startedAt: await startedEarlier() })),
      }),
      { ...env, SMTP_PORT: "9" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain("Error sending message");
    expect(html).toContain("Please try again later.");
    expect(await stored(db, email)).toEqual([{ subject: "A wallet you are missing", mailed: false }]);
  });
});

describe("the captcha", () => {
  it("a solved ALTCHA challenge is accepted once; the same solution again is refused", async () => {
    const token = await solvedAltcha();
    const first = await send(fields(uniqueAddress("solver"), { altcha: token }));
    expect(first.response.status).toBe(200);
    const replay = await send(fields(uniqueAddress("replayer"), { altcha: token }));
    expect(replay.response.status).toBe(400);
    expect(replay.html).toContain("CAPTCHA verification failed");
  });

  it("a used solution is kept until its challenge expires, then the hourly prune forgets it", async ({ db }) => {
    const expired = `expired-${uniqueAddress("solution")}`;
    const live = `live-${uniqueAddress("solution")}`;
    await db.execute(sql`INSERT INTO captcha_solutions (signature, expires_at)
      VALUES (${expired}, now() - interval '1 minute'), (${live}, now() + interval '10 minutes')`);
    await pruneCaptchaSolutions(db);
    const kept = await db.execute<{ signature: string }>(
      sql`SELECT signature FROM captcha_solutions WHERE signature IN (${expired}, ${live})`,
    );
    expect(kept.map((row) => row.signature)).toEqual([live]);
  });

  it("a forged ALTCHA solution is refused", async () => {
    const payload = JSON.parse(atob(await solvedAltcha())) as { solution: { derivedKey: string } };
    const key = payload.solution.derivedKey;
    payload.solution.derivedKey = `${key[0] === "0" ? "1" : "0"}${key.slice(1)}`;
    const forged = await send(fields(uniqueAddress("forger"), { altcha: btoa(JSON.stringify(payload)) }));
    expect(forged.response.status).toBe(400);
    expect(forged.html).toContain("CAPTCHA verification failed");
    expect((await send(fields(uniqueAddress("junk"), { altcha: "not base64 json" }))).response.status).toBe(400);
  });

  it("with hCaptcha configured: its widget's CSP on the page, and tokens checked by siteverify", async () => {
    const hcaptcha = {
      ...env,
      HCAPTCHA_SITEKEY: HCAPTCHA_TEST.sitekey,
      HCAPTCHA_SECRET: HCAPTCHA_TEST.secret,
      HCAPTCHA_VERIFY_URL: `${FAKE}/siteverify`,
    };
    const call = async (init?: RequestInit) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(incoming("http://localhost/contact", init), hcaptcha, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    };
    const page = await call();
    expect(page.headers.get("Content-Security-Policy")).toContain(
      "script-src 'self' https://hcaptcha.com https://*.hcaptcha.com 'nonce-",
    );
    await page.body?.cancel();

    const sendToken = (token: string) =>
      call({
        method: "POST",
        headers: { "CF-Connecting-IP": someAddress() },
        body: formOf(fields(uniqueAddress("hcaptcha"), { "h-captcha-response": token })),
      });
    expect((await sendToken(HCAPTCHA_TEST.token)).status).toBe(200);
    const bad = await sendToken("20000000-aaaa-bbbb-cccc-000000000002");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("CAPTCHA verification failed");
  });
});
