// The admin's categories: the list with tool counts, create, rename (with the old address
// answering 301), and delete (empty, or after moving its tools), each admin-only, CSRF-checked,
// validated with nothing written on refusal, audited, and shown on public pages at once.
import { describe, expect, it } from "#test/support/fixtures.ts";
import { postAs } from "#test/support/accounts.ts";
import { expectHiddenFromNonAdmins } from "#test/support/admin-only.ts";
import { auditRowsOf, insertCategory, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { refuseWrites } from "#test/support/refused-writes.ts";
import { get, heading, post, toolSlugs } from "#test/support/worker.ts";
import type postgres from "postgres";

/** The Browse page, which lists every category (the header's menu stops at 60). */
async function browsePage(): Promise<string> {
  return (await get("/browse")).html;
}

const categoryRow = async (sql: postgres.Sql, id: string) =>
  (
    await sql<{ name: string; slug: string; description: string | null; tool_count: number }[]>`
    SELECT name, slug, description, tool_count FROM categories WHERE id = ${id}`
  )[0];

const placementsOf = (sql: postgres.Sql, toolId: string) =>
  sql<{ category_id: string; position: number }[]>`
    SELECT category_id, position FROM tool_categories WHERE tool_id = ${toolId} ORDER BY position`;

describe("the categories list", () => {
  it("lists every category with its published tools and its tools of any status, for admins only", async ({
    sql,
    reader,
    asAdmin,
  }) => {
    const category = await insertCategory(sql, uniqueSlug("Listed"));
    await insertTool(sql, { categoryIds: [category.id] });
    await insertTool(sql, { status: "draft", categoryIds: [category.id] });
    const { response, html } = await asAdmin("/admin/categories");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(html)).toBe("Categories");
    expect(html).toMatch(/<a[^>]*href="\/admin\/categories"[^>]*>Categories<\/a>/);
    const row = html.slice(html.indexOf(`/admin/categories/${category.id}`));
    expect(row).toMatch(new RegExp(`^[^]*?${category.name}[^]*?${category.slug}[^]*?>1</td>[^]*?>2</td>`));

    for (const cookie of [undefined, reader.cookie]) {
      const page = await get("/admin/categories", { headers: cookie ? { Cookie: cookie } : {} });
      expect(page.response.status).toBe(404);
      // The name itself is public (the header's Browse menu lists it); the admin's list is not.
      expect(page.html).not.toContain(`/admin/categories/${category.id}`);
    }
    await expectHiddenFromNonAdmins(reader, "/admin/categories?index", {});
  });
});

describe("creating a category", () => {
  it("makes the slug from the name, records the change, and shows it on the Browse page at once", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const name = `Sidechains ${uniqueSlug("x")}`;
    const slug = name.toLowerCase().replace(/ /g, "-");
    expect(await browsePage()).not.toContain(name);
    expect((await get(`/category/${slug}`)).response.status).toBe(404);

    const { response } = await postAs(admin, "/admin/categories/new", {
      name,
      slug: "",
      description: "Chains pegged to bitcoin.",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/categories?notice=category-created");
    const [row] = await sql<{ id: string; slug: string; description: string }[]>`
      SELECT id, slug, description FROM categories WHERE name = ${name}`;
    expect(row).toMatchObject({ slug, description: "Chains pegged to bitcoin." });
    expect(await auditRowsOf(sql, row!.id)).toEqual([
      {
        actor_email: admin.email,
        entity_type: "category",
        entity_label: name,
        action: "created",
        before: null,
        after: { name, slug, description: "Chains pegged to bitcoin." },
      },
    ]);

    expect(await browsePage()).toContain(`href="/category/${slug}"`);
    const page = await get(`/category/${slug}`);
    expect(page.response.status).toBe(200);
    expect(heading(page.html)).toBe(name);
    expect((await asAdmin("/admin/categories?notice=category-created")).html).toContain("Category created");
  });

  it("is refused to anyone but an admin, and without the CSRF token", async ({ sql, admin, reader }) => {
    const name = uniqueSlug("Forbidden");
    await expectHiddenFromNonAdmins(reader, "/admin/categories/new", { name, slug: "", description: "" });
    expect((await get("/admin/categories/new", { headers: { Cookie: reader.cookie } })).response.status).toBe(404);
    const noToken = await post(
      "/admin/categories/new",
      { name, slug: "", description: "" },
      {
        headers: { Cookie: admin.cookie },
      },
    );
    expect(noToken.response.status).toBe(403);
    expect(await sql`SELECT 1 FROM categories WHERE name = ${name}`).toHaveLength(0);
  });

  it("refuses a missing name, a malformed slug, and a name or slug another category has, writing nothing", async ({
    sql,
    admin,
  }) => {
    const existing = await insertCategory(sql, uniqueSlug("Taken"));
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ name: "", slug: "", description: "" }, "name", /Enter the category&#x27;s name/],
      [{ name: uniqueSlug("Fine"), slug: "Not A Slug", description: "" }, "slug", /Use lower-case letters/],
      [{ name: "₿₿₿", slug: "", description: "" }, "slug", /no letters a-z or digits/],
      [{ name: existing.name.toUpperCase(), slug: "", description: "" }, "name", /Another category has this name/],
      [{ name: uniqueSlug("Other"), slug: existing.slug, description: "" }, "slug", /Another category has this slug/],
    ];
    const before = await sql`SELECT count(*)::int AS n FROM categories`;
    const audits = await sql`SELECT count(*)::int AS n FROM audit_log WHERE actor_email = ${admin.email}`;
    for (const [fields, field, message] of cases) {
      const { response, html } = await postAs(admin, "/admin/categories/new", fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(html).toMatch(new RegExp(`id="${field}-error"[^>]*>[^<]*${message.source}`));
      // The form comes back as it was sent.
      if (fields.name) expect(html).toContain(`value="${fields.name}"`);
    }
    expect(await sql`SELECT count(*)::int AS n FROM categories`).toEqual(before);
    expect(await sql`SELECT count(*)::int AS n FROM audit_log WHERE actor_email = ${admin.email}`).toEqual(audits);
  });
});

describe("editing a category", () => {
  it("renames it: the Browse page and its own page show the new name at once, and the old slug answers 301", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const category = await insertCategory(sql, uniqueSlug("Before"));
    const newName = uniqueSlug("After");
    const newSlug = newName.toLowerCase();
    // Public copies held by the edge before the change.
    expect(await browsePage()).not.toContain(newName);
    expect((await get(`/category/${category.slug}`)).response.status).toBe(200);
    expect((await get(`/category/${newSlug}`)).response.status).toBe(404);

    const { response } = await postAs(admin, `/admin/categories/${category.id}`, {
      intent: "save",
      name: newName,
      slug: newSlug,
      description: "",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/categories/${category.id}?notice=category-saved`);

    const browse = await browsePage();
    expect(browse).toContain(`href="/category/${newSlug}"`);
    expect(browse).not.toContain(category.name);
    const page = await get(`/category/${newSlug}`);
    expect(page.response.status).toBe(200);
    expect(heading(page.html)).toBe(newName);
    const old = await get(`/category/${category.slug}?page=1`);
    expect(old.response.status).toBe(301);
    expect(old.response.headers.get("Location")).toBe(`/category/${newSlug}?page=1`);

    expect(await auditRowsOf(sql, category.id)).toEqual([
      expect.objectContaining({
        action: "updated",
        entity_label: newName,
        before: { name: category.name, slug: category.slug },
        after: { name: newName, slug: newSlug },
      }),
    ]);
    // The edit page shows its history.
    const edit = await asAdmin(`/admin/categories/${category.id}`);
    expect(edit.html).toContain('id="history-heading"');
    expect(edit.html).toMatch(/>updated</);
  });

  it("after several renames an old slug answers one 301 to the current one; a slug taken back is live again", async ({
    sql,
    admin,
  }) => {
    const category = await insertCategory(sql, uniqueSlug("first"));
    const [second, third] = [uniqueSlug("second"), uniqueSlug("third")];
    const rename = (slug: string) =>
      postAs(admin, `/admin/categories/${category.id}`, { intent: "save", name: slug, slug, description: "" });
    expect((await rename(second)).response.status).toBe(302);
    expect((await rename(third)).response.status).toBe(302);
    for (const old of [category.slug, second]) {
      const { response } = await get(`/category/${old}`);
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe(`/category/${third}`);
    }
    expect((await rename(category.slug)).response.status).toBe(302);
    expect((await get(`/category/${category.slug}`)).response.status).toBe(200);
    expect((await get(`/category/${third}`)).response.headers.get("Location")).toBe(`/category/${category.slug}`);
    expect(
      await sql`SELECT old_slug FROM category_slug_redirects WHERE category_id = ${category.id} ORDER BY old_slug`,
    ).toEqual([{ old_slug: second }, { old_slug: third }].sort((a, b) => a.old_slug.localeCompare(b.old_slug)));
  });

  it("a save that changes nothing writes no history", async ({ sql, admin }) => {
    const category = await insertCategory(sql, uniqueSlug("Same"));
    const { response } = await postAs(admin, `/admin/categories/${category.id}`, {
      intent: "save",
      ...{ name: category.name, slug: category.slug, description: "" },
    });
    expect(response.status).toBe(302);
    expect(await auditRowsOf(sql, category.id)).toEqual([]);
  });

  it("refuses non-admins, a missing CSRF token, bad input and an unknown intent, writing nothing", async ({
    sql,
    admin,
    reader,
  }) => {
    const category = await insertCategory(sql, uniqueSlug("Guarded"));
    const other = await insertCategory(sql, uniqueSlug("Other"));
    const fields = { intent: "save", name: uniqueSlug("Changed"), slug: "", description: "" };
    const path = `/admin/categories/${category.id}`;
    await expectHiddenFromNonAdmins(reader, path, fields);
    expect((await get(path, { headers: { Cookie: reader.cookie } })).response.status).toBe(404);
    expect((await post(path, fields, { headers: { Cookie: admin.cookie } })).response.status).toBe(403);

    const taken = await postAs(admin, path, { ...fields, slug: other.slug });
    expect(taken.response.status).toBe(400);
    expect(taken.html).toContain("Another category has this slug");
    const tooLong = await postAs(admin, path, { ...fields, description: "x".repeat(501) });
    expect(tooLong.response.status).toBe(400);
    expect(tooLong.html).toMatch(/id="description-error"/);
    expect((await postAs(admin, path, { ...fields, intent: "rename-everything" })).response.status).toBe(400);

    expect(await categoryRow(sql, category.id)).toMatchObject({ name: category.name, slug: category.slug });
    expect(await auditRowsOf(sql, category.id)).toEqual([]);
  });

  it("an unknown or malformed id is a 404", async ({ asAdmin }) => {
    expect((await asAdmin("/admin/categories/0b7c43c4-52a2-4f0e-9a4b-1f1a2b3c4d5e")).response.status).toBe(404);
    expect((await asAdmin("/admin/categories/not-an-id")).response.status).toBe(404);
  });
});

describe("deleting a category", () => {
  it("deletes an empty category after the box is ticked; its page and its Browse tile go at once", async ({
    sql,
    admin,
  }) => {
    const category = await insertCategory(sql, uniqueSlug("Empty"));
    expect((await get(`/category/${category.slug}`)).response.status).toBe(200);
    const path = `/admin/categories/${category.id}`;

    const unticked = await postAs(admin, path, { intent: "delete", moveTo: "" });
    expect(unticked.response.status).toBe(400);
    expect(unticked.html).toContain("Tick the box to confirm the deletion.");
    expect(await categoryRow(sql, category.id)).toBeDefined();

    const { response } = await postAs(admin, path, { intent: "delete", moveTo: "", confirm: "delete" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/categories?notice=category-deleted");
    expect(await categoryRow(sql, category.id)).toBeUndefined();
    expect((await get(`/category/${category.slug}`)).response.status).toBe(404);
    expect(await browsePage()).not.toContain(category.name);
    expect(await auditRowsOf(sql, category.id)).toEqual([
      expect.objectContaining({
        action: "deleted",
        before: { name: category.name, slug: category.slug, description: null, tools: [] },
        after: null,
      }),
    ]);
  });

  it("a category with tools is deleted only with a category to take them", async ({ sql, admin, asAdmin }) => {
    const category = await insertCategory(sql, uniqueSlug("Busy"));
    await insertTool(sql, { categoryIds: [category.id] });
    const path = `/admin/categories/${category.id}`;
    const page = await asAdmin(path);
    expect(page.html).toContain("Move its tool to");

    const none = await postAs(admin, path, { intent: "delete", moveTo: "", confirm: "delete" });
    expect(none.response.status).toBe(400);
    expect(none.html).toMatch(/id="moveTo-error"[^>]*>Choose the category that takes its tool\./);
    const itself = await postAs(admin, path, { intent: "delete", moveTo: category.id, confirm: "delete" });
    expect(itself.response.status).toBe(400);
    const gone = await postAs(admin, path, {
      intent: "delete",
      moveTo: "0b7c43c4-52a2-4f0e-9a4b-1f1a2b3c4d5e",
      confirm: "delete",
    });
    expect(gone.response.status).toBe(400);
    expect(gone.html).toContain("That category no longer exists");
    expect((await postAs(admin, path, { intent: "delete", moveTo: "x", confirm: "delete" })).response.status).toBe(400);
    expect(await categoryRow(sql, category.id)).toBeDefined();
    expect(await auditRowsOf(sql, category.id)).toEqual([]);
  });

  it("moves the tools in one transaction: one row per tool, the first place stays primary, counts stay right", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const [from, to, other] = await Promise.all([
      insertCategory(sql, uniqueSlug("From")),
      insertCategory(sql, uniqueSlug("To")),
      insertCategory(sql, uniqueSlug("Other")),
    ]);
    const onlyFrom = await insertTool(sql, { categoryIds: [from.id] });
    const fromThenTo = await insertTool(sql, { categoryIds: [from.id, to.id] });
    const draftOtherThenFrom = await insertTool(sql, { status: "draft", categoryIds: [other.id, from.id] });
    const toOtherFrom = await insertTool(sql, { categoryIds: [to.id, other.id, from.id] });
    expect((await categoryRow(sql, to.id))!.tool_count).toBe(2);
    // The target's page as the edge holds it before the move.
    expect(toolSlugs((await get(`/category/${to.slug}`)).html).sort()).toEqual(
      [fromThenTo.slug, toOtherFrom.slug].sort(),
    );

    const { response } = await postAs(admin, `/admin/categories/${from.id}`, {
      intent: "delete",
      moveTo: to.id,
      confirm: "delete",
    });
    expect(response.status).toBe(302);

    expect(await placementsOf(sql, onlyFrom.id)).toEqual([{ category_id: to.id, position: 0 }]);
    expect(await placementsOf(sql, fromThenTo.id)).toEqual([{ category_id: to.id, position: 0 }]);
    expect(await placementsOf(sql, draftOtherThenFrom.id)).toEqual([
      { category_id: other.id, position: 0 },
      { category_id: to.id, position: 1 },
    ]);
    expect(await placementsOf(sql, toOtherFrom.id)).toEqual([
      { category_id: to.id, position: 0 },
      { category_id: other.id, position: 1 },
    ]);
    expect((await categoryRow(sql, to.id))!.tool_count).toBe(3);
    expect((await categoryRow(sql, other.id))!.tool_count).toBe(1);
    expect(await categoryRow(sql, from.id)).toBeUndefined();
    const list = (await asAdmin("/admin/categories")).html;
    expect(list.slice(list.indexOf(`/admin/categories/${to.id}`))).toMatch(/^[^]*?>3<\/td>[^]*?>4<\/td>/);

    expect(toolSlugs((await get(`/category/${to.slug}`)).html).sort()).toEqual(
      [onlyFrom.slug, fromThenTo.slug, toOtherFrom.slug].sort(),
    );
    const [deleted] = await auditRowsOf(sql, from.id);
    expect(deleted).toMatchObject({ action: "deleted", before: { name: from.name, slug: from.slug }, after: null });
    expect((deleted!.before!.tools as string[]).toSorted()).toEqual(
      [onlyFrom.name, fromThenTo.name, draftOtherThenFrom.name, toOtherFrom.name].toSorted(),
    );
    expect(await auditRowsOf(sql, to.id)).toEqual([
      expect.objectContaining({
        action: "tools moved in",
        after: { from: from.name, tools: expect.arrayContaining([onlyFrom.name, draftOtherThenFrom.name]) },
      }),
    ]);
  });

  it("a failure part way leaves the category, its tools and the counts as they were", async ({ sql, db, admin }) => {
    const [from, to] = await Promise.all([
      insertCategory(sql, uniqueSlug("Kept")),
      insertCategory(sql, uniqueSlug("Target")),
    ]);
    const tool = await insertTool(sql, { categoryIds: [from.id] });
    const allow = await refuseWrites(db, "audit_log", `NEW.entity_label = '${from.name}'`);
    try {
      const { response } = await postAs(admin, `/admin/categories/${from.id}`, {
        intent: "delete",
        moveTo: to.id,
        confirm: "delete",
      });
      expect(response.status).toBe(500);
    } finally {
      await allow();
    }
    expect(await categoryRow(sql, from.id)).toMatchObject({ tool_count: 1 });
    expect((await categoryRow(sql, to.id))!.tool_count).toBe(0);
    expect(await placementsOf(sql, tool.id)).toEqual([{ category_id: from.id, position: 0 }]);
    expect(await auditRowsOf(sql, to.id)).toEqual([]);
  });

  it("is refused to non-admins and without the CSRF token", async ({ sql, admin, reader }) => {
    const category = await insertCategory(sql, uniqueSlug("Safe"));
    const fields = { intent: "delete", moveTo: "", confirm: "delete" };
    await expectHiddenFromNonAdmins(reader, `/admin/categories/${category.id}`, fields);
    const noToken = await post(`/admin/categories/${category.id}`, fields, { headers: { Cookie: admin.cookie } });
    expect(noToken.response.status).toBe(403);
    expect(await categoryRow(sql, category.id)).toBeDefined();
  });
});
