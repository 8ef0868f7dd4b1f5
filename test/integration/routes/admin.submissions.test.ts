// The submissions queue and its review: the queue (oldest first, with age and submitter), the
// review page, the three decisions (publish now, schedule, reject with a reason) with their audit
// rows and the submitter's mail, the public pages fresh at once, and the submitter's profile
// (status, reason, place in the queue). Admins only; every post carries the CSRF token.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { auditLog, tools, users } from "#app/server/db/schema.server.ts";
import worker from "#functions/worker.ts";
import { postAs, signIn, uniqueAddress, type SignedIn } from "#test/support/accounts.ts";
import { mailTo } from "#test/support/mailbox.ts";
import { formOf, get, heading, incoming, post, toolSlugs } from "#test/support/worker.ts";
import type { Database } from "#app/server/db/client.server.ts";

const FAKE = env.FAKE_SERVICES_URL;
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const DAY = 86_400_000;

let sam: SignedIn;
let samId: string;

beforeAll(async ({ db }) => {
  sam = await signIn(uniqueAddress("sam"));
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, sam.email));
  samId = row!.id;
});
afterAll(async ({ db }) => {
  await db.execute(sql`DELETE FROM tools WHERE slug LIKE ${`%-${stamp}`}`);
});

let made = 0;
/** A submission of Sam's (or of nobody's), pending unless told otherwise, named uniquely. */
async function submission(
  db: Database,
  options: { createdAt?: Date; userId?: string | null; status?: "pending" | "published"; publishAt?: Date } = {},
) {
  const n = ++made;
  const [tool] = await db
    .insert(tools)
    .values({
      name: `Queued Tool ${n} ${stamp}`,
      slug: `queued-tool-${n}-${stamp}`,
      description: `A tool waiting for review, number ${n}.`,
      websiteUrl: `https://queued-${n}.example.org/`,
      status: options.status ?? "pending",
      userId: options.userId === undefined ? samId : options.userId,
      publishAt: options.publishAt ?? null,
      createdAt: options.createdAt ?? new Date(),
    })
    .returning({ id: tools.id, name: tools.name, slug: tools.slug });
  return tool!;
}

const statusOf = async (db: Database, id: string) =>
  (
    await db
      .select({ status: tools.status, publishAt: tools.publishAt, rejectionReason: tools.rejectionReason })
      .from(tools)
      .where(eq(tools.id, id))
  )[0]!;

const auditRows = (db: Database, id: string) =>
  db
    .select({
      action: auditLog.action,
      actorEmail: auditLog.actorEmail,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "tool"), eq(auditLog.entityId, id)));

const review = (admin: SignedIn, id: string, fields: Record<string, string>) =>
  postAs(admin, `/admin/submissions/${id}`, fields);

/** The list item of a page that holds `text`. */
const itemWith = (html: string, text: string) => html.split("<li").find((item) => item.includes(text)) ?? "";

/** "2030-01-31T14:30" for a time, as a datetime-local field sends it (in UTC). */
const fieldTime = (at: Date) => at.toISOString().slice(0, 16);

describe("the submissions queue", () => {
  it("lists pending tools oldest first, with their age, submitter, website and a Review link", async ({
    db,
    asAdmin,
  }) => {
    const older = await submission(db, { createdAt: new Date(Date.now() - 3 * DAY - 3_600_000) });
    const newer = await submission(db, { createdAt: new Date(Date.now() - 5 * 3_600_000), userId: null });
    const scheduled = await submission(db, {
      createdAt: new Date(Date.now() - 4 * DAY),
      publishAt: new Date(Date.now() + DAY),
    });
    const published = await submission(db, { createdAt: new Date(Date.now() - 4 * DAY), status: "published" });

    const { response, html } = await asAdmin("/admin/submissions");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(html)).toBe("Submissions");
    expect(html).toContain("<title>Submissions | Admin |");
    const rows = html.split('data-testid="queued-submission"').slice(1);
    const rowOf = (name: string) => rows.find((row) => row.includes(name)) ?? "";
    expect(rows.findIndex((row) => row.includes(older.name))).toBeLessThan(
      rows.findIndex((row) => row.includes(newer.name)),
    );
    expect(rowOf(older.name)).toContain(">3 days</time>");
    expect(rowOf(older.name)).toContain(sam.email);
    expect(rowOf(older.name)).toContain('href="https://queued-');
    expect(rowOf(older.name)).toContain(
      `href="/admin/submissions/${older.id}">Review<span class="sr-only"> ${older.name}</span></a>`,
    );
    expect(rowOf(newer.name)).toContain(">5 hours</time>");
    expect(rowOf(newer.name)).toContain("No account");
    // Decided ones are not waiting: a scheduled tool is approved, a published one is done.
    expect(html).not.toContain(scheduled.name);
    expect(html).not.toContain(published.name);
  });

  it("pages a long queue, 25 to a page, and says so past its end", async ({ db, asAdmin }) => {
    // 26 of the oldest submissions there are, a minute apart.
    const long = await db
      .insert(tools)
      .values(
        Array.from({ length: 26 }, (_, i) => ({
          name: `Long Queue ${String(i + 1).padStart(2, "0")} ${stamp}`,
          slug: `long-queue-${i + 1}-${stamp}`,
          description: "One of many waiting.",
          websiteUrl: "https://long.example.org/",
          status: "pending" as const,
          createdAt: new Date(Date.UTC(2000, 0, 1, 0, i)),
        })),
      )
      .returning({ name: tools.name });
    try {
      const first = await asAdmin("/admin/submissions");
      const names = (html: string) => [...html.matchAll(/>(Long Queue \d\d \d+)<\/p>/g)].map((m) => m[1]);
      expect(names(first.html)).toEqual(long.slice(0, 25).map((t) => t.name));
      expect(first.html).toMatch(/<a[^>]*href="\/admin\/submissions\?page=2"[^>]*>Next/);
      const second = await asAdmin("/admin/submissions?page=2");
      expect(names(second.html)[0]).toBe(long[25]!.name);
      const total = Number(/(\d+) submissions waiting\./.exec(second.html)?.[1]);
      expect(total).toBeGreaterThanOrEqual(26);
      const past = await asAdmin(`/admin/submissions?page=${Math.ceil(total / 25) + 1}`);
      expect(past.html).toContain("This page is past the end of the queue.");
      expect(past.html).toMatch(/<a[^>]*href="\/admin\/submissions"[^>]*>Go to its first page<\/a>/);
      expect((await asAdmin("/admin/submissions?page=zero")).response.status).toBe(400);
    } finally {
      await db.execute(sql`DELETE FROM tools WHERE slug LIKE ${`long-queue-%-${stamp}`}`);
    }
  });

  it("says so when nothing waits", async ({ db, asAdmin }) => {
    // With nothing waiting (every waiting tool set aside for a moment), the queue says so.
    const waiting = await db.execute<{ id: string }>(
      sql`UPDATE tools SET status = 'draft' WHERE status = 'pending' AND publish_at IS NULL RETURNING id`,
    );
    try {
      const empty = await asAdmin("/admin/submissions");
      expect(empty.html).toContain("No submissions waiting.");
      expect(empty.html).not.toContain('data-testid="queued-submission"');
    } finally {
      const ids = waiting.map((row) => row.id);
      await db.execute(
        sql`UPDATE tools SET status = 'pending' WHERE id IN (SELECT json_array_elements_text(${JSON.stringify(ids)}::json)::uuid)`,
      );
    }
  });

  it("the navigation shows Submissions with the number waiting, and the dashboard's figure links to the queue", async ({
    db,
    asAdmin,
  }) => {
    const [{ waiting }] = (await db.execute<{ waiting: number }>(
      sql`SELECT count(*)::int AS waiting FROM tools WHERE status = 'pending' AND publish_at IS NULL`,
    )) as unknown as [{ waiting: number }];
    const { html } = await asAdmin("/admin");
    expect(html).toMatch(
      new RegExp(
        `href="/admin/submissions"[^>]*>Submissions<span[^>]*>${waiting}<span class="sr-only"> waiting</span>`,
      ),
    );
    const figure = /<a[^>]*data-testid="pending-submissions"[^>]*>(\d+)<\/a>/.exec(html);
    expect(figure?.[0]).toContain('href="/admin/submissions"');
    expect(figure?.[1]).toBe(String(waiting));
  });

  it("is the site's 404 for readers and visitors, and takes no posts", async ({ db, admin, reader }) => {
    const tool = await submission(db);
    for (const cookie of [undefined, reader.cookie]) {
      const headers = cookie ? { Cookie: cookie } : undefined;
      expect((await get("/admin/submissions", { headers })).response.status).toBe(404);
      expect((await get(`/admin/submissions/${tool.id}`, { headers })).response.status).toBe(404);
    }
    expect((await postAs(reader, "/admin/submissions?index", {})).response.status).toBe(404);
    expect((await postAs(admin, "/admin/submissions?index", {})).response.status).toBe(405);
  });
});

describe("the review page", () => {
  it("shows everything the submitter sent, with an Edit link and the three decisions", async ({ db, asAdmin }) => {
    const tool = await submission(db);
    await db
      .update(tools)
      .set({
        fullDescription: "<p>About it in <strong>bold</strong>.</p><script>alert(1)</script>",
        features: "Coin control - Choose the coins to spend\nTor",
        custody: "self-custody",
        kyc: "none",
        openSource: true,
        lightning: false,
        platforms: ["desktop", "android"],
      })
      .where(eq(tools.id, tool.id));
    await db.execute(sql`INSERT INTO tool_categories (tool_id, category_id, position)
      SELECT ${tool.id}, id, 0 FROM categories WHERE slug = 'mining'`);
    await db.execute(sql`INSERT INTO tags (name) VALUES (${`queue-tag-${stamp}`}) ON CONFLICT DO NOTHING`);
    await db.execute(sql`INSERT INTO tool_tags (tool_id, tag_id)
      SELECT ${tool.id}, id FROM tags WHERE name = ${`queue-tag-${stamp}`}`);

    const { response, html } = await asAdmin(`/admin/submissions/${tool.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(html)).toBe(`Review: ${tool.name}`);
    expect(html).toContain(sam.email);
    expect(html).toContain(`A tool waiting for review, number`);
    expect(html).toContain("<p>About it in <strong>bold</strong>.</p>");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain('<span class="font-medium">Coin control</span> - Choose the coins to spend');
    expect(html).toContain("Mining<!-- --> (primary)");
    expect(html).toContain(`queue-tag-${stamp}`);
    expect(html).toContain("Self-custody");
    expect(html).toContain("No KYC");
    expect(html).toContain("Desktop, Android");
    expect(html).toMatch(new RegExp(`<a[^>]*href="/admin/tools/${tool.id}"[^>]*>Edit</a>`));
    expect(html).toContain("Publish now");
    expect(html).toContain("Publication date and time (UTC)");
    expect(html).toContain("Reason for the submitter");
  });

  it("answers 404 for an id that is not a uuid or names no tool", async ({ admin, asAdmin }) => {
    expect((await asAdmin("/admin/submissions/not-a-uuid")).response.status).toBe(404);
    expect((await asAdmin("/admin/submissions/00000000-0000-4000-8000-000000000000")).response.status).toBe(404);
    expect((await review(admin, "00000000-0000-4000-8000-000000000000", { intent: "publish" })).response.status).toBe(
      404,
    );
  });
});

describe("publishing a submission now", () => {
  it("publishes it with its audit row, mails the submitter its link, and the home page and search show it at once", async ({
    db,
    admin,
    asAdmin,
  }) => {
    const tool = await submission(db);
    // The edge cache holds the anonymous pages before the decision.
    const search = `/search?q=${encodeURIComponent(tool.name)}`;
    expect(toolSlugs((await get("/")).html)).not.toContain(tool.slug);
    expect((await get(search)).html).not.toContain(tool.slug);

    const { response } = await review(admin, tool.id, { intent: "publish" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/submissions?notice=submission-published");

    expect(await statusOf(db, tool.id)).toEqual({ status: "published", publishAt: null, rejectionReason: null });
    expect(await auditRows(db, tool.id)).toEqual([
      {
        action: "published",
        actorEmail: admin.email,
        before: { status: "pending", publishAt: null, rejectionReason: null },
        after: { status: "published", publishAt: null, rejectionReason: null },
      },
    ]);
    const [mail] = (await mailTo(FAKE, sam.email)).filter((m) => m.subject.includes(tool.name));
    expect(mail?.subject).toBe(`${tool.name} is now listed on Bitcoin Tools Directory`);
    expect(mail?.text).toContain(`http://localhost/tool/${tool.slug}`);

    expect(toolSlugs((await get("/")).html)).toContain(tool.slug);
    expect((await get(search)).html).toContain(`href="/tool/${tool.slug}"`);
    expect((await get(`/tool/${tool.slug}`)).response.status).toBe(200);
    expect((await asAdmin("/admin/submissions")).html).not.toContain(tool.name);
    const profile = await get("/profile?tab=submitted", { headers: { Cookie: sam.cookie } });
    expect(itemWith(profile.html, tool.name)).toContain("Published");
  });

  it("a mail that cannot go is logged; the decision stands and the notice says the submitter was not told", async ({
    db,
    admin,
    asAdmin,
  }) => {
    const tool = await submission(db);
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      incoming(`http://localhost/admin/submissions/${tool.id}`, {
        method: "POST",
        headers: { Cookie: admin.cookie },
        body: formOf({ intent: "publish", csrf_token: admin.token }),
        redirect: "manual",
      }),
      { ...env, SMTP_PORT: "9" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/submissions?notice=submission-decided-unmailed");
    expect((await statusOf(db, tool.id)).status).toBe("published");
    const page = await asAdmin("/admin/submissions?notice=submission-decided-unmailed");
    expect(page.html).toContain("Decision saved, but the submitter was not told");
  });
});

describe("scheduling a submission", () => {
  it("keeps it pending with its time, out of the queue, with its audit row and a mail naming the date", async ({
    db,
    admin,
    asAdmin,
  }) => {
    const tool = await submission(db);
    const at = new Date(Math.ceil((Date.now() + 2 * DAY) / 60_000) * 60_000);
    const { response } = await review(admin, tool.id, { intent: "schedule", publishAt: fieldTime(at) });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/submissions?notice=submission-scheduled");

    expect(await statusOf(db, tool.id)).toEqual({ status: "pending", publishAt: at, rejectionReason: null });
    const [row] = await auditRows(db, tool.id);
    expect(row).toMatchObject({ action: "scheduled", actorEmail: admin.email, after: { publishAt: at.toISOString() } });
    const label = `${at.getUTCDate()} `;
    const [mail] = (await mailTo(FAKE, sam.email)).filter((m) => m.subject.includes(tool.name));
    expect(mail?.subject).toBe(`${tool.name} has been approved for Bitcoin Tools Directory`);
    expect(mail?.text).toMatch(new RegExp(`listed in the directory from ${label}\\w+ \\d{4}, \\d\\d:\\d\\d UTC`));
    expect(mail?.text).toContain(`http://localhost/tool/${tool.slug}`);

    expect((await asAdmin("/admin/submissions")).html).not.toContain(tool.name);
    const decided = await asAdmin(`/admin/submissions/${tool.id}`);
    expect(decided.html).toContain("Already decided");
    expect(decided.html).toMatch(/Approved: it goes live on \d+ \w+ \d{4}, \d\d:\d\d UTC\./);
    expect(decided.html).not.toContain("Publish now");
    const profile = await get("/profile?tab=submitted", { headers: { Cookie: sam.cookie } });
    expect(itemWith(profile.html, tool.name)).toMatch(/Approved: it goes live on \d+ \w+ \d{4}, \d\d:\d\d UTC\./);
  });

  it("a time in the past or no time at all is a 400 with the field's error, and nothing is written", async ({
    db,
    admin,
  }) => {
    const tool = await submission(db);
    const past = await review(admin, tool.id, { intent: "schedule", publishAt: "2020-01-01T10:00" });
    expect(past.response.status).toBe(400);
    expect(past.html).toMatch(/id="publishAt-error"[^>]*>Choose a time in the future\.</);
    expect(past.html).toContain('value="2020-01-01T10:00"');
    const empty = await review(admin, tool.id, { intent: "schedule", publishAt: "" });
    expect(empty.response.status).toBe(400);
    expect(empty.html).toContain("Choose the date and time of publication.");
    expect(await statusOf(db, tool.id)).toEqual({ status: "pending", publishAt: null, rejectionReason: null });
    expect(await auditRows(db, tool.id)).toEqual([]);
  });
});

describe("rejecting a submission", () => {
  it("a reason under 10 characters is a 400 with the field's error, and nothing is written", async ({ db, admin }) => {
    const tool = await submission(db);
    const { response, html } = await review(admin, tool.id, { intent: "reject", reason: "  Too bad " });
    expect(response.status).toBe(400);
    expect(html).toMatch(/id="reason-error"[^>]*>Give the submitter a reason of at least 10 characters\.</);
    expect(html).toContain("  Too bad </textarea>");
    expect(await statusOf(db, tool.id)).toEqual({ status: "pending", publishAt: null, rejectionReason: null });
    expect(await auditRows(db, tool.id)).toEqual([]);
    expect((await mailTo(FAKE, sam.email)).filter((m) => m.subject.includes(tool.name))).toEqual([]);
  });

  it("rejects it with the reason, audited, mailed to the submitter and shown in their profile", async ({
    db,
    admin,
  }) => {
    const tool = await submission(db);
    const reason = "It is not a Bitcoin tool: it only supports other coins.";
    const { response } = await review(admin, tool.id, { intent: "reject", reason: `  ${reason}  ` });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/submissions?notice=submission-rejected");

    expect(await statusOf(db, tool.id)).toEqual({ status: "rejected", publishAt: null, rejectionReason: reason });
    expect(await auditRows(db, tool.id)).toEqual([
      {
        action: "rejected",
        actorEmail: admin.email,
        before: { status: "pending", publishAt: null, rejectionReason: null },
        after: { status: "rejected", publishAt: null, rejectionReason: reason },
      },
    ]);
    const [mail] = (await mailTo(FAKE, sam.email)).filter((m) => m.subject.includes(tool.name));
    expect(mail?.subject).toBe(`Your submission ${tool.name} was not accepted`);
    expect(mail?.text).toContain(`> ${reason}`);
    expect(mail?.text).toContain("http://localhost/profile?tab=submitted");

    const profile = await get("/profile?tab=submitted", { headers: { Cookie: sam.cookie } });
    const item = itemWith(profile.html, tool.name);
    expect(item).toContain("Rejected");
    expect(item).toContain("Reason for rejection");
    expect(item).toContain(reason);
    // Public pages still do not know it.
    expect((await get(`/tool/${tool.slug}`)).response.status).toBe(404);
  });
});

describe("every decision", () => {
  it("without the CSRF token is a 403, and nothing is written", async ({ db, admin }) => {
    const tool = await submission(db);
    const forms: Record<string, string>[] = [
      { intent: "publish" },
      { intent: "schedule", publishAt: fieldTime(new Date(Date.now() + DAY)) },
      { intent: "reject", reason: "Not a Bitcoin tool at all." },
    ];
    for (const fields of forms) {
      const { response } = await post(`/admin/submissions/${tool.id}`, fields, { headers: { Cookie: admin.cookie } });
      expect(response.status).toBe(403);
    }
    expect(await statusOf(db, tool.id)).toEqual({ status: "pending", publishAt: null, rejectionReason: null });
    expect(await auditRows(db, tool.id)).toEqual([]);
  });

  it("is the site's 404 for readers and visitors, with or without a token", async ({ db, reader }) => {
    const tool = await submission(db);
    expect((await postAs(reader, `/admin/submissions/${tool.id}`, { intent: "publish" })).response.status).toBe(404);
    expect((await post(`/admin/submissions/${tool.id}`, { intent: "publish" })).response.status).toBe(404);
    expect((await statusOf(db, tool.id)).status).toBe("pending");
  });

  it("an unknown intent is a 400", async ({ db, admin }) => {
    const tool = await submission(db);
    expect((await review(admin, tool.id, { intent: "feature" })).response.status).toBe(400);
    expect((await statusOf(db, tool.id)).status).toBe("pending");
  });

  it("on a submission already decided is refused with 409, and the page shows what was decided", async ({
    db,
    admin,
  }) => {
    const tool = await submission(db);
    const reason = "Duplicate of a listed tool.";
    expect((await review(admin, tool.id, { intent: "reject", reason })).response.status).toBe(302);
    const again = await review(admin, tool.id, { intent: "publish" });
    expect(again.response.status).toBe(409);
    expect(again.html).toContain("This submission was already decided by another editor");
    expect(again.html).toContain("Its status is now Rejected.");
    expect(again.html).toContain(reason);
    expect((await statusOf(db, tool.id)).status).toBe("rejected");
    expect(await auditRows(db, tool.id)).toHaveLength(1);
  });
});

describe("the submitter's side", () => {
  it("a tool submitted with the real form waits in the queue, owned by its submitter", async ({ db, asAdmin }) => {
    const ann = await signIn(uniqueAddress("ann"));
    const name = `Ann's Fee Watcher ${stamp}`;
    const submitted = await postAs(ann, "/submit", {
      name,
      websiteUrl: "https://fees.example.org",
      description: "Shows the fee rates of the mempool and when to send cheaply.",
      category: "mining",
      tags: "fees",
    });
    expect(submitted.response.status).toBe(302);
    const [row] = await db
      .select({ status: tools.status, owner: users.email })
      .from(tools)
      .innerJoin(users, eq(users.id, tools.userId))
      .where(eq(tools.name, name));
    expect(row).toEqual({ status: "pending", owner: ann.email });
    const queue = await asAdmin("/admin/submissions");
    const entry = queue.html.split('data-testid="queued-submission"').find((r) => r.includes(name)) ?? "";
    expect(entry).toContain(ann.email);
    expect(entry).toContain(">less than a minute</time>");
    await db.delete(tools).where(eq(tools.name, name));
  });

  it("the profile shows each submission's place in the queue, which moves up as earlier ones are decided", async ({
    db,
    admin,
  }) => {
    const first = await submission(db, { createdAt: new Date("2001-01-01T00:00:00Z") });
    const second = await submission(db, { createdAt: new Date("2001-01-02T00:00:00Z") });
    const page = async () => (await get("/profile?tab=submitted", { headers: { Cookie: sam.cookie } })).html;
    let html = await page();
    expect(itemWith(html, first.name)).toContain("Pending review");
    expect(itemWith(html, first.name)).toContain("1st<!-- --> in the review queue");
    expect(itemWith(html, second.name)).toContain("2nd<!-- --> in the review queue");

    expect(
      (await review(admin, first.id, { intent: "reject", reason: "Not ready for the directory yet." })).response.status,
    ).toBe(302);
    html = await page();
    expect(itemWith(html, first.name)).toContain("Not ready for the directory yet.");
    expect(itemWith(html, first.name)).not.toContain("in the review queue");
    expect(itemWith(html, second.name)).toContain("1st<!-- --> in the review queue");
  });
});
