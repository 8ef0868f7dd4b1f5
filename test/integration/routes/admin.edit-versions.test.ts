// Two editors on one record: every editor form carries the version it was loaded from, and a save
// against a newer version writes nothing and answers 409 with the conflict (who changed it, the
// fields that differ on both sides, the editor's text kept in the form). On tool and post edit
// pages, the status changes are buttons of the editor form: they save its fields in the same
// transaction, or nothing when the form is stale.
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { BLANK_POST_VALUES } from "#app/lib/admin-blog-rules.ts";
import { slugify } from "#app/lib/slugify.ts";
import { ETF_TABLE_KEY } from "#app/server/etf/etf-quote-store.server.ts";
import { postAs, signInAdmin, type SignedIn } from "#test/support/accounts.ts";
import { categoryIdOf, insertTool, toolEditForm, uniqueSlug } from "#test/support/catalog-rows.ts";
import { inputValue, textareaValue, textOf } from "#test/support/form-html.ts";
import { get } from "#test/support/worker.ts";
import type postgres from "postgres";

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
let admin: SignedIn;
let other: SignedIn;
let mining: string;

beforeAll(async ({ sql }) => {
  [admin, other] = await Promise.all([signInAdmin("versions"), signInAdmin("other-editor")]);
  mining = await categoryIdOf(sql, "mining");
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE name LIKE ${`%${stamp}%`}`;
  await sql`DELETE FROM blog_posts WHERE title LIKE ${`%${stamp}%`}`;
});

/** The version the edit page's form carries. */
async function versionOn(path: string, user = admin): Promise<string> {
  const { html } = await get(path, { headers: { Cookie: user.cookie } });
  const version = inputValue(html, "version");
  expect(version, `the form at ${path} carries its version`).toMatch(/^\d+$/);
  return version!;
}

/** The conflict section's text, or null when the page shows none. */
function conflictOn(html: string): string | null {
  const start = html.indexOf('data-testid="edit-conflict"');
  return start === -1 ? null : textOf(html.slice(start, html.indexOf("</section>", start)));
}

/** The two sides the conflict shows for one field. */
function sidesOf(html: string, field: string) {
  const start = html.indexOf(`data-conflict-field="${field}"`);
  if (start === -1) return null;
  const block = html.slice(start, html.indexOf("</section>", start));
  const side = (name: string) => textOf(new RegExp(`data-side="${name}"[^>]*>([\\s\\S]*?)</pre>`).exec(block)![1]!);
  return { theirs: side("theirs"), yours: side("yours") };
}

/**
 * Loads the edit page in two tabs, saves `theirs` from the first, then `yours` from the second:
 * the second is refused with the conflict and nothing of it is written.
 */
async function expectStaleSaveRefused({
  path,
  form,
  field,
  theirs,
  yours,
  stored,
}: {
  path: string;
  form: (version: string, value: string) => Record<string, string>;
  field: string;
  theirs: string;
  yours: string;
  stored: () => Promise<string>;
}) {
  const loaded = await versionOn(path);
  const first = await postAs(other, path, form(loaded, theirs));
  expect(first.response.status, `the first save of ${path}`).toBe(302);
  const second = await postAs(admin, path, form(loaded, yours));
  expect(second.response.status).toBe(409);
  expect(await stored()).toBe(theirs);
  const conflict = conflictOn(second.html);
  expect(conflict).toContain("Someone else saved a newer version: nothing of yours was saved");
  expect(conflict).toContain(`by ${other.email}`);
  expect(sidesOf(second.html, field)).toEqual({ theirs, yours });
  expect(second.html).toContain(`href="${path}"`);
  // The form keeps the editor's text and now carries the current version, to save over it on purpose.
  const value = textareaValue(second.html, field) ?? inputValue(second.html, field);
  expect(value).toBe(yours);
  const current = await versionOn(path);
  expect(inputValue(second.html, "version")).toBe(current);
  const over = await postAs(admin, path, form(current, yours));
  expect(over.response.status).toBe(302);
  expect(await stored()).toBe(yours);
  expect(await versionOn(path)).toBe(String(Number(current) + 1));
}

const makeTool = (sql: postgres.Sql, base: string, status = "published") =>
  insertTool(sql, { name: `${base} ${stamp}`, slug: uniqueSlug(slugify(base)), categoryIds: [mining], status });

/**
 * The tool saved once through its editor form, so the form below is what the page holds, and that
 * form as one browser tab has it: its version and its fields' fingerprints as loaded.
 */
async function editorFormOf(tool: { id: string; name: string; slug: string }) {
  const path = `/admin/tools/${tool.id}`;
  const first = await postAs(admin, path, { ...toolEditForm(tool, mining), version: await versionOn(path) });
  expect(first.response.status).toBe(302);
  const { html } = await get(path, { headers: { Cookie: admin.cookie } });
  const loaded = { version: inputValue(html, "version")!, base: inputValue(html, "base")! };
  expect(loaded.base).toMatch(/^\{"name":"[0-9a-z]+"/);
  const form = (change: Record<string, string>) => ({ ...toolEditForm(tool, mining, change), ...loaded });
  return { path, form };
}

const toolRow = async (sql: postgres.Sql, id: string) =>
  (
    await sql<{ description: string; status: string; version: number }[]>`
    SELECT description, status, version FROM tools WHERE id = ${id}`
  )[0]!;

describe("tools", () => {
  it("a save from a stale form writes nothing and answers the conflict", async ({ sql }) => {
    const tool = await makeTool(sql, "Two Tabs");
    const path = `/admin/tools/${tool.id}`;
    await expectStaleSaveRefused({
      path,
      form: (version, description) => ({ ...toolEditForm(tool, mining, { description }), version }),
      field: "description",
      theirs: "Their description, saved first.",
      yours: "My description, saved second.",
      stored: async () => (await toolRow(sql, tool.id)).description,
    });
  });

  it("names the editor's own save from another tab as theirs", async ({ sql }) => {
    const tool = await makeTool(sql, "My Two Tabs");
    const path = `/admin/tools/${tool.id}`;
    const loaded = await versionOn(path);
    const form = (description: string) => ({ ...toolEditForm(tool, mining, { description }), version: loaded });
    expect((await postAs(admin, path, form("Saved in the first tab."))).response.status).toBe(302);
    const second = await postAs(admin, path, form("Saved in the second tab."));
    expect(second.response.status).toBe(409);
    const conflict = conflictOn(second.html);
    expect(conflict).toContain("by you, in another tab");
    expect(conflict).not.toContain(admin.email);
  });

  it("Publish now saves the form's edits and publishes them in one go", async ({ sql }) => {
    const tool = await makeTool(sql, "Publish With Edits", "draft");
    const path = `/admin/tools/${tool.id}`;
    const version = await versionOn(path);
    const description = "Edited just before publishing.";
    const { response } = await postAs(admin, path, {
      ...toolEditForm(tool, mining, { description }),
      intent: "publish",
      version,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${path}?notice=tool-published`);
    expect(await toolRow(sql, tool.id)).toMatchObject({ description, status: "published" });
    const page = await get(`/tool/${tool.slug}`);
    expect(page.response.status).toBe(200);
    expect(page.html).toContain(description);
  });

  it("a status change from a stale form writes nothing: neither the edits nor the status", async ({ sql }) => {
    const tool = await makeTool(sql, "Stale Publish", "draft");
    const path = `/admin/tools/${tool.id}`;
    const loaded = await versionOn(path);
    const saved = await postAs(other, path, {
      ...toolEditForm(tool, mining, { description: "Saved by the other editor." }),
      version: loaded,
    });
    expect(saved.response.status).toBe(302);
    for (const intent of ["publish", "archive", "schedule"]) {
      const { response, html } = await postAs(admin, path, {
        ...toolEditForm(tool, mining, { description: "Mine, stale." }),
        intent,
        publishAt: "2099-01-01T10:00",
        version: loaded,
      });
      expect(response.status, intent).toBe(409);
      expect(conflictOn(html)).toContain("Someone else saved a newer version");
      expect(sidesOf(html, "description")).toEqual({ theirs: "Saved by the other editor.", yours: "Mine, stale." });
      // Saving over it saves the fields only; the status change is asked for again, not replayed.
      expect(html).toMatch(/<button[^>]*name="intent" value="save"[^>]*>Save my version over it<\/button>/);
      expect(conflictOn(html)).toContain(`You had also asked to ${intent}: that was not done.`);
    }
    expect(await toolRow(sql, tool.id)).toMatchObject({ description: "Saved by the other editor.", status: "draft" });
  });

  it("a stale save keeps a colleague's change to a field the editor left alone, and says so", async ({ sql }) => {
    const tool = await makeTool(sql, "Merge Tabs");
    const { path, form } = await editorFormOf(tool);
    expect((await postAs(other, path, form({ description: "Their description, saved first." }))).response.status).toBe(
      302,
    );
    const mine = await postAs(admin, path, form({ features: "My feature, saved second" }));
    expect(mine.response.status).toBe(302);
    expect(mine.response.headers.get("Location")).toBe(`${path}?notice=saved-merged`);
    const row = (
      await sql<{ description: string; features: string }[]>`
      SELECT description, features FROM tools WHERE id = ${tool.id}`
    )[0]!;
    expect(row.description).toBe("Their description, saved first.");
    expect(row.features).toContain("My feature, saved second");
    const page = await get(`${path}?notice=saved-merged`, { headers: { Cookie: admin.cookie } });
    expect(textOf(page.html)).toContain("Saved with a newer change kept");
  });

  it("only a field both changed is a conflict; saving over it keeps the colleague's other change and not the action", async ({
    sql,
  }) => {
    const tool = await makeTool(sql, "Merge Conflict Tabs");
    const { path, form } = await editorFormOf(tool);
    const theirs = { description: "Their description.", features: "Their feature" };
    expect((await postAs(other, path, form(theirs))).response.status).toBe(302);
    const stale = await postAs(admin, path, form({ description: "My description.", intent: "unpublish" }));
    expect(stale.response.status).toBe(409);
    const conflict = conflictOn(stale.html)!;
    expect(sidesOf(stale.html, "description")).toEqual({ theirs: "Their description.", yours: "My description." });
    expect(sidesOf(stale.html, "features")).toBeNull();
    expect(conflict).toContain("Kept from the newer version, since you had not changed them: Key features.");
    expect(conflict).toContain("You had also asked to unpublish: that was not done.");
    // The form now holds their feature and my description, with the current version and its base.
    expect(textareaValue(stale.html, "features")).toBe("Their feature");
    expect(inputValue(stale.html, "description") ?? textareaValue(stale.html, "description")).toBe("My description.");
    const over = await postAs(admin, path, {
      ...toolEditForm(tool, mining, { description: "My description.", features: "Their feature" }),
      version: inputValue(stale.html, "version")!,
      base: inputValue(stale.html, "base")!,
    });
    expect(over.response.headers.get("Location")).toBe(`${path}?notice=tool-saved`);
    const row = (
      await sql<{ description: string; features: string; status: string }[]>`
      SELECT description, features, status FROM tools WHERE id = ${tool.id}`
    )[0]!;
    expect(row).toMatchObject({ description: "My description.", status: "published" });
    expect(row.features).toContain("Their feature");
  });

  it("the edit page's status buttons belong to the editor form", async ({ sql }) => {
    const tool = await makeTool(sql, "One Form", "draft");
    const { html } = await get(`/admin/tools/${tool.id}`, { headers: { Cookie: admin.cookie } });
    for (const intent of ["publish", "schedule", "archive"])
      expect(html).toMatch(new RegExp(`<button[^>]*form="tool-editor"[^>]*name="intent"[^>]*value="${intent}"`));
    expect(html).toMatch(/<input[^>]*name="publishAt"[^>]*form="tool-editor"/);
  });
});

/** A draft post made through the editor, and its editor form with the changes given. */
async function makePost(sql: postgres.Sql, base: string) {
  const title = `${base} ${stamp}`;
  const slug = uniqueSlug(slugify(base));
  const fields = { ...BLANK_POST_VALUES, intent: "save", title, slug, content: "The first **draft**." };
  const { response } = await postAs(admin, "/admin/blog/new", fields);
  expect(response.status).toBe(302);
  const [row] = await sql<{ id: string }[]>`SELECT id FROM blog_posts WHERE slug = ${slug}`;
  return { id: row!.id, slug, form: (change: Record<string, string>) => ({ ...fields, ...change }) };
}

const postRow = async (sql: postgres.Sql, id: string) =>
  (
    await sql<{ content_markdown: string; published: boolean }[]>`
    SELECT content_markdown, published FROM blog_posts WHERE id = ${id}`
  )[0]!;

describe("posts", () => {
  it("a save from a stale form writes nothing and answers the conflict", async ({ sql }) => {
    const post = await makePost(sql, "Two Tabs Post");
    await expectStaleSaveRefused({
      path: `/admin/blog/${post.id}`,
      form: (version, content) => post.form({ content, version }),
      field: "content",
      theirs: "Their paragraph.\n\nSaved first.",
      yours: "My paragraph, saved second.",
      stored: async () => (await postRow(sql, post.id)).content_markdown,
    });
  });

  it("a stale save keeps a colleague's change to a field the editor left alone", async ({ sql }) => {
    const post = await makePost(sql, "Merge Tabs Post");
    const path = `/admin/blog/${post.id}`;
    const { html } = await get(path, { headers: { Cookie: admin.cookie } });
    const loaded = { version: inputValue(html, "version")!, base: inputValue(html, "base")! };
    const theirs = await postAs(other, path, post.form({ content: "Their paragraph.", ...loaded }));
    expect(theirs.response.status).toBe(302);
    const mine = await postAs(admin, path, post.form({ excerpt: "My excerpt.", ...loaded }));
    expect(mine.response.headers.get("Location")).toBe(`${path}?notice=saved-merged`);
    const [row] = await sql<{ content_markdown: string; excerpt: string }[]>`
      SELECT content_markdown, excerpt FROM blog_posts WHERE id = ${post.id}`;
    expect(row).toEqual({ content_markdown: "Their paragraph.", excerpt: "My excerpt." });
  });

  it("Publish now saves the form's edits and publishes them in one go; a stale one writes nothing", async ({ sql }) => {
    const post = await makePost(sql, "Publish Post With Edits");
    const path = `/admin/blog/${post.id}`;
    const loaded = await versionOn(path);
    const content = "Edited just before publishing, and *live* at once.";
    const published = await postAs(admin, path, post.form({ content, intent: "publish", version: loaded }));
    expect(published.response.headers.get("Location")).toBe(`${path}?notice=post-published`);
    expect(await postRow(sql, post.id)).toEqual({ content_markdown: content, published: true });
    expect((await get(`/blog/${post.slug}`)).html).toContain(
      "Edited just before publishing, and <em>live</em> at once.",
    );

    const stale = await postAs(
      admin,
      path,
      post.form({ content: "Stale text.", intent: "unpublish", version: loaded }),
    );
    expect(stale.response.status).toBe(409);
    expect(sidesOf(stale.html, "content")).toEqual({ theirs: content, yours: "Stale text." });
    expect(await postRow(sql, post.id)).toEqual({ content_markdown: content, published: true });
  });
});

describe("glossary terms", () => {
  it("a save from a stale form writes nothing and answers the conflict", async ({ sql }) => {
    const term = `Kx Versioned ${stamp}`;
    const slug = uniqueSlug("kx-versioned");
    const created = await postAs(admin, "/admin/glossary/new", { term, slug, definition: "The first definition." });
    expect(created.response.status).toBe(302);
    const [row] = await sql<{ id: string }[]>`SELECT id FROM glossary_terms WHERE slug = ${slug}`;
    try {
      await expectStaleSaveRefused({
        path: `/admin/glossary/${row!.id}`,
        form: (version, definition) => ({ intent: "save", term, slug, definition, version }),
        field: "definition",
        theirs: "Their definition, saved first.",
        yours: "My definition, saved second.",
        stored: async () =>
          (await sql<{ definition: string }[]>`SELECT definition FROM glossary_terms WHERE id = ${row!.id}`)[0]!
            .definition,
      });
    } finally {
      await sql`DELETE FROM glossary_terms WHERE id = ${row!.id}`;
    }
  });
});

describe("learning resources", () => {
  it("a save from a stale form writes nothing and answers the conflict", async ({ sql }) => {
    const url = `https://learn.example.org/${uniqueSlug("versioned")}`;
    const [row] = await sql<{ id: string }[]>`INSERT INTO learning_resources (title, url, kind, description)
      VALUES (${`Versioned ${stamp}`}, ${url}, 'book', 'The first description.') RETURNING id`;
    try {
      await expectStaleSaveRefused({
        path: `/admin/learning/${row!.id}`,
        form: (version, description) => ({
          intent: "save",
          title: `Versioned ${stamp}`,
          url,
          kind: "book",
          author: "",
          description,
          version,
        }),
        field: "description",
        theirs: "Their description, saved first.",
        yours: "My description, saved second.",
        stored: async () =>
          (await sql<{ description: string }[]>`SELECT description FROM learning_resources WHERE id = ${row!.id}`)[0]!
            .description,
      });
    } finally {
      await sql`DELETE FROM learning_resources WHERE id = ${row!.id}`;
    }
  });
});

describe("categories", () => {
  it("a save from a stale form writes nothing and answers the conflict", async ({ sql }) => {
    const name = `Versioned Category ${stamp}`;
    const slug = uniqueSlug("versioned-category");
    const [row] = await sql<{ id: string }[]>`INSERT INTO categories (name, slug, description)
      VALUES (${name}, ${slug}, 'The first description.') RETURNING id`;
    try {
      await expectStaleSaveRefused({
        path: `/admin/categories/${row!.id}`,
        form: (version, description) => ({ intent: "save", name, slug, description, version }),
        field: "description",
        theirs: "Their description, saved first.",
        yours: "My description, saved second.",
        stored: async () =>
          (await sql<{ description: string }[]>`SELECT description FROM categories WHERE id = ${row!.id}`)[0]!
            .description,
      });
    } finally {
      await sql`DELETE FROM categories WHERE id = ${row!.id}`;
    }
  });
});

const tagName = async (sql: postgres.Sql, id: string) =>
  (await sql<{ name: string }[]>`SELECT name FROM tags WHERE id = ${id}`)[0]?.name;

describe("tags", () => {
  it("a rename from a stale form writes nothing and answers the conflict", async ({ sql }) => {
    const [row] = await sql<{ id: string }[]>`INSERT INTO tags (name) VALUES (${`versioned-${stamp}`}) RETURNING id`;
    try {
      await expectStaleSaveRefused({
        path: `/admin/tags/${row!.id}`,
        form: (version, name) => ({ intent: "rename", name, version }),
        field: "name",
        theirs: `theirs-${stamp}`,
        yours: `mine-${stamp}`,
        stored: async () => (await tagName(sql, row!.id))!,
      });
    } finally {
      await sql`DELETE FROM tags WHERE id = ${row!.id}`;
    }
  });

  it("a merge into a tag makes a rename form loaded before it stale", async ({ sql }) => {
    const [kept, merged] = await sql<{ id: string }[]>`INSERT INTO tags (name)
      VALUES (${`kept-${stamp}`}), (${`merged-${stamp}`}) RETURNING id`;
    try {
      const path = `/admin/tags/${kept!.id}`;
      const loaded = await versionOn(path);
      const merge = await postAs(other, `/admin/tags/${merged!.id}`, {
        intent: "merge",
        into: `kept-${stamp}`,
        confirm: "merge",
      });
      expect(merge.response.status).toBe(302);
      const stale = await postAs(admin, path, { intent: "rename", name: `renamed-${stamp}`, version: loaded });
      expect(stale.response.status).toBe(409);
      expect(conflictOn(stale.html)).toContain(`merged by ${other.email}`);
      expect(inputValue(stale.html, "name")).toBe(`renamed-${stamp}`);
      expect(await tagName(sql, kept!.id)).toBe(`kept-${stamp}`);
    } finally {
      await sql`DELETE FROM tags WHERE id IN (${kept!.id}, ${merged!.id})`;
    }
  });
});

describe("blog categories", () => {
  it("a save from a stale form writes nothing and answers the conflict", async ({ sql }) => {
    const slug = uniqueSlug("versioned-blog-category");
    const [row] = await sql<{ id: string }[]>`INSERT INTO blog_categories (name, slug)
      VALUES (${`Versioned ${stamp}`}, ${slug}) RETURNING id`;
    try {
      await expectStaleSaveRefused({
        path: `/admin/blog/categories/${row!.id}`,
        form: (version, name) => ({ intent: "save", name, slug, version }),
        field: "name",
        theirs: `Their name ${stamp}`,
        yours: `My name ${stamp}`,
        stored: async () =>
          (await sql<{ name: string }[]>`SELECT name FROM blog_categories WHERE id = ${row!.id}`)[0]!.name,
      });
    } finally {
      await sql`DELETE FROM blog_categories WHERE id = ${row!.id}`;
    }
  });
});

describe("ETFs", () => {
  /** A fund the other ETF tests only edit in their own file; its notes are put back. */
  const ticker = "BRRR";
  const notesOf = async (sql: postgres.Sql) =>
    (await sql<{ notes: string }[]>`SELECT notes FROM etfs WHERE ticker = ${ticker}`)[0]!.notes;

  it("a save from a stale form writes nothing and answers the conflict", async ({ sql }) => {
    const [fund] = await sql<Record<string, string>[]>`SELECT name, asset_manager, aum_amount::text, aum_unit,
      expense_ratio::text, type, exchange, to_char(first_trading_day, 'YYYY-MM-DD') AS first_trading_day, notes,
      to_char(aum_as_of, 'YYYY-MM-DD') AS aum_as_of, aum_source_url,
      to_char(expense_ratio_as_of, 'YYYY-MM-DD') AS expense_ratio_as_of, expense_ratio_source_url
      FROM etfs WHERE ticker = ${ticker}`;
    try {
      await expectStaleSaveRefused({
        path: `/admin/etfs/${ticker}`,
        form: (version, notes) => ({
          name: fund!.name!,
          assetManager: fund!.asset_manager!,
          aumAmount: fund!.aum_amount ?? "",
          aumUnit: fund!.aum_unit ?? "million",
          expenseRatio: fund!.expense_ratio ?? "",
          type: fund!.type!,
          exchange: fund!.exchange!,
          firstTradingDay: fund!.first_trading_day!,
          aumAsOf: fund!.aum_as_of ?? "",
          aumSourceUrl: fund!.aum_source_url ?? "",
          expenseRatioAsOf: fund!.expense_ratio_as_of ?? "",
          expenseRatioSourceUrl: fund!.expense_ratio_source_url ?? "",
          notes,
          version,
        }),
        field: "notes",
        theirs: "Their notes, saved first.",
        yours: "My notes, saved second.",
        stored: () => notesOf(sql),
      });
    } finally {
      await sql`UPDATE etfs SET notes = ${fund!.notes!} WHERE ticker = ${ticker}`;
      await env.CACHE.delete(ETF_TABLE_KEY);
    }
  });

  it("a save of the figures' date and source from a stale form writes nothing and answers the conflict", async ({
    sql,
  }) => {
    const [figures] = await sql<{ as_of: string; source_url: string | null }[]>`
      SELECT to_char(as_of, 'YYYY-MM-DD') AS as_of, source_url FROM etf_figures`;
    const sourceOf = async () =>
      (await sql<{ source_url: string }[]>`SELECT source_url FROM etf_figures`)[0]!.source_url;
    try {
      await expectStaleSaveRefused({
        path: "/admin/etfs",
        form: (version, sourceUrl) => ({ intent: "figures", asOf: figures!.as_of, sourceUrl, version }),
        field: "sourceUrl",
        theirs: `https://their-source.example.com/${stamp}`,
        yours: `https://my-source.example.com/${stamp}`,
        stored: sourceOf,
      });
    } finally {
      await sql`UPDATE etf_figures SET as_of = ${figures!.as_of}, source_url = ${figures!.source_url}`;
      await env.CACHE.delete(ETF_TABLE_KEY);
    }
  });
});
