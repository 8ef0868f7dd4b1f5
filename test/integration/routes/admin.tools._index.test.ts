// The admin tool table: admins only; search by name, slug and URL; each filter, the orders and the
// pages, all from the URL; parameters it cannot use refused with a message; and the bulk actions
// (publish, archive, feature, unfeature) with their history rows, their notice and the public
// pages showing the change on the next request.
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, type AsAdmin } from "#test/support/fixtures.ts";
import type { SignedIn } from "#test/support/accounts.ts";
import { get, heading, post, toolSlugs } from "#test/support/worker.ts";
import { auditLog, categories, toolCategories, tools } from "#app/server/db/schema.server.ts";
import type { Database } from "#app/server/db/client.server.ts";

/**
 * Tokens of this run, so each test finds only its own rows: `run` for the listing's catalogue,
 * `bulk` for the tools the bulk actions change (never found by a search for `run`).
 */
const token = (letter: string) => `${letter}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const run = token("t");
const bulk = token("b");
const HOUR = 60 * 60 * 1000;
const now = Date.now();
const ago = (hours: number) => new Date(now - hours * HOUR);

type NewTool = Partial<typeof tools.$inferInsert> & { name: string };

async function makeTool(db: Database, fields: NewTool): Promise<string> {
  const slug = fields.slug ?? fields.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const [row] = await db
    .insert(tools)
    .values({
      description: `${fields.name}, a tool made by the admin table's tests.`,
      websiteUrl: `https://${slug}.example.org/`,
      ...fields,
      slug,
    })
    .returning({ id: tools.id });
  return row!.id;
}

async function makeCategory(db: Database, name: string) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const [row] = await db.insert(categories).values({ name, slug }).returning({ id: categories.id });
  return { id: row!.id, name, slug };
}

/** The admin's view of the table at `search`. */
const table = (asAdmin: AsAdmin, search: string) => asAdmin(`/admin/tools${search}`);

/** The tool names linked from the table, in its order. */
const namesIn = (html: string) =>
  [...html.matchAll(/<a[^>]*href="\/admin\/tools\/[0-9a-f-]{36}"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]!);

async function namesAt(asAdmin: AsAdmin, search: string): Promise<string[]> {
  const { response, html } = await table(asAdmin, search);
  expect(response.status, search).toBe(200);
  return namesIn(html);
}

/** The bulk form as the page sends it: the action, the ticked rows and the admin's CSRF token. */
function bulkForm(intent: string, ids: string[], token: string | null, confirm = intent) {
  const form = new FormData();
  form.set("intent", intent);
  // Archiving is confirmed the way the page's box does it; other actions send no box.
  if (intent === "archive" && confirm) form.set("confirm", confirm);
  for (const id of ids) form.append("id", id);
  if (token) form.set("csrf_token", token);
  return form;
}

const postBulk = (as: SignedIn, search: string, intent: string, ids: string[], confirm = intent) =>
  post(`/admin/tools?index${search ? `&${search.slice(1)}` : ""}`, bulkForm(intent, ids, as.token, confirm), {
    headers: { Cookie: as.cookie },
  });

const statesOf = async (db: Database, ids: string[]) =>
  Object.fromEntries(
    (
      await db
        .select({ id: tools.id, status: tools.status, featured: tools.featured })
        .from(tools)
        .where(inArray(tools.id, ids))
    ).map((row) => [row.id, `${row.status}${row.featured ? "+featured" : ""}`]),
  );

const auditOf = (db: Database, ids: string[]) =>
  db
    .select({
      entityId: auditLog.entityId,
      action: auditLog.action,
      actorEmail: auditLog.actorEmail,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "tool"), inArray(auditLog.entityId, ids)));

// The catalogue the listing tests read: names start with the run's token, but for two tools
// found only by their website URL and by their slug.
const names = {
  alpha: `${run} Alpha`,
  bravo: `${run} Bravo`,
  charlie: `${run} Charlie`,
  delta: `${run} Delta`,
  echo: `${run} Echo`,
  foxtrot: `${run} Foxtrot`,
  byUrl: `Gamma Lookup ${now}`,
  bySlug: `Hotel Lookup ${now}`,
};
let wallets: { id: string; name: string; slug: string };
let exchanges: { id: string; name: string; slug: string };

beforeAll(async ({ db }) => {
  wallets = await makeCategory(db, `${run} Wallets`);
  exchanges = await makeCategory(db, `${run} Exchanges`);
  const alpha = await makeTool(db, {
    name: names.alpha,
    status: "draft",
    custody: "self-custody",
    kyc: "none",
    openSource: true,
    lightning: true,
    platforms: ["android", "ios"],
    updatedAt: ago(1),
    createdAt: ago(240),
  });
  const bravo = await makeTool(db, {
    name: names.bravo,
    status: "pending",
    featured: true,
    custody: "custodial",
    kyc: "required",
    openSource: false,
    lightning: false,
    platforms: ["web"],
    updatedAt: ago(2),
    createdAt: ago(120),
  });
  await makeTool(db, {
    name: names.charlie,
    status: "published",
    custody: "not-applicable",
    kyc: "optional",
    platforms: ["desktop"],
    updatedAt: ago(3),
    createdAt: ago(24),
  });
  await makeTool(db, { name: names.delta, status: "archived", updatedAt: ago(4), createdAt: ago(480) });
  await makeTool(db, {
    name: names.echo,
    status: "rejected",
    rejectionReason: "Not a Bitcoin tool at all.",
    updatedAt: ago(5),
    createdAt: ago(360),
  });
  await makeTool(db, {
    name: names.foxtrot,
    status: "draft",
    publishAt: new Date("2031-05-04T10:30:00Z"),
    updatedAt: ago(6),
    createdAt: ago(48),
  });
  await makeTool(db, {
    name: names.byUrl,
    slug: `gamma-lookup-${now}`,
    websiteUrl: `https://${run}-url.example.net/`,
    status: "published",
    updatedAt: ago(7),
    createdAt: ago(720),
  });
  await makeTool(db, {
    name: names.bySlug,
    slug: `${run}-hotel`,
    status: "published",
    updatedAt: ago(8),
    createdAt: ago(960),
  });
  await db.insert(toolCategories).values([
    { toolId: alpha, categoryId: wallets.id, position: 0 },
    { toolId: bravo, categoryId: exchanges.id, position: 0 },
    { toolId: bravo, categoryId: wallets.id, position: 1 },
  ]);
});

afterAll(async ({ db }) => {
  for (const mark of [run, bulk])
    await db.delete(tools).where(sql`${tools.name} LIKE ${`%${mark}%`} OR ${tools.slug} LIKE ${`%${mark}%`}`);
  await db.delete(tools).where(sql`${tools.name} LIKE ${`%Lookup ${now}%`}`);
  await db.delete(categories).where(sql`${categories.name} LIKE ${`${run}%`}`);
});

describe("who sees the admin tool table", () => {
  it("is the site's 404 for visitors and for signed-in users who are not admins, and takes no posts from them", async ({
    db,
    reader,
  }) => {
    expect((await get("/admin/tools")).response.status).toBe(404);
    expect((await get("/admin/tools", { headers: { Cookie: reader.cookie } })).response.status).toBe(404);
    const id = await makeTool(db, { name: `Refused ${bulk}`, status: "draft" });
    expect((await post("/admin/tools?index", bulkForm("publish", [id], null))).response.status).toBe(404);
    expect((await postBulk(reader, "", "publish", [id])).response.status).toBe(404);
    expect(await statesOf(db, [id])).toEqual({ [id]: "draft" });
    expect(await auditOf(db, [id])).toEqual([]);
  });

  it("shows admins the table, never kept by a shared cache, with the New tool button and its place in the navigation", async ({
    asAdmin,
  }) => {
    const { response, html } = await table(asAdmin, "");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(html)).toBe("Tools");
    expect(html).toMatch(/<a[^>]*href="\/admin\/tools\/new"[^>]*>New tool<\/a>/);
    expect(html).toMatch(
      /<nav aria-label="Admin"[\s\S]*href="\/admin"[^>]*>Dashboard<[\s\S]*href="\/admin\/tools"[^>]*>Tools</,
    );
    expect(html).toContain("<title>Tools | Admin |");
  });
});

describe("searching, filtering, ordering and paging the table", () => {
  const all = () => `?q=${run}`;

  it("finds tools of every status by name, website URL or slug, whatever the case, newest change first", async ({
    asAdmin,
  }) => {
    expect(await namesAt(asAdmin, all())).toEqual([
      names.alpha,
      names.bravo,
      names.charlie,
      names.delta,
      names.echo,
      names.foxtrot,
      names.byUrl,
      names.bySlug,
    ]);
    expect(await namesAt(asAdmin, `?q=${run.toUpperCase()}-URL.EXAMPLE`)).toEqual([names.byUrl]);
    expect(await namesAt(asAdmin, `?q=${run}-hotel`)).toEqual([names.bySlug]);
    // % and _ are letters, not wildcards.
    expect(await namesAt(asAdmin, `?q=${run}%25`)).toEqual([]);
    expect(await namesAt(asAdmin, `?q=${run}_Alpha`)).toEqual([]);
  });

  it("shows each row's status label, scheduled date, primary category, featured flag and last update", async ({
    asAdmin,
  }) => {
    const { html } = await table(asAdmin, all());
    const row = (name: string) => html.slice(html.indexOf(`>${name}</a>`)).split("</tr>")[0]!;
    expect(row(names.alpha)).toContain(">Draft<");
    expect(row(names.alpha)).toContain(`>${wallets.name}<`);
    expect(row(names.bravo)).toContain(">Pending review<");
    expect(row(names.bravo)).toContain(`>${exchanges.name}<`);
    expect(row(names.bravo)).toContain(">Featured<");
    expect(row(names.charlie)).toContain(">Published<");
    expect(row(names.charlie)).not.toContain(">Featured<");
    expect(row(names.delta)).toContain(">Archived<");
    expect(row(names.echo)).toContain(">Rejected<");
    expect(row(names.foxtrot)).toMatch(
      /Scheduled for <time dateTime="2031-05-04T10:30:00.000Z">May 4, 2031, 10:30\sAM UTC</,
    );
    expect(row(names.alpha)).toContain(`dateTime="${ago(1).toISOString()}"`);
    expect(html).toContain(">8 tools<");
  });

  it.for([
    ["status=draft", ["alpha", "foxtrot"]],
    ["status=pending", ["bravo"]],
    ["status=published", ["charlie", "byUrl", "bySlug"]],
    ["status=rejected", ["echo"]],
    ["status=archived", ["delta"]],
    ["status=scheduled", ["foxtrot"]],
    ["featured=yes", ["bravo"]],
    ["featured=no", ["alpha", "charlie", "delta", "echo", "foxtrot", "byUrl", "bySlug"]],
    ["custody=self-custody", ["alpha"]],
    ["custody=custodial", ["bravo"]],
    ["kyc=required", ["bravo"]],
    ["kyc=optional", ["charlie"]],
    ["open_source=yes", ["alpha"]],
    ["open_source=no", ["bravo"]],
    ["lightning=yes", ["alpha"]],
    ["lightning=no", ["bravo"]],
    ["platform=android", ["alpha"]],
    ["platform=web", ["bravo"]],
    ["status=published&platform=desktop&kyc=optional", ["charlie"]],
  ] as const)("filters by %s", async ([filter, expected], { asAdmin }) => {
    expect(await namesAt(asAdmin, `${all()}&${filter}`)).toEqual(expected.map((key) => names[key]));
  });

  it("filters by category, primary or not", async ({ asAdmin }) => {
    expect(await namesAt(asAdmin, `${all()}&category=${wallets.slug}`)).toEqual([names.alpha, names.bravo]);
    expect(await namesAt(asAdmin, `${all()}&category=${exchanges.slug}`)).toEqual([names.bravo]);
  });

  it("keeps the filters in the form and offers to clear them", async ({ asAdmin }) => {
    const { html } = await table(asAdmin, `${all()}&status=draft&platform=android`);
    expect(html).toMatch(/<select[^>]*name="status"[^>]*>[\s\S]*?<option value="draft" selected="">Draft</);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="t/);
    expect(html).toMatch(/<a[^>]*href="\/admin\/tools"[^>]*>Clear filters<\/a>/);
  });

  it.for([
    ["sort=name", ["byUrl", "bySlug", "alpha", "bravo", "charlie", "delta", "echo", "foxtrot"]],
    ["sort=created", ["charlie", "foxtrot", "bravo", "alpha", "echo", "delta", "byUrl", "bySlug"]],
    ["sort=status", ["delta", "alpha", "foxtrot", "bravo", "charlie", "byUrl", "bySlug", "echo"]],
    ["sort=updated", ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "byUrl", "bySlug"]],
  ] as const)("orders by %s", async ([sort, expected], { asAdmin }) => {
    expect(await namesAt(asAdmin, `${all()}&${sort}`)).toEqual(expected.map((key) => names[key]));
  });

  it("pages by 50, links the pages with the filters kept, and sends a page past the end to the last one", async ({
    db,
    asAdmin,
  }) => {
    const batch = `${run}p`;
    await db.execute(sql`
      INSERT INTO tools (name, slug, description, website_url, status, updated_at)
      SELECT ${batch} || ' Tool ' || lpad(n::text, 2, '0'), ${batch} || '-tool-' || n, 'Paged.', 'https://paged.example/',
        'published', now() - n * interval '1 minute'
      FROM generate_series(1, 55) AS n`);
    const first = await table(asAdmin, `?q=${batch}&sort=name`);
    expect(namesIn(first.html)).toHaveLength(50);
    expect(namesIn(first.html)[0]).toBe(`${batch} Tool 01`);
    expect(first.html).toContain("1–50 of 55 tools");
    expect(first.html).toContain(`href="/admin/tools?q=${batch}&amp;sort=name&amp;page=2"`);
    const second = await table(asAdmin, `?q=${batch}&sort=name&page=2`);
    expect(namesIn(second.html)).toEqual([51, 52, 53, 54, 55].map((n) => `${batch} Tool ${n}`));
    expect(second.html).toContain("51–55 of 55 tools");
    const past = await table(asAdmin, `?q=${batch}&sort=name&page=9&notice=tools-archived`);
    expect(past.response.status).toBe(302);
    expect(past.response.headers.get("Location")).toBe(
      `/admin/tools?q=${batch}&sort=name&page=2&notice=tools-archived`,
    );
  });

  it("lands the filter form's empty fields on the short URL", async ({ asAdmin }) => {
    const { response } = await table(asAdmin, `?q=${run}&status=&category=&featured=&sort=&custody=&platform=`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/tools?q=${run}`);
  });

  it("says so when nothing matches, with a way to clear the filters", async ({ asAdmin }) => {
    const { response, html } = await table(asAdmin, `${all()}&status=published&featured=yes`);
    expect(response.status).toBe(200);
    expect(html).toContain("No tools match these filters.");
    expect(html).toMatch(/<a[^>]*href="\/admin\/tools"[^>]*>Clear filters<\/a>/);
    expect(html).not.toContain("<table");
  });

  it.for<[string, string]>([
    ["status=live", "Unknown status."],
    ["featured=1", "Unknown featured filter."],
    ["custody=bank", "Unknown custody filter."],
    ["platform=toaster", "Unknown platform."],
    ["sort=random", "Unknown sort order."],
    ["page=two", "The page must be a number."],
    ["category=Not%20A%20Slug", "Unknown category."],
    [`category=${"no-such-category"}-${"x"}`, "There is no category &#x27;no-such-category-x&#x27;."],
    [`q=${"x".repeat(101)}`, "The search text is longer than 100 characters."],
  ])("answers %s with a 400 that says what is wrong", async ([search, message], { asAdmin }) => {
    const { response, html } = await table(asAdmin, `?${search}`);
    expect(response.status).toBe(400);
    expect(html).toContain(message);
    expect(html).toMatch(/<a[^>]*href="\/admin\/tools"[^>]*>Open it without the filters<\/a>/);
  });
});

describe("bulk actions", () => {
  it("publishes the selected tools, skips the one already published, and returns to the same view with a notice", async ({
    db,
    admin,
    asAdmin,
  }) => {
    const first = await makeTool(db, { name: `Publish One ${bulk}`, status: "draft" });
    const second = await makeTool(db, { name: `Publish Two ${bulk}`, status: "pending" });
    const already = await makeTool(db, { name: `Publish Three ${bulk}`, status: "published" });
    // The public list, as a visitor's search sees it (and the edge keeps it).
    const search = `/?q=${encodeURIComponent(`Publish One ${bulk}`)}`;
    expect(toolSlugs((await get(search)).html)).not.toContain(`publish-one-${bulk}`);

    const { response } = await postBulk(admin, `?q=${run}&status=draft`, "publish", [first, second, already]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/admin/tools?q=${run}&status=draft&notice=tools-published-some-skipped&skipped=1`,
    );
    expect(await statesOf(db, [first, second, already])).toEqual({
      [first]: "published",
      [second]: "published",
      [already]: "published",
    });
    const audit = await auditOf(db, [first, second, already]);
    expect(audit).toHaveLength(2);
    expect(audit.find((row) => row.entityId === first)).toMatchObject({
      action: "published",
      actorEmail: admin.email,
      before: { status: "draft" },
      after: { status: "published" },
    });
    expect(audit.find((row) => row.entityId === second)).toMatchObject({ before: { status: "pending" } });

    // On the next request, not when the edge copy expires.
    expect(toolSlugs((await get(search)).html)).toContain(`publish-one-${bulk}`);
    expect((await get(`/tool/publish-two-${bulk}`)).response.status).toBe(200);
    // The page it returns to says what happened.
    const back = await table(asAdmin, `?q=${run}&status=draft&notice=tools-published-some-skipped&skipped=1`);
    expect(back.html).toContain("Selected tools published");
    expect(back.html).toContain("Some were skipped: their status does not allow publishing.");
    expect(back.html).toContain("1 tool of the selection was skipped");
  });

  it("says so when none of the selected tools could be published", async ({ db, admin }) => {
    const live = await makeTool(db, { name: `Already Live ${bulk}`, status: "published" });
    const { response } = await postBulk(admin, "", "publish", [live]);
    expect(response.headers.get("Location")).toBe("/admin/tools?notice=tools-not-published&skipped=1");
    expect(await auditOf(db, [live])).toEqual([]);
  });

  it("archives the selected tools, and the public page no longer lists them", async ({ db, admin }) => {
    const live = await makeTool(db, { name: `Archive Live ${bulk}`, status: "published" });
    const draft = await makeTool(db, { name: `Archive Draft ${bulk}`, status: "draft" });
    const search = `/?q=${encodeURIComponent(`Archive Live ${bulk}`)}`;
    expect(toolSlugs((await get(search)).html)).toContain(`archive-live-${bulk}`);

    const { response } = await postBulk(admin, `?sort=name&page=1`, "archive", [live, draft]);
    expect(response.headers.get("Location")).toBe("/admin/tools?sort=name&notice=tools-archived");
    expect(await statesOf(db, [live, draft])).toEqual({ [live]: "archived", [draft]: "archived" });
    const audit = await auditOf(db, [live, draft]);
    expect(audit.find((row) => row.entityId === live)).toMatchObject({
      action: "archived",
      actorEmail: admin.email,
      before: { status: "published" },
      after: { status: "archived" },
    });
    expect(audit.find((row) => row.entityId === draft)).toMatchObject({
      action: "archived",
      before: { status: "draft" },
      after: { status: "archived" },
    });
    expect(toolSlugs((await get(search)).html)).not.toContain(`archive-live-${bulk}`);
    expect((await get(`/tool/archive-live-${bulk}`)).response.status).toBe(404);
  });

  it("features the selected tools, with a history row each, and the public pages show it at once", async ({
    db,
    admin,
  }) => {
    const tool = await makeTool(db, { name: `Feature Me ${bulk}`, status: "published" });
    const already = await makeTool(db, { name: `Feature Already ${bulk}`, status: "draft", featured: true });
    const page = `/tool/feature-me-${bulk}`;
    expect((await get(page)).html).not.toContain("Featured</span>");

    const { response } = await postBulk(admin, `?featured=no`, "feature", [tool, already]);
    expect(response.headers.get("Location")).toBe("/admin/tools?featured=no&notice=tools-featured");
    expect(await statesOf(db, [tool, already])).toEqual({ [tool]: "published+featured", [already]: "draft+featured" });
    // Only the tool that changed has a history row, with the one field that changed.
    expect(await auditOf(db, [tool, already])).toEqual([
      {
        entityId: tool,
        action: "featured",
        actorEmail: admin.email,
        before: { featured: false },
        after: { featured: true },
      },
    ]);
    expect((await get(page)).html).toMatch(/Featured<\/span>/);
    // The home page's featured tools are the newest featured ones: this one is.
    const home = (await get("/")).html;
    const featured = home.slice(home.indexOf('id="featured-heading"'), home.indexOf('id="tools"'));
    expect(featured).toContain(`Feature Me ${bulk}`);
  });

  it("asks before archiving: without the box ticked it answers 400 with the box, the selection kept and nothing written", async ({
    db,
    admin,
  }) => {
    const first = await makeTool(db, { name: `Archive Unconfirmed One ${bulk}`, status: "published" });
    const second = await makeTool(db, { name: `Archive Unconfirmed Two ${bulk}`, status: "published" });
    const { response, html } = await postBulk(admin, `?q=${bulk}`, "archive", [first, second], "");
    expect(response.status).toBe(400);
    expect(html).toContain(
      "Archiving takes the 2 selected tools off the site. Tick the box below and apply again to archive.",
    );
    expect(html).toContain("I understand that archiving takes the selected tools off the site.");
    for (const id of [first, second])
      expect(new RegExp(`<input[^>]*value="${id}"[^>]*>`).exec(html)?.[0]).toContain('checked=""');
    expect(await statesOf(db, [first, second])).toEqual({ [first]: "published", [second]: "published" });
    expect(await auditOf(db, [first, second])).toEqual([]);
  });

  it("features no pending or rejected tool: it skips them and says so", async ({ db, admin }) => {
    const live = await makeTool(db, { name: `Feature Live ${bulk}`, status: "published" });
    const pending = await makeTool(db, { name: `Feature Pending ${bulk}`, status: "pending" });
    const rejected = await makeTool(db, { name: `Feature Rejected ${bulk}`, status: "rejected" });
    const some = await postBulk(admin, "", "feature", [live, pending, rejected]);
    expect(some.response.headers.get("Location")).toBe("/admin/tools?notice=tools-featured-some-skipped&skipped=2");
    expect(await statesOf(db, [live, pending, rejected])).toEqual({
      [live]: "published+featured",
      [pending]: "pending",
      [rejected]: "rejected",
    });
    expect((await auditOf(db, [pending, rejected])).length).toBe(0);
    const none = await postBulk(admin, "", "feature", [pending, rejected]);
    expect(none.response.headers.get("Location")).toBe("/admin/tools?notice=tools-not-featured&skipped=2");
    const page = await get(none.response.headers.get("Location")!, { headers: { Cookie: admin.cookie } });
    expect(page.html).toContain("Pending and rejected tools are not featured.");
  });

  it("unfeatures the selected tools", async ({ db, admin }) => {
    const tool = await makeTool(db, { name: `Unfeature Me ${bulk}`, status: "published", featured: true });
    const page = `/tool/unfeature-me-${bulk}`;
    expect((await get(page)).html).toMatch(/Featured<\/span>/);

    const { response } = await postBulk(admin, "", "unfeature", [tool]);
    expect(response.headers.get("Location")).toBe("/admin/tools?notice=tools-unfeatured");
    expect(await statesOf(db, [tool])).toEqual({ [tool]: "published" });
    expect(await auditOf(db, [tool])).toEqual([
      {
        entityId: tool,
        action: "unfeatured",
        actorEmail: admin.email,
        before: { featured: true },
        after: { featured: false },
      },
    ]);
    expect((await get(page)).html).not.toMatch(/Featured<\/span>/);
  });

  it("refuses a form without the CSRF token with a 403, and changes nothing", async ({ db, admin }) => {
    const id = await makeTool(db, { name: `No Token ${bulk}`, status: "draft" });
    const { response } = await post("/admin/tools?index", bulkForm("publish", [id], null), {
      headers: { Cookie: admin.cookie },
    });
    expect(response.status).toBe(403);
    expect(await statesOf(db, [id])).toEqual({ [id]: "draft" });
    expect(await auditOf(db, [id])).toEqual([]);
  });

  it.for<[string, string, number, string]>([
    ["no action", "", 1, "Choose an action to apply."],
    ["no tool", "publish", 0, "Select at least one tool."],
    ["more than 100 tools", "feature", 101, "Select at most 100 tools at a time."],
  ])(
    "refuses %s with a 400, the message on the page and nothing written",
    async ([, intent, count, message], { db, admin }) => {
      const id = await makeTool(db, { name: `Invalid ${intent || "none"} ${count} ${bulk}`, status: "draft" });
      const extra = Array.from(
        { length: Math.max(0, count - 1) },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      );
      const { response, html } = await postBulk(admin, `?q=${run}`, intent, count === 0 ? [] : [id, ...extra]);
      expect(response.status).toBe(400);
      expect(html).toContain(message);
      expect(heading(html)).toBe("Tools");
      expect(await statesOf(db, [id])).toEqual({ [id]: "draft" });
      expect(await auditOf(db, [id])).toEqual([]);
    },
  );

  it("refuses an id that is not a uuid, and an action it does not know, with a 400 and nothing written", async ({
    db,
    admin,
  }) => {
    const id = await makeTool(db, { name: `Odd Input ${bulk}`, status: "draft" });
    const notUuid = await postBulk(admin, `?q=${bulk}`, "publish", [id, "1; DROP TABLE tools"]);
    expect(notUuid.response.status).toBe(400);
    expect(notUuid.html).toContain("The selection holds a tool id that is not valid.");
    // The ticked rows stay ticked on the page that says what is wrong.
    expect(new RegExp(`<input[^>]*value="${id}"[^>]*>`).exec(notUuid.html)?.[0]).toContain('checked=""');
    const unknown = await postBulk(admin, "", "delete", [id]);
    expect(unknown.response.status).toBe(400);
    expect(unknown.html).toContain("Unknown bulk action &#x27;delete&#x27;.");
    expect(await db.select({ id: tools.id }).from(tools).where(eq(tools.id, id))).toEqual([{ id }]);
    expect(await statesOf(db, [id])).toEqual({ [id]: "draft" });
    expect(await auditOf(db, [id])).toEqual([]);
  });
});
