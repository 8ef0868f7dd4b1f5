// The admin blog: the posts list (search, status, paging), writing a post (Markdown kept, its
// sanitized HTML shown, the table of contents working), slug changes and their one-hop 301s,
// featured tools, every publication action, the cron that publishes a scheduled post, drafts
// visible to admins only, and the guards on every form.
import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { BLANK_POST_VALUES } from "#app/lib/admin-blog-rules.ts";
import { utcDateTimeValue } from "#app/lib/admin-tool-rules.ts";
import worker from "#functions/worker.ts";
import { EVERY_MINUTE_CRON } from "#functions/cron-jobs.ts";
import { expectHiddenFromNonAdmins } from "#test/support/admin-only.ts";
import { postAs, type SignedIn } from "#test/support/accounts.ts";
import { choices, fieldError, inputValue, textareaValue, textOf } from "#test/support/form-html.ts";
import { auditRowsOf, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { get, heading, post } from "#test/support/worker.ts";
import type postgres from "postgres";

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
let categoryId: string;
let categoryName: string;

interface TestPost {
  id: string;
  title: string;
  slug: string;
}

const pathOf = (p: TestPost) => `/admin/blog/${p.id}`;

/** A post of this file's own, written as seeded posts are (HTML only), published unless told. */
async function makePost(
  sql: postgres.Sql,
  base: string,
  { published = true, content = "<p>Seeded body.</p>" } = {},
): Promise<TestPost> {
  const title = `${base} ${stamp}`;
  const slug = uniqueSlug(base.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO blog_posts (title, slug, content, excerpt, published, published_at)
    VALUES (${title}, ${slug}, ${content}, 'An excerpt.', ${published}, ${published ? sql`now()` : null})
    RETURNING id`;
  return { id: row!.id, title, slug };
}

/** The edit form as the page fills it for a post made by makePost, with the changes given. */
const editForm = (p: TestPost, change: Record<string, string> = {}): Record<string, string> => ({
  ...BLANK_POST_VALUES,
  intent: "save",
  title: p.title,
  slug: p.slug,
  excerpt: "An excerpt.",
  content: "<p>Seeded body.</p>",
  ...change,
});

const rowOf = async (sql: postgres.Sql, p: TestPost) =>
  (
    await sql<
      {
        slug: string;
        published: boolean;
        publish_ms: number | null;
        content: string;
        content_markdown: string | null;
      }[]
    >`
      SELECT slug, published, (extract(epoch FROM publish_at) * 1000)::float8 AS publish_ms, content, content_markdown
      FROM blog_posts WHERE id = ${p.id}`
  )[0];

async function runMinuteCron(at: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: EVERY_MINUTE_CRON, scheduledTime: at }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** GETs a public page twice, so the edge holds a copy of it before a write. */
async function warmEdgeCopy(path: string) {
  await get(path);
  return get(path);
}

const asAdmin = (admin: SignedIn) => ({ headers: { Cookie: admin.cookie } });

beforeAll(async ({ sql }) => {
  categoryName = `Testing ${stamp}`;
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO blog_categories (name, slug) VALUES (${categoryName}, ${`testing-${stamp}`}) RETURNING id`;
  categoryId = row!.id;
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM blog_posts WHERE title LIKE ${`%${stamp}%`}`;
  await sql`DELETE FROM blog_categories WHERE id = ${categoryId}`;
  await sql`DELETE FROM tools WHERE name LIKE ${`%${stamp}%`}`;
});

describe("the posts list", () => {
  it("lists drafts, scheduled and published posts, searched by title or slug and filtered by status", async ({
    sql,
    admin,
  }) => {
    const draft = await makePost(sql, "Listed Draft", { published: false });
    const live = await makePost(sql, "Listed Live");
    const all = await get(`/admin/blog?q=${stamp}`, asAdmin(admin));
    expect(all.response.status).toBe(200);
    expect(all.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(all.html)).toBe("Blog");
    expect(all.html).toContain(`href="/admin/blog/${draft.id}"`);
    expect(all.html).toContain(`href="/admin/blog/${live.id}"`);
    const drafts = await get(`/admin/blog?q=${stamp}&status=draft`, asAdmin(admin));
    expect(drafts.html).toContain(draft.title);
    expect(drafts.html).not.toContain(live.title);
    const bySlug = await get(`/admin/blog?q=${live.slug}`, asAdmin(admin));
    expect(bySlug.html).toContain(live.title);
    expect(bySlug.html).not.toContain(draft.title);
    expect(textOf(bySlug.html)).toContain("1 post, last updated first.");
    expect((await get("/admin/blog?status=lost", asAdmin(admin))).response.status).toBe(400);
  });

  it("is the site's 404 to readers and visitors", async ({ reader }) => {
    for (const path of ["/admin/blog", "/admin/blog/new"]) {
      expect((await get(path)).response.status).toBe(404);
      expect((await get(path, { headers: { Cookie: reader.cookie } })).response.status).toBe(404);
    }
  });
});

describe("writing a new post", () => {
  it("creates a draft from Markdown, with the slug made from the title, and records it", async ({
    sql,
    admin,
    reader,
  }) => {
    const title = `Fresh Thoughts ${stamp}`;
    const { response } = await postAs(admin, "/admin/blog/new", {
      ...BLANK_POST_VALUES,
      intent: "save",
      title,
      content: "## First part\n\nHello **there**.<script>alert(1)</script>",
      categories: categoryId,
      tags: "Wallets, security, WALLETS",
    });
    expect(response.status).toBe(302);
    const [row] = await sql<
      { id: string; slug: string; content: string; content_markdown: string; tags: string[]; published: boolean }[]
    >`
      SELECT id, slug, content, content_markdown, to_json(tags) AS tags, published FROM blog_posts WHERE title = ${title}`;
    expect(response.headers.get("Location")).toBe(`/admin/blog/${row!.id}?notice=post-created`);
    expect(row).toMatchObject({
      slug: `fresh-thoughts-${stamp}`,
      published: false,
      content_markdown: "## First part\n\nHello **there**.<script>alert(1)</script>",
      tags: ["wallets", "security"],
    });
    expect(row!.content).toContain("<strong>there</strong>");
    expect(row!.content).not.toContain("script");
    const [entry] = await auditRowsOf(sql, row!.id);
    expect(entry).toMatchObject({ action: "created", entity_type: "post", actor_email: admin.email });
    expect(entry!.after).toMatchObject({ title, categories: [categoryName], tags: ["security", "wallets"] });

    // A draft: the editors see it with a notice, nobody else.
    const asEditor = await get(`/blog/${row!.slug}`, asAdmin(admin));
    expect(asEditor.response.status).toBe(200);
    expect(textOf(asEditor.html)).toContain("This post is a draft. Only the editors can see this page.");
    // The Markdown's headings have ids, and the table of contents lists them.
    expect(asEditor.html).toContain('<h2 id="first-part">First part</h2>');
    expect(asEditor.html).toContain('href="#first-part"');
    expect((await get(`/blog/${row!.slug}`)).response.status).toBe(404);
    expect((await get(`/blog/${row!.slug}`, { headers: { Cookie: reader.cookie } })).response.status).toBe(404);
  });

  it("refuses a missing title or content with 400 next to the fields, writing nothing", async ({ sql, admin }) => {
    const { response, html } = await postAs(admin, "/admin/blog/new", {
      ...BLANK_POST_VALUES,
      intent: "save",
      title: "",
      excerpt: `Refused ${stamp}`,
    });
    expect(response.status).toBe(400);
    expect(fieldError(html, "title")).toBe("Enter the post's title.");
    expect(fieldError(html, "content")).toBe("Write the post's content.");
    expect(textareaValue(html, "excerpt")).toBe(`Refused ${stamp}`);
    expect((await sql`SELECT 1 FROM blog_posts WHERE excerpt = ${`Refused ${stamp}`}`).length).toBe(0);
  });

  it("previews the content without saving, keeping every field as typed", async ({ sql, admin }) => {
    const title = `Only Previewed ${stamp}`;
    const { response, html } = await postAs(admin, "/admin/blog/new", {
      ...BLANK_POST_VALUES,
      intent: "preview",
      title,
      content: "Some *emphasis* <img src=x onerror=alert(1)>",
    });
    expect(response.status).toBe(200);
    const preview = /data-testid="content-preview"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
    expect(preview).toContain("<p>Some <em>emphasis</em>");
    expect(preview).not.toContain("onerror");
    expect(inputValue(html, "title")).toBe(title);
    expect((await sql`SELECT 1 FROM blog_posts WHERE title = ${title}`).length).toBe(0);
  });

  it("is the site's 404 to non-admins and refuses a missing CSRF token with 403", async ({ sql, admin, reader }) => {
    const fields = { ...BLANK_POST_VALUES, intent: "save", title: `Forged ${stamp}`, content: "Body" };
    await expectHiddenFromNonAdmins(reader, "/admin/blog/new", fields);
    expect((await post("/admin/blog/new", fields, asAdmin(admin))).response.status).toBe(403);
    expect((await sql`SELECT 1 FROM blog_posts WHERE title = ${`Forged ${stamp}`}`).length).toBe(0);
  });
});

describe("editing a post", () => {
  it("prefills a seeded post's editor from its HTML and shows its status and history", async ({ sql, admin }) => {
    const p = await makePost(sql, "Seeded Style");
    await sql`INSERT INTO blog_post_categories (post_id, category_id) VALUES (${p.id}, ${categoryId})`;
    const { response, html } = await get(pathOf(p), asAdmin(admin));
    expect(response.status).toBe(200);
    expect(heading(html)).toBe(p.title);
    expect(inputValue(html, "slug")).toBe(p.slug);
    expect(textareaValue(html, "content")).toBe("<p>Seeded body.</p>");
    expect(choices(html, "categories")).toContainEqual({ value: categoryId, checked: true });
    expect(textOf(html)).toContain("StatusPublished");
    expect(html).toContain("No changes recorded yet.");
  });

  it("saves, keeps the Markdown and its HTML, records what changed, and the public pages show it at once", async ({
    sql,
    admin,
  }) => {
    const p = await makePost(sql, "Edited Post");
    const publicPath = `/blog/${p.slug}`;
    expect((await warmEdgeCopy(publicPath)).html).toContain("Seeded body.");
    await warmEdgeCopy("/blog");
    await warmEdgeCopy("/rss.xml");
    const newTitle = `Edited Post Renamed ${stamp}`;
    const { response } = await postAs(
      admin,
      pathOf(p),
      editForm(p, { title: newTitle, content: "A *new* body.", tags: "Lightning" }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${pathOf(p)}?notice=post-saved`);
    expect(await rowOf(sql, p)).toMatchObject({
      content: "<p>A <em>new</em> body.</p>",
      content_markdown: "A *new* body.",
    });
    const after = await get(publicPath);
    expect(after.html).toContain("<p>A <em>new</em> body.</p>");
    expect((await get("/blog")).html).toContain(newTitle);
    expect((await get("/rss.xml")).html).toContain(newTitle);
    const [entry, ...more] = await auditRowsOf(sql, p.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: "updated", actor_email: admin.email });
    expect(entry!.before).toEqual({ title: p.title, content: "<p>Seeded body.</p>", tags: [] });
    expect(entry!.after).toEqual({ title: newTitle, content: "A *new* body.", tags: ["lightning"] });
  });

  it("answers the old slug with a 301 to the current one, in one hop after two renames", async ({ sql, admin }) => {
    const p = await makePost(sql, "Moving Post");
    const second = uniqueSlug("moving-again");
    const third = uniqueSlug("moving-last");
    expect((await postAs(admin, pathOf(p), editForm(p, { slug: second }))).response.status).toBe(302);
    expect((await postAs(admin, pathOf(p), editForm(p, { slug: third }))).response.status).toBe(302);
    for (const old of [p.slug, second]) {
      const { response } = await get(`/blog/${old}`);
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe(`/blog/${third}`);
    }
    expect((await get(`/blog/${third}`)).response.status).toBe(200);
  });

  it("features up to five published tools in order, refusing unknown or unpublished ones", async ({ sql, admin }) => {
    const p = await makePost(sql, "With Tools");
    const [a, b, hidden] = await Promise.all([
      insertTool(sql, { name: `Featured A ${stamp}`, slug: uniqueSlug("featured-a") }),
      insertTool(sql, { name: `Featured B ${stamp}`, slug: uniqueSlug("featured-b") }),
      insertTool(sql, { name: `Hidden ${stamp}`, slug: uniqueSlug("hidden"), status: "draft" }),
    ]);
    const refused = await postAs(
      admin,
      pathOf(p),
      editForm(p, { tool1: a.slug, tool2: hidden.slug, tool3: "no-such-tool" }),
    );
    expect(refused.response.status).toBe(400);
    expect(fieldError(refused.html, "tool2")).toBe("No published tool has this slug.");
    expect(fieldError(refused.html, "tool3")).toBe("No published tool has this slug.");
    expect(await sql`SELECT 1 FROM blog_post_tools WHERE post_id = ${p.id}`).toHaveLength(0);
    expect(await auditRowsOf(sql, p.id)).toEqual([]);

    const saved = await postAs(admin, pathOf(p), editForm(p, { tool1: b.slug, tool2: a.slug }));
    expect(saved.response.status).toBe(302);
    const page = (await get(`/blog/${p.slug}`)).html;
    const sidebar = page.slice(page.indexOf('id="featured-tools-heading"'));
    expect(sidebar.indexOf(b.name)).toBeGreaterThan(-1);
    expect(sidebar.indexOf(b.name)).toBeLessThan(sidebar.indexOf(a.name));
    expect(inputValue((await get(pathOf(p), asAdmin(admin))).html, "tool1")).toBe(b.slug);
  });

  it("refuses a taken slug with 400, writing nothing", async ({ sql, admin }) => {
    const p = await makePost(sql, "Slug Clash");
    const other = await makePost(sql, "Slug Owner");
    const { response, html } = await postAs(admin, pathOf(p), editForm(p, { slug: other.slug }));
    expect(response.status).toBe(400);
    expect(fieldError(html, "slug")).toBe("Another post has this slug. Choose another one.");
    expect((await rowOf(sql, p))!.slug).toBe(p.slug);
    expect(await auditRowsOf(sql, p.id)).toEqual([]);
  });

  it("is the site's 404 to non-admins, 403 without the token, and 400 for an unknown intent", async ({
    sql,
    admin,
    reader,
  }) => {
    const p = await makePost(sql, "Guarded Post", { published: false });
    for (const fields of [editForm(p, { title: `Forged ${stamp}` }), { intent: "publish" }])
      await expectHiddenFromNonAdmins(reader, pathOf(p), fields);
    expect((await post(pathOf(p), { intent: "publish" }, asAdmin(admin))).response.status).toBe(403);
    expect((await post(pathOf(p), editForm(p, { title: `Forged ${stamp}` }), asAdmin(admin))).response.status).toBe(
      403,
    );
    expect((await postAs(admin, pathOf(p), { intent: "explode" })).response.status).toBe(400);
    expect(await rowOf(sql, p)).toMatchObject({ published: false });
    expect(await auditRowsOf(sql, p.id)).toEqual([]);
    expect((await get("/admin/blog/00000000-0000-4000-8000-000000000000", asAdmin(admin))).response.status).toBe(404);
  });
});

describe("publication", () => {
  it("publishes now and unpublishes, each with its history row, and /blog follows at once", async ({ sql, admin }) => {
    const p = await makePost(sql, "Goes Live", { published: false });
    expect((await warmEdgeCopy("/blog")).html).not.toContain(p.title);
    const published = await postAs(admin, pathOf(p), { intent: "publish" });
    expect(published.response.headers.get("Location")).toBe(`${pathOf(p)}?notice=post-published`);
    expect((await get("/blog")).html).toContain(p.title);
    expect((await get(`/blog/${p.slug}`)).response.status).toBe(200);

    const again = await postAs(admin, pathOf(p), { intent: "publish" });
    expect(again.response.status).toBe(409);

    await postAs(admin, pathOf(p), { intent: "unpublish" });
    expect((await get("/blog")).html).not.toContain(p.title);
    expect((await get(`/blog/${p.slug}`)).response.status).toBe(404);
    const rows = await auditRowsOf(sql, p.id);
    expect(rows.map((row) => row.action)).toEqual(["published", "unpublished"]);
    expect(rows[0]!.before).toEqual({ status: "draft", publishAt: null });
    expect(rows[0]!.after).toEqual({ status: "published", publishAt: null });
  });

  it("schedules for a future time only, and the every-minute cron publishes it when due", async ({ sql, admin }) => {
    const p = await makePost(sql, "Scheduled Post", { published: false });
    const past = await postAs(admin, pathOf(p), { intent: "schedule", publishAt: "2020-01-01T10:00" });
    expect(past.response.status).toBe(400);
    expect(fieldError(past.html, "publishAt")).toBe("Choose a time in the future.");
    expect(await auditRowsOf(sql, p.id)).toEqual([]);

    const at = new Date(Date.now() + 3 * 60 * 60 * 1000);
    at.setUTCSeconds(0, 0);
    const scheduled = await postAs(admin, pathOf(p), { intent: "schedule", publishAt: utcDateTimeValue(at) });
    expect(scheduled.response.headers.get("Location")).toBe(`${pathOf(p)}?notice=post-scheduled`);
    expect((await rowOf(sql, p))!.publish_ms).toBe(at.getTime());
    const preview = await get(`/blog/${p.slug}`, asAdmin(admin));
    expect(textOf(preview.html)).toContain("This post is scheduled for");
    expect((await get(`/blog/${p.slug}`)).response.status).toBe(404);

    expect((await warmEdgeCopy("/rss.xml")).html).not.toContain(p.title);
    await runMinuteCron(at.getTime() - 60_000);
    expect(await rowOf(sql, p)).toMatchObject({ published: false });
    await runMinuteCron(at.getTime());
    expect(await rowOf(sql, p)).toMatchObject({ published: true, publish_ms: null });
    expect((await get("/rss.xml")).html).toContain(p.title);
    expect((await get(`/blog/${p.slug}`)).response.status).toBe(200);
    const rows = await auditRowsOf(sql, p.id);
    expect(rows.map((row) => [row.action, row.actor_email])).toEqual([
      ["scheduled", admin.email],
      ["published", "Scheduled publication"],
    ]);
  });

  it("deletes a post only with the box ticked, keeping its history", async ({ sql, admin }) => {
    const p = await makePost(sql, "Doomed Post");
    const unticked = await postAs(admin, pathOf(p), { intent: "delete" });
    expect(unticked.response.status).toBe(400);
    expect(fieldError(unticked.html, "confirm")).toBe("Tick the box to confirm that the post is deleted for good.");
    expect(await rowOf(sql, p)).toBeDefined();
    expect((await post(pathOf(p), { intent: "delete", confirm: "delete" }, asAdmin(admin))).response.status).toBe(403);

    await warmEdgeCopy(`/blog/${p.slug}`);
    const deleted = await postAs(admin, pathOf(p), { intent: "delete", confirm: "delete" });
    expect(deleted.response.headers.get("Location")).toBe("/admin/blog?notice=post-deleted");
    expect(await rowOf(sql, p)).toBeUndefined();
    expect((await get(`/blog/${p.slug}`)).response.status).toBe(404);
    const [entry] = await auditRowsOf(sql, p.id);
    expect(entry).toMatchObject({ action: "deleted", after: null });
    expect(entry!.before).toMatchObject({ title: p.title, published: true });
  });
});
