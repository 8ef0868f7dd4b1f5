// The editors hear of new work by mail, through the SMTP server on 127.0.0.1: a submission, a
// visitor's report, a contact message and a website that turns 'Needs review' each reach an admin
// who hears at once in one mail, an admin who chose nothing not at all, and an admin who chose the
// daily digest in one digest (the cron run twice sends nothing more). A mail the server refuses
// never fails the visitor's request.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import type { AppLoadContext } from "react-router";
import { formStartedToken } from "#app/server/captcha/form-started.server.ts";
import { announceToEditors } from "#app/server/notifications/announce-to-editors.server.ts";
import { REPORT_MAILS_PER_TOOL_PER_HOUR } from "#app/server/notifications/record-editor-event.server.ts";
import { EDITOR_DIGEST_CRON, LISTING_HEALTH_CRON } from "#functions/cron-jobs.ts";
import { REFUSED_PREFIX, type CapturedMail } from "#test/fakes/smtp.ts";
import { postAs, signIn, signInAdmin, uniqueAddress, type SignedIn } from "#test/support/accounts.ts";
import { insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { runCron, runMinuteCron } from "#test/support/cron.ts";
import { markOtherToolsLookedAt, unmarkToolsLookedAt } from "#test/support/site-images.ts";
import { mailTo } from "#test/support/mailbox.ts";
import { get, post } from "#test/support/worker.ts";

const FAKE = env.FAKE_SERVICES_URL;
const stamp = uniqueSlug("notify");

let atOnce: SignedIn;
let digest: SignedIn;
let nothing: SignedIn;
const refusedAdmin = `${REFUSED_PREFIX}${stamp}@example.com`;
let reported: { id: string; slug: string };
/** The checks this file marked as made, so the listing check only visits its own tool. */
let markedChecks: number[] = [];

const startedEarlier = () => formStartedToken(env.BETTER_AUTH_SECRET, Date.now() - 10_000);
let clients = 0;
const someAddress = () => `198.18.9.${++clients}`;

/** The mails to `address` whose subject or text names this file's items. */
const oursTo = async (address: string) =>
  (await mailTo(FAKE, address)).filter((mail) => mail.subject.includes(stamp) || mail.text.includes(stamp));

/** Waits until `address` has at least `count` of this file's mails matching `subject`. */
async function waitForMails(address: string, subject: string, count = 1): Promise<CapturedMail[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = (await oursTo(address)).filter((mail) => mail.subject.includes(subject));
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${subject}" reached ${address}`);
}

const items = {
  submission: `Submitted Wallet ${stamp}`,
  report: `Reported Tool ${stamp}`,
  message: `A question ${stamp}`,
  review: `Moved Away ${stamp}`,
};
const ids: Record<keyof typeof items, string> = { submission: "", report: "", message: "", review: "" };

beforeAll(async ({ sql }) => {
  [atOnce, digest, nothing] = await Promise.all([
    signInAdmin("at-once", { notifications: "default" }),
    signInAdmin("digest"),
    signInAdmin("nothing"),
  ]);
  // An admin whose mail server refuses their address: their failure is logged, nobody else's mail is lost.
  await sql`INSERT INTO users (id, email, name) VALUES (${`user-${stamp}`}, ${refusedAdmin}, 'Refused')`;
  await sql`INSERT INTO user_roles (user_id, role) VALUES (${`user-${stamp}`}, 'admin')`;
  for (const [admin, frequency] of [
    [digest, "digest"],
    [nothing, "none"],
  ] as const) {
    const { response } = await postAs(admin, "/admin/settings", { frequency });
    expect(response.status).toBe(302);
  }
  reported = await insertTool(sql, { name: items.report, slug: uniqueSlug("reported") });
  // Every other published tool counts as just checked, so the listing check visits only this file's tool.
  const marked = await sql<{ id: number }[]>`
    INSERT INTO tool_health_checks (tool_id, url, outcome, status_code, final_url)
    SELECT t.id, t.website_url, 'ok', 200, t.website_url FROM tools t LEFT JOIN tool_health h ON h.tool_id = t.id
    WHERE t.status = 'published' AND (h.last_checked_at IS NULL OR h.last_checked_at < now() - interval '1 hour')
    RETURNING id`;
  markedChecks = marked.map((row) => row.id);
  await markOtherToolsLookedAt(sql);
});

afterAll(async ({ sql }) => {
  if (markedChecks.length) await sql`DELETE FROM tool_health_checks WHERE id IN ${sql(markedChecks)}`;
  await unmarkToolsLookedAt(sql);
  await sql`DELETE FROM tools WHERE name LIKE ${`%${stamp}%`}`;
  await sql`DELETE FROM users WHERE id = ${`user-${stamp}`}`;
  await sql`DELETE FROM user_roles WHERE user_id = ${`user-${stamp}`}`;
});

describe("each kind of event", () => {
  it("is stored for the visitor whatever the mail does, and an admin who hears at once gets one mail for each, linked to the item", async ({
    sql,
  }) => {
    const submitter = await signIn(uniqueAddress("submitter"));
    const submitted = await postAs(submitter, "/submit", {
      name: items.submission,
      websiteUrl: "https://example.org/submitted-wallet",
      description: "A wallet submitted to test that the editors hear of it.",
      category: "mining",
      tags: "",
    });
    expect(submitted.response.status).toBe(302);
    ids.submission = (await sql<{ id: string }[]>`SELECT id FROM tools WHERE name = ${items.submission}`)[0]!.id;

    const report = await post(
      `/tool/${reported.slug}/report`,
      { kind: "broken_link", message: "The download page is gone.", email: "", startedAt: await startedEarlier() },
      { headers: { "CF-Connecting-IP": someAddress() } },
    );
    expect(report.response.status).toBe(200);
    ids.report = (await sql<{ id: string }[]>`SELECT id FROM tool_reports WHERE tool_id = ${reported.id}`)[0]!.id;

    const contact = await post(
      "/contact",
      {
        name: "Curious Reader",
        email: uniqueAddress("reader"),
        subject: items.message,
        message: "Do you list hardware wallets too?",
        startedAt: await startedEarlier(),
      },
      { headers: { "CF-Connecting-IP": someAddress() } },
    );
    expect(contact.response.status).toBe(200);
    const [message] = await sql<{ id: string }[]>`SELECT id FROM contact_messages WHERE subject = ${items.message}`;
    ids.message = message!.id;

    // A website that redirects to another domain needs review at once.
    const moved = await insertTool(sql, {
      name: items.review,
      slug: uniqueSlug("moved-away"),
      websiteUrl: `${FAKE}/site/away?tool=${stamp}`,
    });
    ids.review = moved.id;
    await runCron(LISTING_HEALTH_CRON);
    const [health] = await sql<{ state: string }[]>`SELECT state FROM tool_health WHERE tool_id = ${moved.id}`;
    expect(health?.state).toBe("needs-review");

    const expected = [
      [`New submission: ${items.submission}`, `/admin/submissions/${ids.submission}`],
      [`New report: ${items.report} (Broken link)`, `/admin/reports/${ids.report}`],
      [`New message: ${items.message} (from Curious Reader)`, `/admin/messages/${ids.message}`],
      [`Website needs review: ${items.review}`, `/admin/tools/${ids.review}`],
    ] as const;
    for (const [subject, path] of expected) {
      const [mail] = await waitForMails(atOnce.email, subject);
      expect(mail!.subject).toBe(subject);
      expect(mail!.text).toContain(`http://localhost${path}`);
      expect(mail!.html).toContain(`href="http://localhost${path}"`);
      expect(mail!.text).toContain("http://localhost/admin/settings");
    }
    // The every-minute cron catches what a request left unsent: here nothing, so still one mail each.
    await runMinuteCron();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await oursTo(atOnce.email)).map((mail) => mail.subject).sort()).toEqual(
      expected.map(([subject]) => subject).sort(),
    );
    // The refused address is logged as failed, once per event; the visitors' requests above all succeeded.
    const failed = await sql<{ outcome: string }[]>`
      SELECT d.outcome FROM editor_event_deliveries d JOIN users u ON u.id = d.user_id WHERE u.email = ${refusedAdmin}`;
    expect(failed.map((row) => row.outcome)).toEqual(["failed", "failed", "failed", "failed"]);
  });

  it("reaches an admin who chose nothing not at all, and one who chose the digest only in it", async () => {
    expect(await oursTo(nothing.email)).toEqual([]);
    expect(await oursTo(digest.email)).toEqual([]);
  });

  it("comes in one daily digest, listing each with its link; a second run sends nothing", async () => {
    await runCron(EDITOR_DIGEST_CRON);
    const digests = await oursTo(digest.email);
    expect(digests).toHaveLength(1);
    const [mail] = digests;
    expect(mail!.subject).toMatch(/^Bitcoin Tools Directory daily digest: \d+ new items$/);
    for (const line of [
      `New submission: ${items.submission}\n  http://localhost/admin/submissions/${ids.submission}`,
      `New report: ${items.report} (Broken link)\n  http://localhost/admin/reports/${ids.report}`,
      `New message: ${items.message} (from Curious Reader)\n  http://localhost/admin/messages/${ids.message}`,
      `Website needs review: ${items.review}\n  http://localhost/admin/tools/${ids.review}`,
    ])
      expect(mail!.text).toContain(line);
    expect(mail!.html).toContain(`href="http://localhost/admin/reports/${ids.report}"`);

    const before = (await mailTo(FAKE, digest.email)).length;
    await runCron(EDITOR_DIGEST_CRON);
    expect(await mailTo(FAKE, digest.email)).toHaveLength(before);
    expect(await oursTo(nothing.email)).toEqual([]);
    // The digest admin's page says when the last one went.
    const settings = await get("/admin/settings", { headers: { Cookie: digest.cookie } });
    expect(settings.html).toContain("Last digest sent");
  });

  it("a report announced twice (a retried request) is one event and one mail", async ({ db, sql }) => {
    const ctx = createExecutionContext();
    const context = { env, ctx, db: () => db } as unknown as AppLoadContext;
    await announceToEditors(context, { kind: "report", id: ids.report });
    await announceToEditors(context, { kind: "report", id: ids.report });
    await waitOnExecutionContext(ctx);
    const [events] = await sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM editor_events WHERE key = ${`report:${ids.report}`}`;
    expect(events!.count).toBe(1);
    expect((await oursTo(atOnce.email)).filter((mail) => mail.subject.startsWith("New report"))).toHaveLength(1);
  });

  it(`mails ${REPORT_MAILS_PER_TOOL_PER_HOUR} reports of one tool within an hour one by one, and the rest in one line`, async ({
    sql,
  }) => {
    const busy = await insertTool(sql, { name: `Busy Tool ${stamp}`, slug: uniqueSlug("busy") });
    for (let n = 0; n < REPORT_MAILS_PER_TOOL_PER_HOUR + 3; n++) {
      const report = await post(
        `/tool/${busy.slug}/report`,
        { kind: "wrong_information", message: `Report number ${n}.`, email: "", startedAt: await startedEarlier() },
        { headers: { "CF-Connecting-IP": someAddress() } },
      );
      expect(report.response.status).toBe(200);
    }
    const subjects = async () =>
      (await oursTo(atOnce.email)).map((mail) => mail.subject).filter((subject) => subject.includes("Busy Tool"));
    await waitForMails(atOnce.email, "Busy Tool", REPORT_MAILS_PER_TOOL_PER_HOUR + 1);
    await runMinuteCron();
    expect((await subjects()).sort()).toEqual(
      [
        ...Array<string>(REPORT_MAILS_PER_TOOL_PER_HOUR).fill(`New report: Busy Tool ${stamp} (Wrong information)`),
        `New report: Busy Tool ${stamp} (more reports this hour; the queue lists them all)`,
      ].sort(),
    );
    // Every report is in the queue all the same.
    const [stored] = await sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM tool_reports WHERE tool_id = ${busy.id}`;
    expect(stored!.count).toBe(REPORT_MAILS_PER_TOOL_PER_HOUR + 3);
  });
});
