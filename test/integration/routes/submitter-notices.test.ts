// Submitters always hear: whichever way their tool goes live (approved from the queue, "Publish
// now" on its page, the tools table's bulk publish, the every-minute publication of a scheduled
// tool) they get one mail saying so, and one mail each time its date is set, moved or dropped.
// After approval their own view of the tool and of their submissions no longer says it waits.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { users } from "#app/server/db/schema.server.ts";
import { postAs, signIn, uniqueAddress, type SignedIn } from "#test/support/accounts.ts";
import { runMinuteCron } from "#test/support/cron.ts";
import { mailTo } from "#test/support/mailbox.ts";
import { get, post } from "#test/support/worker.ts";
import type postgres from "postgres";

const FAKE = env.FAKE_SERVICES_URL;
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const DAY = 86_400_000;
let sam: SignedIn;
let samId: string;

beforeAll(async ({ db }) => {
  sam = await signIn(uniqueAddress("sam"));
  samId = (await db.select({ id: users.id }).from(users).where(eq(users.email, sam.email)))[0]!.id;
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`%-${stamp}`}`;
});

let made = 0;
/** Sam's submission, pending (or as told), on a website of its own. */
async function submission(sql: postgres.Sql, status = "pending", publishAt: Date | null = null) {
  const n = ++made;
  const [tool] = await sql<{ id: string; name: string; slug: string }[]>`
    INSERT INTO tools (name, slug, description, website_url, status, user_id, publish_at)
    VALUES (${`Notice Tool ${n} ${stamp}`}, ${`notice-tool-${n}-${stamp}`}, 'A tool whose submitter waits to hear.',
      ${`https://notice-${n}-${stamp}.example.net/`}, ${status}, ${samId}, ${publishAt?.toISOString() ?? null})
    RETURNING id, name, slug`;
  return tool!;
}

/** The subjects of Sam's mails about the tool, once they have had time to arrive. */
async function subjectsAbout(tool: { name: string }) {
  return (await mailTo(FAKE, sam.email)).filter((m) => m.subject.includes(tool.name)).map((m) => m.subject);
}

const LIVE = (tool: { name: string }) => `${tool.name} is now listed on Bitcoin Tools Directory`;
const fieldTime = (at: Date) => at.toISOString().slice(0, 16);
const inDays = (days: number) => new Date(Math.ceil((Date.now() + days * DAY) / 60_000) * 60_000);
const asSam = (path: string) => get(path, { headers: { Cookie: sam.cookie } });

describe("every way to go live mails the submitter once", () => {
  it("approved from the queue", async ({ sql, admin }) => {
    const tool = await submission(sql);
    expect((await postAs(admin, `/admin/submissions/${tool.id}`, { intent: "publish" })).response.status).toBe(302);
    await runMinuteCron();
    expect(await subjectsAbout(tool)).toEqual([LIVE(tool)]);
  });

  it("'Publish now' on the tool's page", async ({ sql, admin }) => {
    const tool = await submission(sql, "draft");
    const { response } = await postAs(admin, `/admin/tools/${tool.id}`, { intent: "publish" });
    expect(response.status).toBe(302);
    expect(await subjectsAbout(tool)).toEqual([LIVE(tool)]);
    // Publishing it again is refused and mails nothing more.
    expect((await postAs(admin, `/admin/tools/${tool.id}`, { intent: "publish" })).response.status).toBe(409);
    await runMinuteCron();
    expect(await subjectsAbout(tool)).toEqual([LIVE(tool)]);
  });

  it("bulk publish in the tools table", async ({ sql, admin }) => {
    const [one, two] = [await submission(sql), await submission(sql, "rejected")];
    const form = new FormData();
    form.set("intent", "publish");
    form.append("id", one.id);
    form.append("id", two.id);
    form.set("csrf_token", admin.token);
    const { response } = await post("/admin/tools?index", form, { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(302);
    expect(await subjectsAbout(one)).toEqual([LIVE(one)]);
    expect(await subjectsAbout(two)).toEqual([LIVE(two)]);
  });

  it("the every-minute publication of a scheduled tool, once however often it runs", async ({ sql }) => {
    const tool = await submission(sql, "pending", new Date(Date.now() - 60_000));
    await runMinuteCron();
    await runMinuteCron();
    expect(await subjectsAbout(tool)).toEqual([LIVE(tool)]);
  });
});

describe("a change of date mails the submitter once", () => {
  it("scheduled, rescheduled and unscheduled, each told once with its date", async ({ sql, admin }) => {
    const tool = await submission(sql);
    const first = inDays(2);
    const scheduled = await postAs(admin, `/admin/submissions/${tool.id}`, {
      intent: "schedule",
      publishAt: fieldTime(first),
    });
    expect(scheduled.response.status).toBe(302);
    expect(scheduled.response.headers.get("Location")).toBe("/admin/submissions?notice=submission-scheduled");
    const later = inDays(5);
    const moved = await postAs(admin, `/admin/tools/${tool.id}`, { intent: "schedule", publishAt: fieldTime(later) });
    expect(moved.response.status).toBe(302);
    await runMinuteCron();
    const mails = (await mailTo(FAKE, sam.email)).filter((m) => m.subject.includes(tool.name));
    expect(mails.map((m) => m.subject)).toEqual([
      `${tool.name} has been approved for Bitcoin Tools Directory`,
      `New date for ${tool.name} on Bitcoin Tools Directory`,
    ]);
    expect(mails[0]!.text).toContain(`from ${first.getUTCDate()} `);
    expect(mails[1]!.text).toContain(`from ${later.getUTCDate()} `);
    expect(mails[1]!.text).toContain(`http://localhost/tool/${tool.slug}`);

    expect((await postAs(admin, `/admin/tools/${tool.id}`, { intent: "unpublish" })).response.status).toBe(302);
    expect((await subjectsAbout(tool)).at(-1)).toBe(`${tool.name} is no longer scheduled on Bitcoin Tools Directory`);
    expect(await subjectsAbout(tool)).toHaveLength(3);
  });

  it("a change that touches neither the status nor the date mails nothing", async ({ sql }) => {
    const tool = await submission(sql, "pending", inDays(3));
    await sql`UPDATE tools SET description = 'Edited by an editor.', featured = true WHERE id = ${tool.id}`;
    await runMinuteCron();
    expect(await subjectsAbout(tool)).toEqual([]);
  });
});

describe("the submitter's own view after approval", () => {
  it("no longer says the tool waits for review, on its page or in their submissions", async ({ sql, admin }) => {
    const now = await submission(sql);
    const later = await submission(sql);
    const before = await asSam(`/tool/${now.slug}`);
    expect(before.html).toContain("This tool is pending review.");

    await postAs(admin, `/admin/submissions/${now.id}`, { intent: "publish" });
    await postAs(admin, `/admin/submissions/${later.id}`, { intent: "schedule", publishAt: fieldTime(inDays(2)) });

    const live = await asSam(`/tool/${now.slug}`);
    expect(live.response.status).toBe(200);
    expect(live.html).not.toContain("pending review");
    const approved = await asSam(`/tool/${later.slug}`);
    expect(approved.html).not.toContain("pending review");
    expect(approved.html).toMatch(/This tool is approved and goes live on \d+ \w+ \d{4}, \d\d:\d\d UTC\./);

    const profile = (await asSam("/profile?tab=submitted")).html;
    const item = (name: string) => profile.split("<li").find((li) => li.includes(name)) ?? "";
    expect(item(now.name)).toContain("Published");
    expect(item(now.name)).not.toContain("Pending review");
    expect(item(later.name)).toContain("Approved");
    expect(item(later.name)).not.toContain("Pending review");
  });
});
