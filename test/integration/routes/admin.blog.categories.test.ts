// Blog categories in the admin portal: the list, create, rename (the blog pages and the feed follow
// at once) and delete only when empty, each with its history row, and the guards on every form.
import { afterAll, describe, expect, it } from "#test/support/fixtures.ts";
import { expectHiddenFromNonAdmins } from "#test/support/admin-only.ts";
import { postAs, type SignedIn } from "#test/support/accounts.ts";
import { fieldError, textOf } from "#test/support/form-html.ts";
import { auditRowsOf, uniqueSlug } from "#test/support/catalog-rows.ts";
import { get, heading, post } from "#test/support/worker.ts";
import type postgres from "postgres";

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

const LIST = "/admin/blog/categories";
const asAdmin = (admin: SignedIn) => ({ headers: { Cookie: admin.cookie } });

async function makeCategory(sql: postgres.Sql, base: string) {
  const name = `${base} ${stamp}`;
  const slug = uniqueSlug(base.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
  const [row] = await sql<
    { id: string }[]
  >`INSERT INTO blog_categories (name, slug) VALUES (${name}, ${slug}) RETURNING id`;
  return { id: row!.id, name, slug };
}

const categoryRow = async (sql: postgres.Sql, id: string) =>
  (await sql<{ name: string; slug: string }[]>`SELECT name, slug FROM blog_categories WHERE id = ${id}`)[0];

afterAll(async ({ sql }) => {
  await sql`DELETE FROM blog_posts WHERE title LIKE ${`%${stamp}%`}`;
  await sql`DELETE FROM blog_categories WHERE name LIKE ${`%${stamp}%`}`;
});

describe("the blog categories list", () => {
  it("lists each category with its posts and links to its page", async ({ sql, admin }) => {
    const category = await makeCategory(sql, "Listed");
    const { response, html } = await get(LIST, asAdmin(admin));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(html)).toBe("Blog categories");
    expect(html).toContain(`href="/admin/blog/categories/${category.id}"`);
  });

  it("creates a category, the slug made from the name, with its history row", async ({ sql, admin }) => {
    const name = `Fresh Topic ${stamp}`;
    const { response } = await postAs(admin, LIST, { name, slug: "" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${LIST}?notice=blog-category-created`);
    const [row] = await sql<{ id: string; slug: string }[]>`SELECT id, slug FROM blog_categories WHERE name = ${name}`;
    expect(row!.slug).toBe(`fresh-topic-${stamp}`);
    const [entry] = await auditRowsOf(sql, row!.id);
    expect(entry).toMatchObject({ entity_type: "blog_category", action: "created", actor_email: admin.email });
    expect((await get(`/blog/category/${row!.slug}`)).response.status).toBe(200);
  });

  it("refuses a taken name or a bad slug with 400 next to the field, writing nothing", async ({ sql, admin }) => {
    const taken = await makeCategory(sql, "Taken");
    const same = await postAs(admin, LIST, { name: taken.name.toUpperCase(), slug: "" });
    expect(same.response.status).toBe(400);
    expect(fieldError(same.html, "name")).toBe("Another blog category has this name. Choose another.");
    const bad = await postAs(admin, LIST, { name: `Bad Slug ${stamp}`, slug: "Not A Slug" });
    expect(bad.response.status).toBe(400);
    expect(fieldError(bad.html, "slug")).toContain("lower-case letters");
    expect(await sql`SELECT 1 FROM blog_categories WHERE name = ${`Bad Slug ${stamp}`}`).toHaveLength(0);
  });

  it("is the site's 404 to non-admins and refuses a missing CSRF token with 403", async ({ sql, admin, reader }) => {
    const fields = { name: `Forged ${stamp}`, slug: "" };
    await expectHiddenFromNonAdmins(reader, LIST, fields);
    expect((await post(LIST, fields, asAdmin(admin))).response.status).toBe(403);
    expect(await sql`SELECT 1 FROM blog_categories WHERE name = ${fields.name}`).toHaveLength(0);
  });
});

describe("a blog category's page", () => {
  it("renames it, records the change, and /blog and the post's chips show the new name at once", async ({
    sql,
    admin,
  }) => {
    const category = await makeCategory(sql, "Old Name");
    const title = `Categorised ${stamp}`;
    const [postRow] = await sql<{ id: string; slug: string }[]>`
      INSERT INTO blog_posts (title, slug, content, published, published_at)
      VALUES (${title}, ${uniqueSlug("categorised")}, '<p>Body</p>', true, now()) RETURNING id, slug`;
    await sql`INSERT INTO blog_post_categories (post_id, category_id) VALUES (${postRow!.id}, ${category.id})`;
    const path = `/admin/blog/categories/${category.id}`;
    await get("/blog");
    expect((await get("/blog")).html).toContain(category.name);
    await get("/rss.xml");

    const newName = `New Name ${stamp}`;
    const { response } = await postAs(admin, path, { intent: "save", name: newName, slug: category.slug });
    expect(response.headers.get("Location")).toBe(`${path}?notice=blog-category-saved`);
    expect(await categoryRow(sql, category.id)).toMatchObject({ name: newName, slug: category.slug });
    expect((await get("/blog")).html).toContain(newName);
    expect((await get(`/blog/${postRow!.slug}`)).html).toContain(newName);
    expect((await get("/rss.xml")).html).toContain(newName);
    const [entry] = await auditRowsOf(sql, category.id);
    expect(entry).toMatchObject({ action: "updated", before: { name: category.name }, after: { name: newName } });

    // Not empty: it cannot be deleted.
    const refused = await postAs(admin, path, { intent: "delete" });
    expect(refused.response.status).toBe(400);
    expect(textOf(refused.html)).toContain("1 post is in this category: take it out of it first.");
    expect(await categoryRow(sql, category.id)).toBeDefined();
  });

  it("deletes an empty category with its history row", async ({ sql, admin }) => {
    const category = await makeCategory(sql, "Empty");
    const path = `/admin/blog/categories/${category.id}`;
    const page = await get(path, asAdmin(admin));
    expect(heading(page.html)).toBe(category.name);
    expect((await post(path, { intent: "delete" }, asAdmin(admin))).response.status).toBe(403);
    const { response } = await postAs(admin, path, { intent: "delete" });
    expect(response.headers.get("Location")).toBe(`${LIST}?notice=blog-category-deleted`);
    expect(await categoryRow(sql, category.id)).toBeUndefined();
    const [entry] = await auditRowsOf(sql, category.id);
    expect(entry).toMatchObject({
      action: "deleted",
      before: { name: category.name, slug: category.slug },
      after: null,
    });
    expect((await get(path, asAdmin(admin))).response.status).toBe(404);
  });

  it("is the site's 404 to non-admins, refuses a bad rename with 400 and an unknown intent", async ({
    sql,
    admin,
    reader,
  }) => {
    const category = await makeCategory(sql, "Guarded");
    const path = `/admin/blog/categories/${category.id}`;
    for (const fields of [{ intent: "save", name: `Forged ${stamp}`, slug: "" }, { intent: "delete" }] as Record<
      string,
      string
    >[])
      await expectHiddenFromNonAdmins(reader, path, fields);
    const blank = await postAs(admin, path, { intent: "save", name: "", slug: category.slug });
    expect(blank.response.status).toBe(400);
    expect(fieldError(blank.html, "name")).toBe("Enter the category's name.");
    expect((await postAs(admin, path, { intent: "explode" })).response.status).toBe(400);
    expect(await categoryRow(sql, category.id)).toMatchObject({ name: category.name });
    expect(await auditRowsOf(sql, category.id)).toEqual([]);
  });
});
