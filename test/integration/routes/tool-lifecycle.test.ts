// A tool's lifecycle: an editor marks it discontinued (with a date, a source and a successor) in
// the versioned tool editor; bad input is refused with field messages and the text kept. The
// tool keeps its page with a banner naming the date, the source and the successor; it leaves the
// home list, its category, its tag and the search until a visitor asks for every tool; and the
// change reads in words on /changes and in /changes.xml.
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { postAs, type SignedIn } from "#test/support/accounts.ts";
import { insertCategory, insertTool, toolEditForm, uniqueSlug } from "#test/support/catalog-rows.ts";
import { fieldError, inputValue, selectedOption, textOf } from "#test/support/form-html.ts";
import { get, toolSlugs } from "#test/support/worker.ts";
import type postgres from "postgres";

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const SOURCE = "https://example.org/blog/farewell";
let category: Awaited<ReturnType<typeof insertCategory>>;

type TestTool = Awaited<ReturnType<typeof insertTool>>;

const makeTool = (sql: postgres.Sql, base: string, tagNames: string[] = []) =>
  insertTool(sql, {
    name: `${base} ${stamp}`,
    slug: uniqueSlug("lifecycle"),
    categoryIds: [category.id],
    tagNames,
  });

/** A category of its own for a list's test, which the other tests' tools stay out of. */
const ownCategory = (sql: postgres.Sql) => insertCategory(sql, `Lifecycle list ${stamp}`);

const versionOf = async (sql: postgres.Sql, tool: TestTool) =>
  (await sql<{ version: number }[]>`SELECT version FROM tools WHERE id = ${tool.id}`)[0]!.version;

/** Saves the editor's form for the tool, as loaded now, with the changes given. */
async function save(
  sql: postgres.Sql,
  admin: SignedIn,
  tool: TestTool,
  change: Record<string, string>,
  version?: number,
) {
  return postAs(admin, `/admin/tools/${tool.id}`, {
    ...toolEditForm(tool, category.id, change),
    version: String(version ?? (await versionOf(sql, tool))),
  });
}

const discontinue = (successor: TestTool | null, date = "2024-03-05") => ({
  lifecycle: "discontinued",
  lifecycleDate: date,
  lifecycleSourceUrl: SOURCE,
  successorSlug: successor?.slug ?? "",
});

/** The tool page's lifecycle banner as text ("" when it has none). */
async function bannerOf(tool: TestTool) {
  const { response, html } = await get(`/tool/${tool.slug}`);
  expect(response.status).toBe(200);
  const start = html.indexOf('aria-labelledby="lifecycle-heading"');
  if (start < 0) return { text: "", html: "" };
  const section = html.slice(start, html.indexOf("</section>", start));
  return { text: textOf(section), html: section };
}

beforeAll(async ({ sql }) => {
  category = await insertCategory(sql, `Lifecycle ${stamp}`);
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE name LIKE ${`%${stamp}%`}`;
  await sql`DELETE FROM categories WHERE name LIKE ${`%${stamp}%`}`;
});

describe("the editor's Lifecycle section", () => {
  it("saves a discontinued tool with its date, source and successor, in the history and a revision", async ({
    sql,
    admin,
  }) => {
    const [tool, successor] = await Promise.all([makeTool(sql, "Old Wallet"), makeTool(sql, "New Wallet")]);
    const { response } = await save(sql, admin, tool, discontinue(successor));
    expect(response.status).toBe(302);
    const [row] = await sql`SELECT lifecycle, lifecycle_date::text AS date, lifecycle_source_url AS source,
      successor_tool_id AS successor, version FROM tools WHERE id = ${tool.id}`;
    expect(row).toMatchObject({
      lifecycle: "discontinued",
      date: "2024-03-05",
      source: SOURCE,
      successor: successor.id,
    });

    const [entry] = await sql<{ after: Record<string, unknown> }[]>`
      SELECT after FROM audit_log WHERE entity_id = ${tool.id} AND action = 'updated' ORDER BY created_at DESC LIMIT 1`;
    expect(entry!.after).toMatchObject({
      lifecycle: "discontinued",
      lifecycleDate: "2024-03-05",
      successorName: successor.name,
    });
    const [revision] = await sql<{ fields: Record<string, string> }[]>`
      SELECT fields FROM revisions WHERE tool_id = ${tool.id} ORDER BY created_at DESC LIMIT 1`;
    expect(revision!.fields).toMatchObject({ lifecycle: "discontinued", successorSlug: successor.slug });

    const { html } = await get(`/admin/tools/${tool.id}`, { headers: { Cookie: admin.cookie } });
    expect(selectedOption(html, "lifecycle")).toBe("discontinued");
    expect(inputValue(html, "lifecycleDate")).toBe("2024-03-05");
    expect(inputValue(html, "successorSlug")).toBe(successor.slug);
  });

  it("refuses a missing date and source, a date far ahead, and itself or an unpublished tool as successor, keeping the text", async ({
    sql,
    admin,
  }) => {
    const [tool, draft] = await Promise.all([makeTool(sql, "Refused Wallet"), makeTool(sql, "Draft Wallet")]);
    await sql`UPDATE tools SET status = 'draft' WHERE id = ${draft.id}`;
    const missing = await save(sql, admin, tool, { lifecycle: "shut_down", description: `Kept text ${stamp}` });
    expect(missing.response.status).toBe(400);
    expect(fieldError(missing.html, "lifecycleDate")).toBeNull();
    expect(fieldError(missing.html, "lifecycleSourceUrl")).toBe("Enter the address of the source that says so.");
    expect(missing.html).toContain(`Kept text ${stamp}`);
    expect(selectedOption(missing.html, "lifecycle")).toBe("shut_down");

    const farAhead = new Date(Date.now() + 3 * 365 * 86_400_000).toISOString().slice(0, 10);
    const ahead = await save(sql, admin, tool, discontinue(null, farAhead));
    expect(ahead.response.status).toBe(400);
    expect(fieldError(ahead.html, "lifecycleDate")).toBe(
      "The date is more than a year ahead: enter the date the source gives.",
    );

    const itself = await save(sql, admin, tool, discontinue(tool));
    expect(itself.response.status).toBe(400);
    expect(fieldError(itself.html, "successorSlug")).toBe("A tool cannot be its own successor.");

    const unpublished = await save(sql, admin, tool, discontinue(draft));
    expect(unpublished.response.status).toBe(400);
    expect(fieldError(unpublished.html, "successorSlug")).toBe("The successor must be a published tool.");
    expect(inputValue(unpublished.html, "successorSlug")).toBe(draft.slug);

    const unknown = await save(sql, admin, tool, discontinue({ ...draft, slug: `no-such-tool-${stamp}` }));
    expect(fieldError(unknown.html, "successorSlug")).toBe("No tool has this slug.");

    const [row] = await sql`SELECT lifecycle FROM tools WHERE id = ${tool.id}`;
    expect(row!.lifecycle).toBe("active");
  });

  it("refuses a successor whose own line of successors leads back to the tool: no circles", async ({ sql, admin }) => {
    const [first, second, third] = await Promise.all([
      makeTool(sql, "Circle One"),
      makeTool(sql, "Circle Two"),
      makeTool(sql, "Circle Three"),
    ]);
    expect((await save(sql, admin, first, discontinue(second))).response.status).toBe(302);
    expect((await save(sql, admin, second, discontinue(third))).response.status).toBe(302);
    // Third -> first would close first -> second -> third -> first; second -> first, a pair.
    for (const [tool, successor] of [
      [third, first],
      [second, first],
    ] as const) {
      const refused = await save(sql, admin, tool, discontinue(successor));
      expect(refused.response.status).toBe(400);
      expect(fieldError(refused.html, "successorSlug")).toBe(
        `${successor.name} already has this tool as its successor, or further down its line: successors cannot go round in a circle.`,
      );
      expect(inputValue(refused.html, "successorSlug")).toBe(successor.slug);
    }
    const [row] = await sql`SELECT successor_tool_id FROM tools WHERE id = ${third.id}`;
    expect(row!.successor_tool_id).toBeNull();
  });

  it("keeps the lifecycle when a revision from before it existed is restored", async ({ sql, admin }) => {
    const tool = await makeTool(sql, "Restored Wallet");
    await save(sql, admin, tool, { description: "The description to restore." });
    await save(sql, admin, tool, { ...discontinue(null), description: "A newer description." });
    // A revision as the editor recorded it before tools had a lifecycle: without those fields.
    const [old] = await sql<{ id: string }[]>`
      INSERT INTO revisions (tool_id, kind, actor_email, fields)
      SELECT tool_id, 'save', actor_email,
        fields - 'lifecycle' - 'lifecycleDate' - 'lifecycleSourceUrl' - 'successorSlug'
          || jsonb_build_object('description', 'The description to restore.')
      FROM revisions WHERE tool_id = ${tool.id} ORDER BY created_at DESC LIMIT 1
      RETURNING id`;
    const restored = await postAs(admin, `/admin/tools/${tool.id}/revisions/${old!.id}`, { intent: "restore" });
    expect(restored.response.status).toBe(302);
    const [row] = await sql`SELECT description, lifecycle FROM tools WHERE id = ${tool.id}`;
    expect(row).toMatchObject({ description: "The description to restore.", lifecycle: "discontinued" });
  });

  it("refuses a stale form: nothing is written and the conflict is shown", async ({ sql, admin }) => {
    const tool = await makeTool(sql, "Stale Wallet");
    const loaded = await versionOf(sql, tool);
    expect(
      (await save(sql, admin, tool, { description: "Saved first by someone else." }, loaded)).response.status,
    ).toBe(302);
    const stale = await save(sql, admin, tool, discontinue(null), loaded);
    expect(stale.response.status).toBe(409);
    const [row] = await sql`SELECT lifecycle FROM tools WHERE id = ${tool.id}`;
    expect(row!.lifecycle).toBe("active");
  });
});

describe("a tool that is not active", () => {
  it("keeps its page with a banner naming the date, the source and the successor", async ({ sql, admin }) => {
    const [tool, successor] = await Promise.all([makeTool(sql, "Banner Wallet"), makeTool(sql, "Banner Successor")]);
    expect((await bannerOf(tool)).text).toBe("");
    await save(sql, admin, tool, discontinue(successor));
    const banner = await bannerOf(tool);
    expect(banner.text).toContain("Discontinued on March 5, 2024");
    expect(banner.text).toContain(`Successor: ${successor.name}`);
    expect(banner.html).toContain(`href="${SOURCE}"`);
    expect(banner.html).toContain(`href="/tool/${successor.slug}"`);

    await save(sql, admin, tool, { lifecycle: "maintenance", lifecycleDate: "2025-01-31", lifecycleSourceUrl: SOURCE });
    expect((await bannerOf(tool)).text).toContain("Maintenance only since January 31, 2025");
  });

  it("leaves the home list, its category, its tag and the search until a visitor asks for every tool", async ({
    sql,
    admin,
  }) => {
    const tag = `lifecycle-${stamp}`;
    const [ended, usable] = await Promise.all([
      makeTool(sql, "Ended Wallet", [tag]),
      makeTool(sql, "Usable Wallet", [tag]),
    ]);
    const own = await ownCategory(sql);
    await save(sql, admin, ended, { ...discontinue(null), tags: tag, category1: own.id });
    await save(sql, admin, usable, {
      category1: own.id,
      lifecycle: "sales_ended",
      lifecycleDate: "2025-06-01",
      lifecycleSourceUrl: SOURCE,
      tags: tag,
    });

    const listed = async (path: string) => {
      const { response, html } = await get(path);
      expect(response.status, path).toBe(200);
      return { slugs: toolSlugs(html), html };
    };
    const home = await listed(`/?category=${own.slug}`);
    expect(home.slugs).toContain(usable.slug);
    expect(home.slugs).not.toContain(ended.slug);
    expect(home.html).toContain("Sales ended");
    expect((await listed(`/?category=${own.slug}&lifecycle=all`)).slugs).toEqual(
      expect.arrayContaining([ended.slug, usable.slug]),
    );
    expect((await listed(`/category/${own.slug}`)).slugs).toEqual([usable.slug]);
    expect((await listed(`/tag/${tag}`)).slugs).toEqual([usable.slug]);
    expect((await listed(`/search?q=${encodeURIComponent(`Wallet ${stamp}`)}`)).slugs).not.toContain(ended.slug);
    expect((await listed(`/?q=${encodeURIComponent(`Ended Wallet ${stamp}`)}&lifecycle=all`)).slugs).toContain(
      ended.slug,
    );
    const openData = async (query: string) => {
      const { response, html } = await get(`/api/v1/tools?category=${own.slug}${query}`, {
        headers: { "CF-Connecting-IP": "198.51.100.77" },
      });
      expect(response.status).toBe(200);
      return (JSON.parse(html) as { tools: Record<string, unknown>[] }).tools;
    };
    expect((await openData("")).map((tool) => tool.slug)).toEqual([usable.slug]);
    expect(await openData("&lifecycle=all")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          slug: ended.slug,
          lifecycle: "discontinued",
          lifecycle_date: "2024-03-05",
          lifecycle_source: SOURCE,
          successor: null,
        }),
      ]),
    );
    const [counted] = await sql`SELECT tool_count FROM categories WHERE id = ${own.id}`;
    expect(counted!.tool_count).toBe(1);
    expect((await get("/?lifecycle=some")).response.status).toBe(400);
  });

  it("reads as a change on /changes and in /changes.xml", async ({ sql, admin }) => {
    const [tool, successor] = await Promise.all([
      makeTool(sql, "Changelog Wallet"),
      makeTool(sql, "Changelog Successor"),
    ]);
    await save(sql, admin, tool, discontinue(successor));
    const { html } = await get("/changes");
    const at = html.indexOf(tool.name);
    expect(at).toBeGreaterThan(-1);
    const entry = textOf(html.slice(at, html.indexOf("</li></ul>", at)));
    expect(entry).toContain("Discontinued on March 5, 2024");
    expect(entry).toContain(`Successor: ${successor.name}`);
    const feed = (await get("/changes.xml")).html;
    expect(feed).toContain(`<title>${tool.name}: Discontinued on March 5, 2024; Successor: ${successor.name}</title>`);
  });
});
