// The weekly newsletter against Postgres and the SMTP server on 127.0.0.1: what a week's issue
// holds, who gets it (once), its unsubscribe link, and the crons that send it in batches.
import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { sendMail } from "#app/server/mail/send-mail.server.ts";
import { weekStarting, type DigestWeek } from "#app/server/newsletter/digest-week.server.ts";
import { sendWeeklyDigest, type DigestRun } from "#app/server/newsletter/weekly-digest.server.ts";
import worker from "#functions/worker.ts";
import { NEWSLETTER_CRON } from "#functions/cron-jobs.ts";
import { REFUSED_PREFIX } from "#test/fakes/smtp.ts";
import { signIn, uniqueAddress } from "#test/support/accounts.ts";
import { mailedLink, mailTo } from "#test/support/mailbox.ts";
import { post } from "#test/support/worker.ts";
import type { Database } from "#app/server/db/client.server.ts";

const FAKE = env.FAKE_SERVICES_URL;
const site = { name: env.SITE_NAME, url: env.SITE_URL, secret: env.BETTER_AUTH_SECRET };
const smtp = (db: Database) => (mail: Parameters<typeof sendMail>[2]) => sendMail(env, db, mail);
const stamp = Date.now();

const subscriber = async (db: Database, name: string, status: "confirmed" | "pending" | "unsubscribed") => {
  const email = uniqueAddress(name);
  await db.execute(sql`INSERT INTO subscribers (email, source, status, confirmed_at)
    VALUES (${email}, 'footer', ${status}, ${status === "confirmed" ? sql`now()` : null})`);
  return email;
};

/** A published tool (and a draft, which must not show) created in the week, and a post published in it. */
async function publishIn(db: Database, week: DigestWeek, name: string) {
  const day = new Date(week.from.getTime() + 2 * 86_400_000).toISOString();
  const slug = `${name.toLowerCase().replace(/\s+/g, "-")}-${stamp}`;
  await db.execute(sql`INSERT INTO tools (name, slug, description, website_url, status, created_at) VALUES
    (${name}, ${slug}, 'A tool of that week.', 'https://example.com', 'published', ${day}),
    (${`${name} draft`}, ${`${slug}-draft`}, 'Not yet.', 'https://example.com', 'draft', ${day})`);
  await db.execute(sql`INSERT INTO blog_posts (title, slug, content, excerpt, published, published_at)
    VALUES (${`${name} notes`}, ${`${slug}-notes`}, '<p>Notes.</p>', 'What changed.', true, ${day})`);
}

const deliveries = async (db: Database, week: DigestWeek) =>
  (
    await db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM newsletter_deliveries WHERE week_start = ${week.start}`,
    )
  )[0]!.count;
const confirmedCount = async (db: Database) =>
  (
    await db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM subscribers WHERE status = 'confirmed'`)
  )[0]!.count;

const weekOf = (start: string) => weekStarting(start)!;
let ann: string, ben: string, pending: string, gone: string;

beforeAll(async ({ db }) => {
  [ann, ben, pending, gone] = await Promise.all([
    subscriber(db, "ann", "confirmed"),
    subscriber(db, "ben", "confirmed"),
    subscriber(db, "pending", "pending"),
    subscriber(db, "gone", "unsubscribed"),
  ]);
});
afterAll(async ({ db }) => {
  await db.execute(sql`DELETE FROM tools WHERE slug LIKE ${`%-${stamp}%`}`);
  await db.execute(sql`DELETE FROM blog_posts WHERE slug LIKE ${`%-${stamp}-notes`}`);
});

describe("a week's issue", () => {
  it("goes once to each confirmed subscriber, with the week's published tools and posts", async ({ db }) => {
    const week = weekOf("2020-06-01");
    await publishIn(db, week, "Lantern Wallet");
    const sentAt = Date.now();
    const run = await sendWeeklyDigest(db, site, smtp(db), week, 10_000);
    expect(run).toMatchObject({ week: "2020-06-01", status: "sent", remaining: 0 });
    expect(run.sent).toBe(await confirmedCount(db));

    const [mail, ...more] = (await mailTo(FAKE, ann)).filter((m) => m.at >= sentAt);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Bitcoin Tools Directory: 1 new tool and 1 new post this week");
    expect(mail!.text).toContain(`Lantern Wallet: http://localhost/tool/lantern-wallet-${stamp}`);
    expect(mail!.text).toContain("Lantern Wallet notes");
    expect(mail!.text).not.toContain("Lantern Wallet draft");
    expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.headers["list-unsubscribe"]).toMatch(/^<http:\/\/localhost\/newsletter\/unsubscribe\?email=/);
    expect((await mailTo(FAKE, ben)).filter((m) => m.at >= sentAt)).toHaveLength(1);
    expect(await mailTo(FAKE, pending)).toEqual([]);
    expect(await mailTo(FAKE, gone)).toEqual([]);

    // Never twice for the same week.
    expect(await sendWeeklyDigest(db, site, smtp(db), week, 10_000)).toMatchObject({ status: "already-sent", sent: 0 });
    expect((await mailTo(FAKE, ann)).filter((m) => m.at >= sentAt)).toHaveLength(1);

    // Its unsubscribe link, posted as a mail client's one-click, ends Ann's subscription.
    const link = new URL(await mailedLink(FAKE, ann, "/newsletter/unsubscribe", sentAt));
    const { response } = await post(`${link.pathname}${link.search}`, "List-Unsubscribe=One-Click", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(200);
    const [row] = await db.execute<{ status: string }>(sql`SELECT status FROM subscribers WHERE email = ${ann}`);
    expect(row!.status).toBe("unsubscribed");
  });

  it("the first issue a person gets after signing in carries the one-click unsubscribe of RFC 8058", async ({ db }) => {
    const reader = uniqueAddress("reader");
    await signIn(reader);
    const week = weekOf("2021-03-01");
    await publishIn(db, week, "Beacon Wallet");
    const sentAt = Date.now();
    const https = { ...site, url: "https://bitcoin-tools.example" };
    expect(await sendWeeklyDigest(db, https, smtp(db), week, 10_000)).toMatchObject({ status: "sent", remaining: 0 });
    const [mail, ...more] = (await mailTo(FAKE, reader)).filter((m) => m.at >= sentAt);
    expect(more).toEqual([]);
    const lines = mail!.rawHeaders.replace(/\r\n[ \t]/g, " ").split("\r\n");
    const unsubscribe = lines.find((line) => line.startsWith("List-Unsubscribe: "));
    expect(unsubscribe).toMatch(
      /^List-Unsubscribe: <https:\/\/bitcoin-tools\.example\/newsletter\/unsubscribe\?[^>\s]+>$/,
    );
    expect(lines).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // A mail client's one-click POST to that address unsubscribes the reader.
    const link = new URL(unsubscribe!.slice("List-Unsubscribe: <".length, -1));
    const { response } = await post(`${link.pathname}${link.search}`, "List-Unsubscribe=One-Click", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(200);
    const [row] = await db.execute<{ status: string }>(sql`SELECT status FROM subscribers WHERE email = ${reader}`);
    expect(row!.status).toBe("unsubscribed");
  });

  it("a week with nothing new sends nothing", async ({ db }) => {
    const week = weekOf("2019-01-07");
    expect(await sendWeeklyDigest(db, site, smtp(db), week)).toMatchObject({ status: "nothing-new", sent: 0 });
    expect(await db.execute(sql`SELECT 1 FROM newsletter_issues WHERE week_start = ${week.start}`)).toEqual([]);
  });

  it("a failed mail is recorded as failed and not retried; the run stops there and the next goes on", async ({
    db,
  }) => {
    const week = weekOf("2020-08-03");
    await publishIn(db, week, "Harbor Node");
    // Two readers at least, whatever the earlier tests left: the run must stop after the first.
    await Promise.all([subscriber(db, "cleo", "confirmed"), subscriber(db, "dan", "confirmed")]);
    const down = (mail: Parameters<typeof sendMail>[2]) => sendMail({ ...env, SMTP_PORT: "9" }, db, mail);
    const failed = await sendWeeklyDigest(db, site, down, week, 10_000);
    expect(failed).toMatchObject({ status: "sending", sent: 0 });
    expect(failed.remaining).toBe((await confirmedCount(db)) - 1);
    const outcomes = await db.execute<{ outcome: string }>(
      sql`SELECT outcome FROM newsletter_deliveries WHERE week_start = ${week.start}`,
    );
    expect(outcomes).toEqual([{ outcome: "failed" }]);

    expect(await sendWeeklyDigest(db, site, smtp(db), week, 10_000)).toMatchObject({ status: "sent", remaining: 0 });
    expect(await deliveries(db, week)).toBe(await confirmedCount(db));
    const [counts] = await db.execute<{ failed: number }>(
      sql`SELECT count(*) FILTER (WHERE outcome = 'failed')::int AS failed FROM newsletter_deliveries WHERE week_start = ${week.start}`,
    );
    expect(counts!.failed).toBe(1);
  });

  it("a mail the SMTP server refuses is recorded as failed, not retried, and the next run goes on", async ({ db }) => {
    const week = weekOf("2020-09-07");
    await publishIn(db, week, "Quay Signer");
    const refused = await subscriber(db, `${REFUSED_PREFIX}reader`, "confirmed");
    try {
      const runs: DigestRun[] = [];
      for (let run = 0; run < 5 && runs.at(-1)?.status !== "sent"; run++)
        runs.push(await sendWeeklyDigest(db, site, smtp(db), week, 10_000));
      // A run stops at the refusal (unless it was the last recipient) and the next finishes the rest.
      expect(runs.length).toBeLessThanOrEqual(2);
      expect(runs.at(-1)).toMatchObject({ status: "sent", remaining: 0 });
    } finally {
      // No other issue may meet this address.
      await db.execute(sql`UPDATE subscribers SET status = 'unsubscribed' WHERE email = ${refused}`);
    }
    const outcomes = await db.execute<{ email: string; outcome: string }>(sql`
      SELECT s.email, d.outcome FROM newsletter_deliveries d JOIN subscribers s ON s.id = d.subscriber_id
      WHERE d.week_start = ${week.start} AND d.outcome = 'failed'`);
    expect(outcomes).toEqual([{ email: refused, outcome: "failed" }]);
    expect(await mailTo(FAKE, refused)).toEqual([]);
    // Not retried.
    expect(await sendWeeklyDigest(db, site, smtp(db), week, 10_000)).toMatchObject({ status: "already-sent" });
  });
});

describe("the newsletter crons", () => {
  it("Monday's cron starts the last week's issue; each minute's run carries on until all have it", async ({ db }) => {
    const week = weekOf("2020-07-06");
    await publishIn(db, week, "Beacon Explorer");
    const fire = async (cron: string, scheduledTime: number) => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron, scheduledTime }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await fire(NEWSLETTER_CRON, Date.parse("2020-07-13T09:00:00Z"));
    const [issue] = await db.execute<{ tools: number; posts: number }>(
      sql`SELECT tools, posts FROM newsletter_issues WHERE week_start = ${week.start}`,
    );
    expect(issue).toEqual({ tools: 1, posts: 1 });
    const everyone = await confirmedCount(db);
    expect(await deliveries(db, week)).toBe(Math.min(everyone, 40));

    for (let minute = 0; minute < 20 && (await deliveries(db, week)) < everyone; minute++)
      await fire("* * * * *", Date.now());
    expect(await deliveries(db, week)).toBe(everyone);
    const [done] = await db.execute<{ finished: boolean }>(
      sql`SELECT finished_at IS NOT NULL AS finished FROM newsletter_issues WHERE week_start = ${week.start}`,
    );
    expect(done!.finished).toBe(true);
  }, 60_000);
});
