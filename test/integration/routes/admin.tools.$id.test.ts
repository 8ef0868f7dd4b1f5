// Editing a tool in the admin portal: the page (fields, status, history, links), saving with its
// history row and the public page fresh at once, slug changes and their 301s, the About preview,
// every status action (and the cron that publishes a scheduled tool), and the guards.
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { utcDateTimeValue } from "#app/lib/admin-tool-rules.ts";
import { slugify } from "#app/lib/slugify.ts";
import { publicationTimeLabel } from "#app/lib/tool-status.ts";
import { expectHiddenFromNonAdmins } from "#test/support/admin-only.ts";
import { postAs, type SignedIn } from "#test/support/accounts.ts";
import { fieldError, inputValue, selectedOption, textareaValue, textOf } from "#test/support/form-html.ts";
import { auditRowsOf, categoryIdOf, insertTool, toolEditForm, uniqueSlug } from "#test/support/catalog-rows.ts";
import { get, heading, post } from "#test/support/worker.ts";
import { runMinuteCron } from "#test/support/cron.ts";
import type postgres from "postgres";

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
let mining: string;
let wallets: string;
let education: string;

const pathOf = (tool: TestTool) => `/admin/tools/${tool.id}`;

type TestTool = Awaited<ReturnType<typeof insertTool>>;

/** A tool of this test file's own, published and in Mining unless told otherwise. */
const makeTool = (
  sql: postgres.Sql,
  base: string,
  fields: Omit<Parameters<typeof insertTool>[1] & object, "name" | "slug"> = {},
) => insertTool(sql, { name: `${base} ${stamp}`, slug: uniqueSlug(slugify(base)), categoryIds: [mining], ...fields });

/** The edit form as the page fills it for a tool made by makeTool, with the changes given. */
const editForm = (tool: TestTool, change: Record<string, string> = {}) => toolEditForm(tool, mining, change);

const rowOf = async (sql: postgres.Sql, tool: TestTool) =>
  (
    await sql<{ slug: string; status: string; website_url: string; publish_ms: number | null }[]>`
      SELECT slug, status, website_url, (extract(epoch FROM publish_at) * 1000)::float8 AS publish_ms
      FROM tools WHERE id = ${tool.id}`
  )[0];

/** GETs a public page twice, so the edge holds a copy of it before a write. */
async function warmEdgeCopy(path: string) {
  await get(path);
  return get(path);
}

beforeAll(async ({ sql }) => {
  [mining, wallets, education] = await Promise.all([
    categoryIdOf(sql, "mining"),
    categoryIdOf(sql, "bitcoin-wallets"),
    categoryIdOf(sql, "education"),
  ]);
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE name LIKE ${`%${stamp}%`}`;
});

describe("the edit page", () => {
  it("shows every field as stored, the status, View on site and Images links, and the history", async ({
    sql,
    admin,
  }) => {
    const tool = await makeTool(sql, "Seeded Like", {
      fullDescription: "<p>Written as <strong>HTML</strong>.</p>",
      categoryIds: [wallets, mining],
      tagNames: ["zeta", "alpha"],
    });
    const { response, html } = await get(pathOf(tool), { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(html)).toBe(tool.name);
    expect(inputValue(html, "name")).toBe(tool.name);
    expect(inputValue(html, "slug")).toBe(tool.slug);
    // Seeded tools have only HTML: the editor starts from it (Markdown passes HTML through).
    expect(textareaValue(html, "about")).toBe("<p>Written as <strong>HTML</strong>.</p>");
    expect(selectedOption(html, "category1")).toBe(wallets);
    expect(selectedOption(html, "category2")).toBe(mining);
    expect(inputValue(html, "tags")).toBe("alpha, zeta");
    expect(textOf(html)).toContain("StatusPublished");
    expect(html).toMatch(new RegExp(`<a href="/tool/${tool.slug}"[^>]*>View on site</a>`));
    expect(html).toMatch(new RegExp(`href="/admin/tools/${tool.id}/images"[^>]*>Images</a>`));
    expect(html).toContain(">Save changes</button>");
    expect(html).toContain("No changes recorded yet.");
  });

  it("is the site's 404 for an id that is no uuid, an unknown tool, readers and visitors", async ({
    sql,
    admin,
    reader,
  }) => {
    const tool = await makeTool(sql, "Guarded");
    const admins = { headers: { Cookie: admin.cookie } };
    expect((await get("/admin/tools/not-a-uuid", admins)).response.status).toBe(404);
    expect((await get("/admin/tools/00000000-0000-4000-8000-000000000000", admins)).response.status).toBe(404);
    const unknown = await postAs(admin, "/admin/tools/00000000-0000-4000-8000-000000000000", { intent: "publish" });
    expect(unknown.response.status).toBe(404);
    const change = editForm(tool, { websiteUrl: "https://refused.example.com" });
    for (const fields of [change, { intent: "archive" }]) await expectHiddenFromNonAdmins(reader, pathOf(tool), fields);
    expect(await rowOf(sql, tool)).toMatchObject({ status: "published", website_url: "https://example.org" });
    expect(await auditRowsOf(sql, tool.id)).toEqual([]);
  });

  it("refuses a save or a status change without the CSRF token with 403, writing nothing", async ({ sql, admin }) => {
    const tool = await makeTool(sql, "No Token");
    const headers = { Cookie: admin.cookie };
    const save = await post(pathOf(tool), editForm(tool, { websiteUrl: "https://forged.example.com" }), { headers });
    expect(save.response.status).toBe(403);
    expect((await post(pathOf(tool), { intent: "archive" }, { headers })).response.status).toBe(403);
    expect(await rowOf(sql, tool)).toMatchObject({ status: "published", website_url: "https://example.org" });
    expect(await auditRowsOf(sql, tool.id)).toEqual([]);
  });

  it("answers an unknown intent with 400", async ({ sql, admin }) => {
    const tool = await makeTool(sql, "Unknown Intent");
    expect((await postAs(admin, pathOf(tool), { intent: "explode" })).response.status).toBe(400);
    expect((await postAs(admin, pathOf(tool), {})).response.status).toBe(400);
  });
});

describe("saving a tool", () => {
  it("changes its fields, records only what changed, and the public page shows it on the next request", async ({
    sql,
    admin,
  }) => {
    const tool = await makeTool(sql, "Edited", { tagNames: ["old tag"] });
    const publicPath = `/tool/${tool.slug}`;
    expect((await warmEdgeCopy(publicPath)).html).toContain('href="https://example.org"');

    const { response } = await postAs(
      admin,
      pathOf(tool),
      editForm(tool, {
        websiteUrl: "https://new-home.example.org/",
        category1: education,
        category2: mining,
        tags: "Fresh, old tag, FRESH",
        about: "New *About*.",
        lightning: "yes",
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${pathOf(tool)}?notice=tool-saved`);

    const after = await get(publicPath);
    expect(after.html).toContain('href="https://new-home.example.org/"');
    expect(after.html).toContain("<p>New <em>About</em>.</p>");
    expect(after.html).toContain('href="/category/education"');

    const [entry, ...more] = await auditRowsOf(sql, tool.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: "updated", actor_email: admin.email });
    expect(entry!.before).toEqual({
      websiteUrl: "https://example.org",
      about: "",
      categories: ["Mining"],
      tags: ["old tag"],
      lightning: null,
    });
    expect(entry!.after).toEqual({
      websiteUrl: "https://new-home.example.org/",
      about: "New *About*.",
      categories: ["Education", "Mining"],
      tags: ["fresh", "old tag"],
      lightning: true,
    });

    const page = await get(pathOf(tool), { headers: { Cookie: admin.cookie } });
    expect(inputValue(page.html, "tags")).toBe("fresh, old tag");
    expect(textareaValue(page.html, "about")).toBe("New *About*.");
    expect(textOf(page.html)).toContain("websiteUrl");
  });

  it("saving without a change records nothing", async ({ sql, admin }) => {
    const tool = await makeTool(sql, "Unchanged");
    const { response } = await postAs(admin, pathOf(tool), editForm(tool));
    expect(response.status).toBe(302);
    expect(await auditRowsOf(sql, tool.id)).toEqual([]);
  });

  it("refuses a blank slug, a taken slug or a bad address with a 400 next to the field, writing nothing", async ({
    sql,
    admin,
  }) => {
    const tool = await makeTool(sql, "Refused Edit");
    const other = await makeTool(sql, "Other Tool");
    const cases: [Record<string, string>, string, string][] = [
      [{ slug: "" }, "slug", "Enter the tool's slug."],
      [{ slug: other.slug }, "slug", "Another tool has this slug. Choose another one."],
      [{ websiteUrl: "mailto:team@example.com" }, "websiteUrl", "starting with https://"],
      [{ category2: mining }, "category2", "This category is already chosen."],
    ];
    for (const [change, field, message] of cases) {
      const { response, html } = await postAs(
        admin,
        pathOf(tool),
        editForm(tool, { ...change, name: "Typed name", websiteUrl: change.websiteUrl ?? "https://typed.example" }),
      );
      expect(response.status).toBe(400);
      expect(fieldError(html, field)).toContain(message);
      expect(inputValue(html, "name")).toBe("Typed name");
    }
    expect(await rowOf(sql, tool)).toMatchObject({ slug: tool.slug, website_url: "https://example.org" });
    expect(await auditRowsOf(sql, tool.id)).toEqual([]);
  });

  it("keeps the Markdown as written and stores its sanitized HTML", async ({ sql, admin }) => {
    const tool = await makeTool(sql, "Markdown Kept");
    const about = "# Title\n\n<iframe src='https://evil.example'></iframe>\n\nSee [the site](https://example.com).";
    await postAs(admin, pathOf(tool), editForm(tool, { about }));
    const [row] = await sql<{ about_markdown: string; full_description: string }[]>`
      SELECT about_markdown, full_description FROM tools WHERE id = ${tool.id}`;
    expect(row!.about_markdown).toBe(about);
    expect(row!.full_description).toMatch(
      /^<h2>Title<\/h2>\s*<p>See <a href="https:\/\/example\.com" rel="nofollow noopener noreferrer" target="_blank">the site<\/a>\.<\/p>$/,
    );
  });
});

describe("the About preview on the edit page", () => {
  it("shows the HTML and keeps everything typed, saving nothing", async ({ sql, admin }) => {
    const tool = await makeTool(sql, "Previewed");
    const { response, html } = await postAs(
      admin,
      pathOf(tool),
      editForm(tool, { intent: "preview", about: "A *preview*", websiteUrl: "https://typed.example" }),
    );
    expect(response.status).toBe(200);
    expect(html).toMatch(/data-testid="about-preview"[^>]*><p>A <em>preview<\/em><\/p>/);
    expect(inputValue(html, "websiteUrl")).toBe("https://typed.example");
    expect(await rowOf(sql, tool)).toMatchObject({ website_url: "https://example.org" });
    expect(await auditRowsOf(sql, tool.id)).toEqual([]);
  });
});

describe("changing a slug", () => {
  const rename = (admin: SignedIn, tool: TestTool, slug: string) =>
    postAs(admin, pathOf(tool), editForm({ ...tool }, { slug })).then(({ response }) => {
      expect(response.status).toBe(302);
      return { ...tool, slug };
    });

  it("answers 301 from every old slug straight to the current one, and gives an old slug back", async ({
    sql,
    admin,
  }) => {
    const first = await makeTool(sql, "Renamed");
    const second = await rename(admin, first, `${first.slug}-two`);
    const third = await rename(admin, second, `${first.slug}-three`);

    for (const old of [first.slug, second.slug]) {
      const { response } = await get(`/tool/${old}`);
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe(`/tool/${third.slug}`);
    }
    expect((await get(`/tool/${third.slug}`)).response.status).toBe(200);
    const [entry] = (await auditRowsOf(sql, first.id)).slice(-1);
    expect(entry).toMatchObject({ before: { slug: second.slug }, after: { slug: third.slug } });

    // Back to the first slug: it is the tool's own again, and the others lead there.
    await rename(admin, third, first.slug);
    expect((await get(`/tool/${first.slug}`)).response.status).toBe(200);
    for (const old of [second.slug, third.slug])
      expect((await get(`/tool/${old}`)).response.headers.get("Location")).toBe(`/tool/${first.slug}`);
    const redirects = await sql<{ old_slug: string }[]>`
      SELECT old_slug FROM tool_slug_redirects WHERE tool_id = ${first.id} ORDER BY old_slug`;
    expect(redirects.map((r) => r.old_slug)).toEqual([second.slug, third.slug].sort());
  });

  it("an old slug taken by another tool is that tool's page", async ({ sql, admin }) => {
    const moved = await makeTool(sql, "Moved Away");
    await rename(admin, moved, `${moved.slug}-new`);
    const taker = await makeTool(sql, "Taker");
    await rename(admin, taker, moved.slug);
    const { response, html } = await get(`/tool/${moved.slug}`);
    expect(response.status).toBe(200);
    expect(heading(html)).toBe(taker.name);
  });

  it("an unpublished tool's old slug is a 404 for visitors and a 301 for admins", async ({ sql, admin }) => {
    const draft = await makeTool(sql, "Hidden Rename", { status: "draft" });
    await rename(admin, draft, `${draft.slug}-new`);
    expect((await get(`/tool/${draft.slug}`)).response.status).toBe(404);
    const asAdmin = await get(`/tool/${draft.slug}`, { headers: { Cookie: admin.cookie } });
    expect(asAdmin.response.status).toBe(301);
    expect(asAdmin.response.headers.get("Location")).toBe(`/tool/${draft.slug}-new`);
  });
});

describe("status actions", () => {
  it("Publish now makes a draft public on the next request, once", async ({ sql, admin }) => {
    const tool = await makeTool(sql, "Publish Me", { status: "draft" });
    expect((await warmEdgeCopy(`/tool/${tool.slug}`)).response.status).toBe(404);
    const { response } = await postAs(admin, pathOf(tool), { intent: "publish" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${pathOf(tool)}?notice=tool-published`);
    expect((await get(`/tool/${tool.slug}`)).response.status).toBe(200);
    expect(await auditRowsOf(sql, tool.id)).toMatchObject([
      { action: "published", before: { status: "draft" }, after: { status: "published" } },
    ]);

    const again = await postAs(admin, pathOf(tool), { intent: "publish" });
    expect(again.response.status).toBe(409);
    expect(textOf(again.html)).toContain("The tool's status is Published: it cannot be published.");
    expect(await auditRowsOf(sql, tool.id)).toHaveLength(1);
  });

  it("Unpublish takes a published tool off the site on the next request", async ({ sql, admin }) => {
    const tool = await makeTool(sql, "Unpublish Me");
    expect((await warmEdgeCopy(`/tool/${tool.slug}`)).response.status).toBe(200);
    const { response } = await postAs(admin, pathOf(tool), { intent: "unpublish" });
    expect(response.headers.get("Location")).toBe(`${pathOf(tool)}?notice=tool-unpublished`);
    expect((await get(`/tool/${tool.slug}`)).response.status).toBe(404);
    expect(await rowOf(sql, tool)).toMatchObject({ status: "draft" });
    expect(await auditRowsOf(sql, tool.id)).toMatchObject([{ action: "unpublished" }]);
  });

  it("Schedule refuses a time that is not in the future or not a time, with a 400 next to the field", async ({
    sql,
    admin,
  }) => {
    const tool = await makeTool(sql, "Badly Scheduled", { status: "draft" });
    const notATime = "Enter a date and time such as 2030-01-31T14:30.";
    const cases: [string, string][] = [
      [utcDateTimeValue(new Date(Date.now() - 60_000)), "Choose a time in the future."],
      ["tomorrow at nine", notATime],
      ["2030-02-31T09:00", notATime],
      ["2030-01-31T24:30", notATime],
      ["", "Choose the date and time of publication."],
    ];
    for (const [publishAt, message] of cases) {
      const { response, html } = await postAs(admin, pathOf(tool), { intent: "schedule", publishAt });
      expect(response.status).toBe(400);
      expect(fieldError(html, "publishAt")).toBe(message);
    }
    expect(await rowOf(sql, tool)).toMatchObject({ status: "draft", publish_ms: null });
    expect(await auditRowsOf(sql, tool.id)).toEqual([]);
  });

  it("a scheduled tool waits, and the every-minute cron publishes it once its time has come", async ({
    sql,
    admin,
  }) => {
    const tool = await makeTool(sql, "Scheduled", { status: "draft" });
    // Two minutes ahead, to the minute: later than now, and earlier than any other test's schedule.
    const at = utcDateTimeValue(new Date(Date.now() + 2 * 60_000));
    const { response } = await postAs(admin, pathOf(tool), { intent: "schedule", publishAt: at });
    expect(response.headers.get("Location")).toBe(`${pathOf(tool)}?notice=tool-scheduled`);
    const due = Date.parse(`${at}:00Z`);
    expect((await rowOf(sql, tool))!.publish_ms).toBe(due);
    const page = await get(pathOf(tool), { headers: { Cookie: admin.cookie } });
    expect(textOf(page.html)).toContain(`DraftScheduled for ${publicationTimeLabel(new Date(due))}`);
    expect(inputValue(page.html, "publishAt")).toBe(at);

    expect((await warmEdgeCopy(`/tool/${tool.slug}`)).response.status).toBe(404);
    await runMinuteCron(due - 60_000);
    expect(await rowOf(sql, tool)).toMatchObject({ status: "draft" });

    await runMinuteCron(due + 1_000);
    expect(await rowOf(sql, tool)).toMatchObject({ status: "published", publish_ms: null });
    expect((await get(`/tool/${tool.slug}`)).response.status).toBe(200);
    expect(await auditRowsOf(sql, tool.id)).toMatchObject([
      { action: "scheduled", actor_email: admin.email, after: { publishAt: new Date(due).toISOString() } },
      { action: "published", actor_email: "Scheduled publication" },
    ]);
  });

  it("Archive takes a tool off the site; Restore gives it back the status it had, only from archived", async ({
    sql,
    admin,
  }) => {
    const tool = await makeTool(sql, "Archive Me");
    expect((await warmEdgeCopy(`/tool/${tool.slug}`)).response.status).toBe(200);
    const archived = await postAs(admin, pathOf(tool), { intent: "archive" });
    expect(archived.response.headers.get("Location")).toBe(`${pathOf(tool)}?notice=tool-archived`);
    expect((await get(`/tool/${tool.slug}`)).response.status).toBe(404);

    const page = await get(pathOf(tool), { headers: { Cookie: admin.cookie } });
    expect(textOf(page.html)).toContain("StatusArchived");
    // Named apart from a revision's "Restore this revision" on the same page.
    expect(page.html).toContain(">Restore from archive</button>");
    expect(page.html).toContain(">Delete permanently</button>");

    const restored = await postAs(admin, pathOf(tool), { intent: "restore" });
    expect(restored.response.headers.get("Location")).toBe(`${pathOf(tool)}?notice=tool-restored`);
    expect(await rowOf(sql, tool)).toMatchObject({ status: "published" });
    expect((await get(`/tool/${tool.slug}`)).response.status).toBe(200);
    const again = await postAs(admin, pathOf(tool), { intent: "restore" });
    expect(again.response.status).toBe(409);
    expect(textOf(again.html)).toContain("The tool's status is Published: it cannot be restored.");
    expect((await auditRowsOf(sql, tool.id)).map((entry) => entry.action)).toEqual(["archived", "restored"]);

    // A draft archived comes back a draft.
    await postAs(admin, pathOf(tool), { intent: "unpublish" });
    await postAs(admin, pathOf(tool), { intent: "archive" });
    await postAs(admin, pathOf(tool), { intent: "restore" });
    expect(await rowOf(sql, tool)).toMatchObject({ status: "draft" });
  });

  it("Delete permanently needs an archived tool and a ticked box, removes its image files, and keeps the whole tool in the history", async ({
    sql,
    admin,
  }) => {
    const tool = await makeTool(sql, "Delete Me", { tagNames: ["doomed"], categoryIds: [mining, education] });
    const early = await postAs(admin, pathOf(tool), { intent: "delete", confirm: "delete" });
    expect(early.response.status).toBe(409);
    expect(textOf(early.html)).toContain("The tool's status is Published: it cannot be deleted.");

    await postAs(admin, pathOf(tool), { intent: "archive" });
    // Its uploaded logo and screenshot, in the bucket.
    const [logo, screenshot] = ["logo", "screenshot"].map(
      (kind) => `${tool.id}/${kind}-${"ab".repeat(16)}-${kind === "logo" ? "256x256" : "1600x900"}.webp`,
    ) as [string, string];
    for (const key of [logo, screenshot]) await env.TOOL_IMAGES.put(key, new Uint8Array([1, 2, 3]));
    await sql`UPDATE tools SET logo_url = ${`/tool-images/${logo}`}, screenshot_url = ${`/tool-images/${screenshot}`}
      WHERE id = ${tool.id}`;

    const unconfirmed = await postAs(admin, pathOf(tool), { intent: "delete" });
    expect(unconfirmed.response.status).toBe(400);
    expect(fieldError(unconfirmed.html, "confirm")).toBe("Tick the box to confirm that the tool is deleted for good.");
    expect(await rowOf(sql, tool)).toMatchObject({ status: "archived" });

    const { response } = await postAs(admin, pathOf(tool), { intent: "delete", confirm: "delete" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/tools?notice=tool-deleted");
    expect(await rowOf(sql, tool)).toBeUndefined();
    expect((await get(pathOf(tool), { headers: { Cookie: admin.cookie } })).response.status).toBe(404);
    expect(await env.TOOL_IMAGES.get(logo)).toBeNull();
    expect(await env.TOOL_IMAGES.get(screenshot)).toBeNull();
    const [, deleted] = await auditRowsOf(sql, tool.id);
    expect(deleted).toMatchObject({
      action: "deleted",
      after: null,
      before: {
        name: tool.name,
        slug: tool.slug,
        status: "archived",
        categories: ["Mining", "Education"],
        tags: ["doomed"],
        logoUrl: `/tool-images/${logo}`,
        screenshotUrl: `/tool-images/${screenshot}`,
      },
    });
  });
});
