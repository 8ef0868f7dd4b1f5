// Watchers hear about a tool's changes, through the SMTP server on 127.0.0.1: a user watches a
// tool from its page; an editor's save that changes its lifecycle queues one change, and the
// every-minute cron mails it once to each watcher (a second run sends nothing more) and never to
// a user who only bookmarked it; a save that changes none of the watched fields queues nothing.
// The mail's unsubscribe links work without signing in and say what they stop. A new release
// reaches a weekly watcher in the Monday digest.
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { queueToolChange } from "#app/server/watching/queue-tool-change.server.ts";
import { weeklyDigestHour } from "#app/lib/tool-watch.ts";
import { sendWeeklyWatchDigests } from "#app/server/watching/send-watch-mails.server.ts";
import { postAs, signIn, uniqueAddress, type SignedIn } from "#test/support/accounts.ts";
import { insertCategory, insertTool, toolEditForm, uniqueSlug } from "#test/support/catalog-rows.ts";
import { runMinuteCron } from "#test/support/cron.ts";
import { mailTo } from "#test/support/mailbox.ts";
import { get, post } from "#test/support/worker.ts";
import type postgres from "postgres";

const FAKE = env.FAKE_SERVICES_URL;
const stamp = uniqueSlug("watch");

let watcher: SignedIn;
let bookmarker: SignedIn;
let category: Awaited<ReturnType<typeof insertCategory>>;
type TestTool = Awaited<ReturnType<typeof insertTool>>;

const makeTool = (sql: postgres.Sql, base: string) =>
  insertTool(sql, { name: `${base} ${stamp}`, slug: uniqueSlug("watched"), categoryIds: [category.id] });

const versionOf = async (sql: postgres.Sql, tool: TestTool) =>
  (await sql<{ version: number }[]>`SELECT version FROM tools WHERE id = ${tool.id}`)[0]!.version;

/** Saves the editor's form for the tool with the changes given. */
async function save(sql: postgres.Sql, admin: SignedIn, tool: TestTool, change: Record<string, string>) {
  const { response } = await postAs(admin, `/admin/tools/${tool.id}`, {
    ...toolEditForm(tool, category.id, change),
    version: String(await versionOf(sql, tool)),
  });
  expect(response.status).toBe(302);
}

const discontinue = {
  lifecycle: "discontinued",
  lifecycleDate: "2024-03-05",
  lifecycleSourceUrl: "https://example.org/farewell",
};

const changesOf = (sql: postgres.Sql, tool: TestTool) =>
  sql<{ lines: { label: string; before: string; after: string }[] }[]>`
    SELECT lines FROM tool_watch_changes WHERE tool_id = ${tool.id} ORDER BY id`;

/** The mails to `user` about `tool`. */
const mailsAbout = async (user: SignedIn, tool: TestTool) =>
  (await mailTo(FAKE, user.email)).filter((mail) => mail.subject.includes(tool.name));

async function waitForMails(user: SignedIn, tool: TestTool, count = 1) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = await mailsAbout(user, tool);
    if (mails.length >= count) return mails;
    await runMinuteCron();
  }
  throw new Error(`no mail about ${tool.name} reached ${user.email}`);
}

const watch = (user: SignedIn, tool: TestTool, intent = "watch") => postAs(user, `/tool/${tool.slug}`, { intent });

const linkIn = (text: string, label: string) =>
  new RegExp(`${label}[^:\\n]*: (http\\S+/watching/unsubscribe\\?\\S+)`).exec(text)?.[1];

beforeAll(async ({ sql }) => {
  [watcher, bookmarker] = await Promise.all([signIn(uniqueAddress("watcher")), signIn(uniqueAddress("bookmarker"))]);
  category = await insertCategory(sql, `Watched ${stamp}`);
});

afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE name LIKE ${`%${stamp}%`}`;
  await sql`DELETE FROM categories WHERE name LIKE ${`%${stamp}%`}`;
});

describe("watching a tool from its page", () => {
  it("starts and stops for the signed-in user, saying so, and sends a signed-out visitor to sign in", async ({
    sql,
  }) => {
    const tool = await makeTool(sql, "Toggled");
    const before = await get(`/tool/${tool.slug}`, { headers: { Cookie: watcher.cookie } });
    expect(before.html).toMatch(/aria-pressed="false"[^>]*>(?:(?!<\/button>).)*Watch</s);

    const started = await watch(watcher, tool);
    expect(started.response.status).toBe(200);
    expect(started.html).toContain("Watching for changes");
    expect(started.html).toMatch(/aria-pressed="true"[^>]*>(?:(?!<\/button>).)*Watching/s);
    expect(await sql`SELECT 1 FROM tool_watches WHERE tool_id = ${tool.id}`).toHaveLength(1);

    const stopped = await watch(watcher, tool, "unwatch");
    expect(stopped.html).toContain("No more e-mails about this tool.");
    expect(await sql`SELECT 1 FROM tool_watches WHERE tool_id = ${tool.id}`).toHaveLength(0);

    const anonymous = await post(`/tool/${tool.slug}`, { intent: "watch" });
    expect(anonymous.response.status).toBe(302);
    expect(anonymous.response.headers.get("Location")).toContain("notice=sign-in-to-watch");
  });

  it("is offered after bookmarking, and not to a user who already watches", async ({ sql }) => {
    const tool = await makeTool(sql, "Offered");
    const bookmarked = await postAs(bookmarker, `/tool/${tool.slug}`, { intent: "bookmark" });
    expect(bookmarked.response.status).toBe(200);
    expect(bookmarked.html).toContain("Watch for changes");
    await watch(bookmarker, tool);
    const again = await postAs(bookmarker, `/tool/${tool.slug}`, { intent: "bookmark" });
    expect(again.html).not.toContain("Watch for changes");
    await watch(bookmarker, tool, "unwatch");
  });
});

describe("an editor's change of a watched tool", () => {
  it("mails each watcher once, says before and after, and mails nobody who does not watch", async ({ sql, admin }) => {
    const tool = await makeTool(sql, "Retired");
    await watch(watcher, tool);
    await postAs(bookmarker, `/tool/${tool.slug}`, { intent: "bookmark" });

    await save(sql, admin, tool, discontinue);
    expect(await changesOf(sql, tool)).toEqual([
      { lines: [{ label: "Lifecycle", before: "Active", after: "Discontinued on March 5, 2024" }] },
    ]);

    const [mail] = await waitForMails(watcher, tool);
    expect(mail!.subject).toBe(`${tool.name} changed: Lifecycle`);
    expect(mail!.text).toContain("Lifecycle: Active → Discontinued on March 5, 2024");
    expect(mail!.text).toContain(`/tool/${tool.slug}`);
    expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    await runMinuteCron();
    await runMinuteCron();
    expect(await mailsAbout(watcher, tool)).toHaveLength(1);
    expect(await mailsAbout(bookmarker, tool)).toHaveLength(0);
    expect(
      await sql`SELECT outcome FROM tool_watch_deliveries d JOIN tool_watch_changes c ON c.id = d.change_id
      WHERE c.tool_id = ${tool.id}`,
    ).toEqual([{ outcome: "sent" }]);
  });

  it("queues a change of the official website and of a fact, and nothing for a save that changes neither", async ({
    sql,
    admin,
  }) => {
    const tool = await makeTool(sql, "Edited");
    await watch(watcher, tool);
    await save(sql, admin, tool, { description: "Only the description changed." });
    expect(await changesOf(sql, tool)).toEqual([]);

    await save(sql, admin, tool, {
      description: "Only the description changed.",
      websiteUrl: "https://example.com/new",
      kyc: "required",
    });
    const [change] = await changesOf(sql, tool);
    expect(change!.lines).toEqual([
      { label: "Official website", before: "https://example.org", after: "https://example.com/new" },
      { label: "KYC", before: "Unknown", after: "KYC required" },
    ]);
  });

  it("queues nothing for a tool nobody watches", async ({ sql, admin }) => {
    const tool = await makeTool(sql, "Unwatched");
    await save(sql, admin, tool, discontinue);
    expect(await changesOf(sql, tool)).toEqual([]);
  });
});

describe("the unsubscribe links", () => {
  it("stop that tool's mails, or every watch mail, without signing in; a forged link does nothing", async ({
    sql,
    admin,
  }) => {
    const [first, second] = await Promise.all([makeTool(sql, "First"), makeTool(sql, "Second")]);
    const reader = await signIn(uniqueAddress("reader"));
    await watch(reader, first);
    await watch(reader, second);
    await save(sql, admin, first, discontinue);
    const [mail] = await waitForMails(reader, first);
    const stopTool = linkIn(mail!.text, `Stop watching ${first.name}`)!;
    const stopAll = linkIn(mail!.text, "Stop all watch e-mails")!;
    expect(stopTool).toBeTruthy();
    expect(stopAll).toBeTruthy();

    const forged = new URL(stopAll);
    forged.searchParams.set("user", "someone-else");
    expect((await get(`${forged.pathname}${forged.search}`)).response.status).toBe(400);
    expect((await post(`${forged.pathname}${forged.search}`, {})).response.status).toBe(400);

    const toolPath = `${new URL(stopTool).pathname}${new URL(stopTool).search}`;
    const asked = await get(toolPath);
    expect(asked.response.status).toBe(200);
    expect(asked.html).toContain(`Stop watching ${first.name}`);
    // Opening the link only asks.
    expect(await sql`SELECT tool_id FROM tool_watches WHERE tool_id IN ${sql([first.id, second.id])}`).toHaveLength(2);

    // A mail client's one-click POST (RFC 8058) stops that tool alone.
    const oneClick = await post(toolPath, { "List-Unsubscribe": "One-Click" });
    expect(oneClick.response.status).toBe(200);
    expect(oneClick.html).toContain(`You no longer watch ${first.name}`);
    const left = await sql<
      { tool_id: string }[]
    >`SELECT tool_id FROM tool_watches WHERE tool_id IN ${sql([first.id, second.id])}`;
    expect(left.map((row) => row.tool_id)).toEqual([second.id]);

    const all = await post(`${new URL(stopAll).pathname}${new URL(stopAll).search}`, {});
    expect(all.html).toContain("You no longer watch any tools");
    expect(await sql`SELECT 1 FROM tool_watches WHERE tool_id = ${second.id}`).toHaveLength(0);
  });
});

describe("a new latest release", () => {
  it("reaches a weekly watcher once, in the Monday digest, from queueToolChange", async ({ sql, db }) => {
    const tool = await makeTool(sql, "Released");
    const weekly = await signIn(uniqueAddress("weekly"));
    const chosen = await postAs(weekly, "/profile", { intent: "watch-frequency", frequency: "weekly" });
    expect(chosen.response.status).toBe(302);
    await watch(weekly, tool);

    const queued = await queueToolChange(db, tool.id, {
      kind: "release",
      before: { tag: "v1.2.0", publishedAt: "2026-03-01T10:00:00Z" },
      after: { tag: "v1.3.0", publishedAt: "2026-05-04T12:00:00Z" },
    });
    expect(queued).toBe(true);
    // The same release again (a checker's second look) is no change.
    const again = { tag: "v1.3.0", publishedAt: "2026-05-04T12:00:00Z" };
    expect(await queueToolChange(db, tool.id, { kind: "release", before: again, after: again })).toBe(false);
    // At once goes to nobody: this watcher chose weekly.
    await runMinuteCron();
    expect(await mailsAbout(weekly, tool)).toHaveLength(0);

    const nextMonday = weeklyDigestHour(new Date(Date.now() + 7 * 86_400_000));
    const run = await sendWeeklyWatchDigests(env, db, nextMonday);
    expect(run.failed).toBe(0);
    await sendWeeklyWatchDigests(env, db, new Date(nextMonday.getTime() + 60_000));
    const digests = (await mailTo(FAKE, weekly.email)).filter((mail) => mail.text.includes(tool.name));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toMatch(/1 change to tools you watch$/);
    expect(digests[0]!.text).toContain("Latest release: v1.2.0, March 1, 2026 → v1.3.0, May 4, 2026");
    expect(digests[0]!.text).toMatch(/Stop watching .*\/watching\/unsubscribe\?/);
  });
});

describe("the profile", () => {
  it("lists the watched tools with the choice of at once (the default) or weekly, and its data download names them", async ({
    sql,
  }) => {
    const tool = await makeTool(sql, "Listed");
    const user = await signIn(uniqueAddress("profile-watch"));
    await watch(user, tool);
    const page = await get("/profile?tab=watching", { headers: { Cookie: user.cookie } });
    expect(page.response.status).toBe(200);
    expect(page.html).toContain(tool.name);
    expect(page.html).toMatch(/<input[^>]*id="watch-frequency-instant"[^>]*checked=""/);
    expect(page.html).not.toMatch(/<input[^>]*id="watch-frequency-weekly"[^>]*checked=""/);
    const data = JSON.parse((await get("/profile/data", { headers: { Cookie: user.cookie } })).html);
    expect(data.watching).toMatchObject({ tools: [{ slug: tool.slug }], frequency: null });
    const stop = await postAs(user, "/profile?tab=watching", { intent: "unwatch", toolId: tool.id });
    expect(stop.response.status).toBe(302);
    expect(await sql`SELECT 1 FROM tool_watches WHERE tool_id = ${tool.id}`).toHaveLength(0);
  });
});
