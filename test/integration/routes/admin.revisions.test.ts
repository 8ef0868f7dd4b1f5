// Revisions: each save of a post, tool or glossary term keeps its fields whole (Markdown byte for
// byte), the edit page lists them, a revision reads as a line diff against the current version,
// and a restore writes it back through the save (a new revision and an audit entry). A post's
// autosave keeps the editor's draft without touching the post. Every route is admin-only and
// CSRF-checked.
import { afterAll, describe, expect, it } from "#test/support/fixtures.ts";
import { BLANK_POST_VALUES } from "#app/lib/admin-blog-rules.ts";
import { postAs, type SignedIn } from "#test/support/accounts.ts";
import { expectHiddenFromNonAdmins } from "#test/support/admin-only.ts";
import { auditRowsOf, insertCategory, insertTool, toolEditForm, uniqueSlug } from "#test/support/catalog-rows.ts";
import { textareaValue, textOf } from "#test/support/form-html.ts";
import { get, post } from "#test/support/worker.ts";
import type postgres from "postgres";

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

afterAll(async ({ sql }) => {
  await sql`DELETE FROM blog_posts WHERE title LIKE ${`%${stamp}%`}`;
  await sql`DELETE FROM glossary_terms WHERE term LIKE ${`%${stamp}%`}`;
});

/** Markdown that a careless copy would break: hard breaks (two trailing spaces), indented code, blank lines. */
const FIRST_MARKDOWN =
  "## Keys\n\nFirst line with a hard break  \nsecond line of the same paragraph.\n\n    indented code\n\tand a tab\n\n\n- one\n- two";
const SECOND_MARKDOWN = "## Keys\n\nEverything was rewritten.\n\n- three";

async function makePost(sql: postgres.Sql) {
  const title = `Revised Post ${stamp} ${Math.floor(Math.random() * 1e6)}`;
  const slug = uniqueSlug("revised-post");
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO blog_posts (title, slug, content, excerpt, published, published_at)
    VALUES (${title}, ${slug}, '<p>Seeded body.</p>', 'An excerpt.', true, now()) RETURNING id`;
  return { id: row!.id, title, slug };
}

const savePost = (admin: SignedIn, p: { id: string; title: string; slug: string }, content: string) =>
  postAs(admin, `/admin/blog/${p.id}`, {
    ...BLANK_POST_VALUES,
    intent: "save",
    title: p.title,
    slug: p.slug,
    excerpt: "An excerpt.",
    content,
  });

interface RevisionRow {
  id: string;
  kind: string;
  actor_email: string | null;
  fields: Record<string, string>;
  changed_fields: string[];
  restored_from: string | null;
}

const revisionsOf = (sql: postgres.Sql, column: "post_id" | "tool_id" | "glossary_term_id", id: string) =>
  sql<RevisionRow[]>`
    SELECT id, kind, actor_email, fields, to_json(changed_fields) AS changed_fields, restored_from FROM revisions
    WHERE ${sql(column)} = ${id} ORDER BY created_at, id`;

const markdownOf = async (sql: postgres.Sql, id: string) =>
  (await sql<{ content_markdown: string }[]>`SELECT content_markdown FROM blog_posts WHERE id = ${id}`)[0]!
    .content_markdown;

describe("a post's revisions", () => {
  it("keeps each save's Markdown exactly as written, with the seeded text as the base", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const p = await makePost(sql);
    expect(textOf((await asAdmin(`/admin/blog/${p.id}`)).html)).toContain("No revisions yet");
    expect((await savePost(admin, p, FIRST_MARKDOWN)).response.status).toBe(302);
    const rows = await revisionsOf(sql, "post_id", p.id);
    expect(rows.map((row) => row.kind)).toEqual(["base", "save"]);
    expect(rows[0]!.fields.content).toBe("<p>Seeded body.</p>");
    expect(rows[1]!.fields.content).toBe(FIRST_MARKDOWN);
    expect(rows[1]!.actor_email).toBe(admin.email);
    expect(rows[1]!.changed_fields).toEqual(["content"]);
    // A save that changes nothing keeps no revision.
    await savePost(admin, p, FIRST_MARKDOWN);
    expect(await revisionsOf(sql, "post_id", p.id)).toHaveLength(2);

    const page = textOf((await asAdmin(`/admin/blog/${p.id}`)).html);
    expect(page).toContain("Revisions");
    expect(page).toContain(admin.email);
    expect(page).toContain("Changed: Content");
  });

  it("shows a revision as a line diff against the current version and restores it byte for byte", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const p = await makePost(sql);
    await savePost(admin, p, FIRST_MARKDOWN);
    await savePost(admin, p, SECOND_MARKDOWN);
    const [, first] = await revisionsOf(sql, "post_id", p.id);
    const revisionPath = `/admin/blog/${p.id}/revisions/${first!.id}`;

    const diff = await asAdmin(revisionPath);
    expect(diff.response.status).toBe(200);
    const text = textOf(diff.html);
    expect(text).toContain("Content");
    expect(text).toMatch(/Only in this revision:\s*First line with a hard break/);
    expect(text).toMatch(/Only in the current version:\s*Everything was rewritten\./);

    const restored = await postAs(admin, revisionPath, { intent: "restore" });
    expect(restored.response.status).toBe(302);
    expect(restored.response.headers.get("Location")).toBe(`/admin/blog/${p.id}?notice=revision-restored`);
    expect(await markdownOf(sql, p.id)).toBe(FIRST_MARKDOWN);
    const rows = await revisionsOf(sql, "post_id", p.id);
    const last = rows.at(-1)!;
    expect(last.kind).toBe("restore");
    expect(last.restored_from).toBe(first!.id);
    expect(last.fields.content).toBe(FIRST_MARKDOWN);
    // One history row: the restore, with what it changed.
    const audit = await auditRowsOf(sql, p.id);
    const saves = audit.length - 1;
    expect(audit.at(-1)!.action).toMatch(
      /^restored revision from [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC$/,
    );
    expect(audit.at(-1)!.after).toMatchObject({ content: FIRST_MARKDOWN });
    expect(audit.at(-2)!.after).toMatchObject({ content: SECOND_MARKDOWN });
    expect(saves).toBe(audit.filter((row) => row.action === "updated").length);
    // Restoring it again would change nothing: it is refused, and writes no row.
    expect((await postAs(admin, revisionPath, { intent: "restore" })).response.status).toBe(409);
    expect(await auditRowsOf(sql, p.id)).toHaveLength(audit.length);

    const editor = await asAdmin(`/admin/blog/${p.id}`);
    expect(textareaValue(editor.html, "content")).toBe(FIRST_MARKDOWN);
    const live = await get(`/blog/${p.slug}`);
    expect(live.html).toContain("First line with a hard break<br />");
    expect(live.html).toContain("<pre><code>indented code");
  });

  it("refuses to restore a revision that is already the current version", async ({ sql, admin }) => {
    const p = await makePost(sql);
    await savePost(admin, p, FIRST_MARKDOWN);
    const latest = (await revisionsOf(sql, "post_id", p.id)).at(-1)!;
    const refused = await postAs(admin, `/admin/blog/${p.id}/revisions/${latest.id}`, { intent: "restore" });
    expect(refused.response.status).toBe(409);
    expect(textOf(refused.html)).toContain("This revision is the current version: there is nothing to restore.");
    expect(await revisionsOf(sql, "post_id", p.id)).toHaveLength(2);
  });

  it("is the site's 404 to non-admins, and refuses a missing CSRF token", async ({ sql, admin, reader, asAdmin }) => {
    const p = await makePost(sql);
    await savePost(admin, p, FIRST_MARKDOWN);
    await savePost(admin, p, SECOND_MARKDOWN);
    const [, first] = await revisionsOf(sql, "post_id", p.id);
    const revisionPath = `/admin/blog/${p.id}/revisions/${first!.id}`;
    await expectHiddenFromNonAdmins(reader, revisionPath, { intent: "restore" });
    const forged = await post(revisionPath, { intent: "restore" }, { headers: { Cookie: admin.cookie } });
    expect(forged.response.status).toBe(403);
    expect(await markdownOf(sql, p.id)).toBe(SECOND_MARKDOWN);
    // Another entity's revision is not this one's.
    const other = await makePost(sql);
    expect((await asAdmin(`/admin/blog/${other.id}/revisions/${first!.id}`)).response.status).toBe(404);
  });
});

describe("a post's autosave", () => {
  const DRAFT = "## Draft\n\nTyped but never saved  \nby the editor.";

  it("keeps the editor's draft as a revision without touching the post, one per editor, until they save", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const p = await makePost(sql);
    await savePost(admin, p, FIRST_MARKDOWN);
    const [before] = await sql<{ updated_at: Date; content: string }[]>`
      SELECT updated_at, content FROM blog_posts WHERE id = ${p.id}`;
    const fields = { ...BLANK_POST_VALUES, title: p.title, slug: p.slug, excerpt: "An excerpt.", content: DRAFT };
    const first = await postAs(admin, `/admin/blog/${p.id}/autosave`, fields);
    expect(first.response.status).toBe(200);
    expect(JSON.parse(first.html)).toMatchObject({ ok: true });
    const second = await postAs(admin, `/admin/blog/${p.id}/autosave`, { ...fields, content: `${DRAFT}\nMore.` });
    expect(second.response.status).toBe(200);

    const [after] = await sql<{ updated_at: Date; content: string }[]>`
      SELECT updated_at, content FROM blog_posts WHERE id = ${p.id}`;
    expect(after).toEqual(before);
    expect(await markdownOf(sql, p.id)).toBe(FIRST_MARKDOWN);
    const autosaves = (await revisionsOf(sql, "post_id", p.id)).filter((row) => row.kind === "autosave");
    expect(autosaves).toHaveLength(1);
    expect(autosaves[0]!.fields.content).toBe(`${DRAFT}\nMore.`);

    const editor = textOf((await asAdmin(`/admin/blog/${p.id}`)).html);
    expect(editor).toMatch(/An autosaved draft from .+ UTC is newer than the last save\./);

    await savePost(admin, p, SECOND_MARKDOWN);
    expect((await revisionsOf(sql, "post_id", p.id)).filter((row) => row.kind === "autosave")).toHaveLength(0);
    expect(textOf((await asAdmin(`/admin/blog/${p.id}`)).html)).not.toContain("An autosaved draft");
  });

  it("discards the draft when the editor says so", async ({ sql, admin }) => {
    const p = await makePost(sql);
    await postAs(admin, `/admin/blog/${p.id}/autosave`, { ...BLANK_POST_VALUES, title: p.title, content: DRAFT });
    const discarded = await postAs(admin, `/admin/blog/${p.id}/autosave`, { intent: "discard" });
    expect(discarded.response.status).toBe(302);
    expect((await revisionsOf(sql, "post_id", p.id)).filter((row) => row.kind === "autosave")).toHaveLength(0);
  });

  it("is the site's 404 to non-admins, refuses a missing CSRF token, and refuses a draft over the size limit", async ({
    sql,
    admin,
    reader,
  }) => {
    const p = await makePost(sql);
    const fields = { ...BLANK_POST_VALUES, title: p.title, content: DRAFT };
    await expectHiddenFromNonAdmins(reader, `/admin/blog/${p.id}/autosave`, fields);
    expect(
      (await post(`/admin/blog/${p.id}/autosave`, fields, { headers: { Cookie: admin.cookie } })).response.status,
    ).toBe(403);
    const tooLong = await postAs(admin, `/admin/blog/${p.id}/autosave`, { ...fields, content: "x".repeat(300_001) });
    expect([413, 400]).toContain(tooLong.response.status);
    expect(await revisionsOf(sql, "post_id", p.id)).toHaveLength(0);
  });
});

describe("a tool's revisions", () => {
  it("keeps About as written and restores it through the save, with its categories and tags", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const category = await insertCategory(sql, `Revisions ${stamp}`);
    const tool = await insertTool(sql, { categoryIds: [category.id], name: `Revised Tool ${stamp}` });
    const about = "First **About**  \nwith a hard break.\n\n1. step\n2. step";
    const save = (change: Record<string, string>) =>
      postAs(admin, `/admin/tools/${tool.id}`, toolEditForm(tool, category.id, change));
    expect((await save({ about, tags: "cold storage" })).response.status).toBe(302);
    expect((await save({ about: "Replaced.", tags: "" })).response.status).toBe(302);
    const rows = await revisionsOf(sql, "tool_id", tool.id);
    expect(rows.map((row) => row.kind)).toEqual(["base", "save", "save"]);
    expect(rows[1]!.fields).toMatchObject({ about, tags: "cold storage", category1: category.id });

    const restored = await postAs(admin, `/admin/tools/${tool.id}/revisions/${rows[1]!.id}`, { intent: "restore" });
    expect(restored.response.status).toBe(302);
    const [row] = await sql<{ about_markdown: string }[]>`SELECT about_markdown FROM tools WHERE id = ${tool.id}`;
    expect(row!.about_markdown).toBe(about);
    const tags = await sql`SELECT 1 FROM tool_tags tt JOIN tags t ON t.id = tt.tag_id
      WHERE tt.tool_id = ${tool.id} AND t.name = 'cold storage'`;
    expect(tags).toHaveLength(1);
    expect((await revisionsOf(sql, "tool_id", tool.id)).at(-1)!.kind).toBe("restore");
    expect((await auditRowsOf(sql, tool.id)).map((row) => row.action)).toContainEqual(
      expect.stringMatching(/^restored revision from /),
    );
    expect(textOf((await asAdmin(`/admin/tools/${tool.id}`)).html)).toContain("Restored");
  });
});

describe("a glossary term's revisions", () => {
  it("keeps the definition's line breaks and restores it", async ({ sql, admin, asAdmin }) => {
    const term = `Revised Term ${stamp}`;
    const slug = uniqueSlug("revised-term");
    const definition = "A first definition,\nwritten over two lines.";
    expect((await postAs(admin, "/admin/glossary/new", { term, slug, definition })).response.status).toBe(302);
    const [row] = await sql<{ id: string }[]>`SELECT id FROM glossary_terms WHERE slug = ${slug}`;
    const id = row!.id;
    await postAs(admin, `/admin/glossary/${id}`, {
      intent: "save",
      term,
      slug,
      definition: "A second definition, on one line only.",
    });
    const rows = await revisionsOf(sql, "glossary_term_id", id);
    expect(rows.map((r) => r.kind)).toEqual(["save", "save"]);
    expect(rows[0]!.fields.definition).toBe(definition);

    expect((await asAdmin(`/admin/glossary/${id}/revisions/${rows[0]!.id}`)).response.status).toBe(200);
    const restored = await postAs(admin, `/admin/glossary/${id}/revisions/${rows[0]!.id}`, { intent: "restore" });
    expect(restored.response.status).toBe(302);
    const [after] = await sql<{ definition: string }[]>`SELECT definition FROM glossary_terms WHERE id = ${id}`;
    expect(after!.definition).toBe(definition);
    expect((await revisionsOf(sql, "glossary_term_id", id)).at(-1)!.kind).toBe("restore");
  });
});
