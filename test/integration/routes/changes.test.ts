// The public changelog: admin edits made through the tool editor show on the tool's page, on
// /changes and in /changes.xml as facts that changed, with their dates; what is not public (other
// fields, who made the change, tools never listed) never shows; /changes covers 30 days; the feed
// is valid RSS 2.0 with its text escaped; both are edge-cacheable.
import { env } from "cloudflare:workers";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { refreshPublicCopies } from "#app/server/admin/public-copies.server.ts";
import { postAs, type SignedIn } from "#test/support/accounts.ts";
import { categoryIdOf, insertTool, toolEditForm, uniqueSlug } from "#test/support/catalog-rows.ts";
import { textOf } from "#test/support/form-html.ts";
import { edgeCopyKey, get } from "#test/support/worker.ts";
import type postgres from "postgres";

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
let mining: string;

type TestTool = Awaited<ReturnType<typeof insertTool>>;

const makeTool = (sql: postgres.Sql, base: string, status = "published") =>
  insertTool(sql, { name: `${base} ${stamp}`, slug: uniqueSlug("changes"), categoryIds: [mining], status });

/** Saves the tool editor's form for a tool made by makeTool, with the changes given. */
async function edit(admin: SignedIn, tool: TestTool, change: Record<string, string>) {
  const { response } = await postAs(admin, `/admin/tools/${tool.id}`, toolEditForm(tool, mining, change));
  expect(response.status).toBe(302);
}

async function setStatus(admin: SignedIn, tool: TestTool, intent: "publish" | "archive" | "unpublish") {
  const { response } = await postAs(admin, `/admin/tools/${tool.id}`, { intent });
  expect(response.status).toBe(302);
}

/** The tool page's Changes section as text ("" when it has none). */
async function changesSection(admin: SignedIn, tool: TestTool) {
  const { html } = await get(`/tool/${tool.slug}`, { headers: { Cookie: admin.cookie } });
  const start = html.indexOf('id="changes-heading"');
  if (start < 0) return "";
  return textOf(html.slice(start, html.indexOf("</section>", start)));
}

/** Every page of /changes, as HTML, newest first. */
async function allChangesPages() {
  const pages: string[] = [];
  for (let page = 1; ; page++) {
    const { response, html } = await get(`/changes?page=${page}`);
    if (response.status === 404) return pages;
    expect(response.status).toBe(200);
    pages.push(html);
    if (!html.includes(`href="/changes?page=${page + 1}"`)) return pages;
  }
}

/** The /changes entry of one tool (the first, newest), as HTML. */
async function changesEntry(tool: TestTool) {
  const html = (await allChangesPages()).join("\n");
  const at = html.indexOf(tool.name);
  if (at < 0) return "";
  const start = html.lastIndexOf("<li ", at);
  return html.slice(start, html.indexOf("</li></ul></div></li>", at));
}

// <item> is always a list; values stay strings.
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === "item",
});

interface FeedItem {
  title: string;
  link: string;
  guid: { "#text": string; "@_isPermaLink": string };
  description: string;
  pubDate: string;
}

async function feed() {
  const { response, html } = await get("/changes.xml");
  expect(response.status).toBe(200);
  const parsed = parser.parse(html) as {
    rss: { "@_version": string; channel: Record<string, unknown> & { item?: FeedItem[] } };
  };
  return { response, xml: html, rss: parsed.rss, items: parsed.rss.channel.item ?? [] };
}

/**
 * An edit's history row as the tool editor writes it, `daysAgo` days back, and the public copies
 * refreshed as after an admin write.
 */
async function insertToolChange(
  sql: postgres.Sql,
  admin: SignedIn,
  tool: TestTool,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  daysAgo = 0,
) {
  await sql`INSERT INTO audit_log (actor_id, actor_email, entity_type, entity_id, entity_label, action, before, after, created_at)
    VALUES ('system', ${admin.email}, 'tool', ${tool.id}, ${tool.name}, 'updated', ${JSON.stringify(before)}::jsonb,
      ${JSON.stringify(after)}::jsonb, now() - make_interval(days => ${daysAgo}))`;
  await refreshPublicCopies(env);
}

const edgeCache = () => (caches as unknown as { default: Cache }).default;

const itemsOf = async (tool: TestTool) => (await feed()).items.filter((item) => item.title.startsWith(tool.name));

beforeAll(async ({ sql }) => {
  mining = await categoryIdOf(sql, "mining");
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE name LIKE ${`%${stamp}%`}`;
});

describe("a tool's changes", () => {
  it("shows a changed fact and the official website on the tool page, with the date, never the admin", async ({
    sql,
    admin,
  }) => {
    const tool = await makeTool(sql, "Facts Changed");
    await sql`UPDATE tools SET kyc = 'none' WHERE id = ${tool.id}`;
    await edit(admin, tool, { kyc: "none", lightning: "yes" });
    await edit(admin, tool, { kyc: "required", lightning: "yes", websiteUrl: "https://new-home.example.org/" });

    const section = await changesSection(admin, tool);
    expect(section).toContain("KYC: No KYC → KYC required");
    expect(section).toContain("Official website: https://example.org → https://new-home.example.org/");
    expect(section).toContain("Lightning: Unknown → Yes");
    expect(section).toContain(new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format());
    // Newest first.
    expect(section.indexOf("KYC required")).toBeLessThan(section.indexOf("Lightning: Unknown → Yes"));
    const { html } = await get(`/tool/${tool.slug}`);
    expect(html).not.toContain(admin.email);
  });

  it("leaves out fields that are not public: About, description, tags, features, featured", async ({ sql, admin }) => {
    const tool = await makeTool(sql, "Private Edits");
    await edit(admin, tool, {
      about: "New *About*.",
      description: "Changed description.",
      tags: "fresh",
      features: "Fast: very",
      featured: "on",
    });
    const [row] = await sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM audit_log WHERE entity_id = ${tool.id} AND action = 'updated'`;
    expect(row!.count).toBe(1);
    expect(await changesSection(admin, tool)).toBe("");
    expect(await changesEntry(tool)).toBe("");
  });

  it("shows nothing of a draft, and only from its listing on once published", async ({ sql, admin }) => {
    const tool = await makeTool(sql, "Draft First", "draft");
    await edit(admin, tool, { kyc: "optional" });
    expect(await changesSection(admin, tool)).toBe("");
    expect(await changesEntry(tool)).toBe("");

    await setStatus(admin, tool, "publish");
    const section = await changesSection(admin, tool);
    expect(section).toContain("Listed in the directory");
    expect(section).not.toContain("KYC");

    // Unpublished again: nothing of it is public, not even its listing.
    await setStatus(admin, tool, "unpublish");
    expect(await changesEntry(tool)).toBe("");
    expect(await itemsOf(tool)).toEqual([]);
  });

  it("never shows a tool archived without having been listed", async ({ sql, admin }) => {
    const tool = await makeTool(sql, "Archived Draft", "draft");
    await edit(admin, tool, { custody: "custodial" });
    await setStatus(admin, tool, "archive");
    expect(await changesEntry(tool)).toBe("");
    expect(await itemsOf(tool)).toEqual([]);
  });
});

describe("/changes", () => {
  it("lists recent changes by day, each linked to its tool, and an archived tool without a link to its page", async ({
    sql,
    admin,
  }) => {
    const listed = await makeTool(sql, "Listed");
    await edit(admin, listed, { custody: "self-custody", platforms: "android,ios" });
    const archived = await makeTool(sql, "Gone");
    await setStatus(admin, archived, "archive");

    const { response, html } = await get("/changes");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/public.*s-maxage=30/);
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(html).toContain('href="/changes.xml"');

    const entry = await changesEntry(listed);
    expect(entry).toContain(`href="/tool/${listed.slug}"`);
    expect(textOf(entry)).toContain("Custody: Unknown → Self-custody");
    expect(textOf(entry)).toContain("Platforms: Unknown → iOS, Android");

    const gone = await changesEntry(archived);
    expect(textOf(gone)).toContain("(archived)");
    expect(textOf(gone)).toContain("Archived: no longer listed");
    expect(gone).not.toContain(`/tool/${archived.slug}`);
    expect(gone).toMatch(/id="change-[0-9a-f-]{36}"/);
    expect(await get(`/tool/${archived.slug}`)).toMatchObject({ response: { status: 404 } });
  });

  it("is kept at the edge, and an admin's edit shows on the next request to /changes and /changes.xml", async ({
    sql,
    admin,
  }) => {
    const tool = await makeTool(sql, "Edge Copy");
    for (const path of ["/changes", "/changes.xml"]) {
      await get(path);
      expect(await edgeCache().match(await edgeCopyKey(path))).toBeInstanceOf(Response);
    }
    await edit(admin, tool, { custody: "custodial" });
    expect(textOf(await changesEntry(tool))).toContain("Custody: Unknown → Custodial");
    expect((await itemsOf(tool)).map((item) => item.title)).toEqual([`${tool.name}: Custody: Unknown → Custodial`]);
  });

  it("covers the last 30 days: a change 29 days old shows, one 31 days old does not (the tool page keeps both)", async ({
    sql,
    admin,
  }) => {
    const tool = await makeTool(sql, "Window");
    await insertToolChange(sql, admin, tool, { kyc: "none" }, { kyc: "optional" }, 31);
    await insertToolChange(sql, admin, tool, { kyc: "optional" }, { kyc: "required" }, 29);
    const entry = textOf(await changesEntry(tool));
    expect(entry).toContain("KYC: KYC optional → KYC required");
    expect(entry).not.toContain("No KYC");
    const section = await changesSection(admin, tool);
    expect(section).toContain("KYC: No KYC → KYC optional");
    expect(section).toContain("KYC: KYC optional → KYC required");
  });

  it("ignores fields and values it does not know, and refuses a page that is no number", async ({ sql, admin }) => {
    const tool = await makeTool(sql, "Unknown Fields");
    await insertToolChange(
      sql,
      admin,
      tool,
      { kyc: "none", secretField: "a", custody: "custodial" },
      { kyc: "sometimes", secretField: "b", custody: "self-custody" },
    );
    const section = await changesSection(admin, tool);
    expect(section).toContain("Custody: Custodial → Self-custody");
    expect(section).not.toMatch(/secretField|sometimes|KYC/);

    expect((await get("/changes?page=abc")).response.status).toBe(400);
    expect((await get("/changes?page=99999")).response.status).toBe(404);
  });
});

describe("/changes.xml", () => {
  it("is RSS 2.0: a channel with title, link and description, and items with title, link, guid and RFC 822 date", async ({
    sql,
    admin,
  }) => {
    const tool = await makeTool(sql, "Feed Shape");
    await edit(admin, tool, { openSource: "yes" });
    const { response, rss, xml } = await feed();
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/public.*s-maxage=\d+/);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(rss["@_version"]).toBe("2.0");
    expect(rss.channel).toMatchObject({
      title: "Bitcoin Tools Directory: catalogue changes",
      link: `${env.SITE_URL}/changes`,
      description: expect.stringContaining("30 days"),
      "atom:link": { "@_href": `${env.SITE_URL}/changes.xml`, "@_rel": "self", "@_type": "application/rss+xml" },
    });
    const items = await itemsOf(tool);
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item!.title).toBe(`${tool.name}: Open source: Unknown → Yes`);
    expect(item!.link).toBe(`${env.SITE_URL}/tool/${tool.slug}`);
    expect(item!.guid["@_isPermaLink"]).toBe("false");
    expect(item!.guid["#text"]).toMatch(new RegExp(`^${env.SITE_URL}/changes#change-[0-9a-f-]{36}$`));
    expect(item!.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(Math.abs(new Date(item!.pubDate).getTime() - Date.now())).toBeLessThan(10 * 60_000);
    const guids = (await feed()).items.map((each) => each.guid["#text"]);
    expect(new Set(guids).size).toBe(guids.length);
  });

  it("escapes names and addresses, and links an archived tool's change to /changes, not to its page", async ({
    sql,
    admin,
  }) => {
    const tool = await insertTool(sql, {
      name: `Fish & <Chips> "Wallet" ${stamp}`,
      slug: uniqueSlug("changes"),
      categoryIds: [mining],
    });
    await edit(admin, tool, { websiteUrl: "https://example.org/?a=1&b=2" });
    await setStatus(admin, tool, "archive");
    const { xml } = await feed();
    expect(xml).toContain("Fish &amp; &lt;Chips&gt; &quot;Wallet&quot;");
    expect(xml).toContain("https://example.org/?a=1&amp;b=2");
    const items = await itemsOf(tool);
    expect(items.map((item) => item.title)).toEqual([
      `${tool.name}: Archived: no longer listed`,
      `${tool.name}: Official website: https://example.org → https://example.org/?a=1&b=2`,
    ]);
    for (const item of items) {
      expect(item.link).toMatch(new RegExp(`^${env.SITE_URL}/changes#change-`));
      expect(item.link).toBe(item.guid["#text"]);
    }
  });

  it("writes descriptions as HTML that shows a name's tags as text", async ({ sql, admin }) => {
    const tool = await makeTool(sql, "Markup");
    await insertToolChange(sql, admin, tool, { name: tool.name }, { name: `<b>x</b> ${stamp}` });
    const [item] = await itemsOf(tool);
    // The parser undoes the XML's escapes, as a reader does before rendering the description as HTML.
    expect(item!.description).toBe(`Name: ${tool.name} → &lt;b&gt;x&lt;/b&gt; ${stamp}`);
  });
});
