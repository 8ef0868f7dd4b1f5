// The admin's tags: the list with counts, search, sort and paging; rename (normalized, refused onto
// a tag that exists), merge and delete, each admin-only, CSRF-checked, validated with nothing written
// on refusal, audited, and shown on the public tag pages at once (old names answer 301).
import { describe, expect, it } from "#test/support/fixtures.ts";
import { postAs } from "#test/support/accounts.ts";
import { expectHiddenFromNonAdmins } from "#test/support/admin-only.ts";
import { auditRowsOf, insertTag, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { get, heading, post, toolSlugs } from "#test/support/worker.ts";
import type postgres from "postgres";

const tagName = (sql: postgres.Sql, id: string) => sql<{ name: string }[]>`SELECT name FROM tags WHERE id = ${id}`;
const tagsOfTool = async (sql: postgres.Sql, toolId: string) =>
  (
    await sql<{ name: string }[]>`SELECT t.name FROM tool_tags tt JOIN tags t ON t.id = tt.tag_id
      WHERE tt.tool_id = ${toolId} ORDER BY t.name`
  ).map((row) => row.name);

describe("the tags list", () => {
  it("searches by name, counts tools of any status and published ones, sorts and pages in the URL", async ({
    sql,
    asAdmin,
  }) => {
    const prefix = uniqueSlug("zz");
    const busy = await insertTag(sql, `${prefix} busy`);
    await insertTool(sql, { tagNames: [busy.name] });
    await insertTool(sql, { status: "draft", tagNames: [busy.name] });
    for (let i = 0; i < 50; i++) await insertTag(sql, `${prefix} ${String(i).padStart(2, "0")}`);

    const first = await asAdmin(`/admin/tags?q=${encodeURIComponent(prefix.toUpperCase())}`);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(first.html)).toBe("Tags");
    expect(first.html).toContain(`51 tags matching &quot;${prefix}&quot;`);
    expect(first.html.match(/data-testid="tag-row"/g)).toHaveLength(50);
    expect(first.html).not.toContain(`${prefix} busy<`);
    expect(first.html).toContain(`href="/admin/tags?q=${encodeURIComponent(prefix).replace(/%20/g, "+")}&amp;page=2"`);
    const second = await asAdmin(`/admin/tags?q=${encodeURIComponent(prefix)}&page=2`);
    expect(second.html.match(/data-testid="tag-row"/g)).toHaveLength(1);
    expect(second.html).toMatch(new RegExp(`${prefix} busy</a></th><td[^>]*>2</td><td[^>]*>1</td>`));

    const byCount = await asAdmin(`/admin/tags?q=${encodeURIComponent(prefix)}&sort=count`);
    const rows = [...byCount.html.matchAll(/data-testid="tag-row"[^]*?<a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(rows[0]).toBe(`${prefix} busy`);

    expect((await asAdmin("/admin/tags?sort=popularity")).response.status).toBe(400);
    expect((await asAdmin(`/admin/tags?q=${encodeURIComponent(prefix)}&page=3`)).response.status).toBe(404);
  });

  it("is the site's 404 for anyone but an admin", async ({ reader }) => {
    expect((await get("/admin/tags")).response.status).toBe(404);
    await expectHiddenFromNonAdmins(reader, "/admin/tags?index", {});
  });
});

describe("renaming a tag", () => {
  it("normalizes the name, records it, and the old name's page answers 301 to the new one", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const tag = await insertTag(sql, uniqueSlug("old name"));
    const tool = await insertTool(sql, { tagNames: [tag.name] });
    const newName = uniqueSlug("new name");
    expect((await get(`/tag/${encodeURIComponent(newName)}`)).response.status).toBe(404);
    expect(toolSlugs((await get(`/tag/${tag.name}`)).html)).toEqual([tool.slug]);

    const { response } = await postAs(admin, `/admin/tags/${tag.id}`, {
      intent: "rename",
      name: `  ${newName.toUpperCase()} `,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/tags/${tag.id}?notice=tag-renamed`);
    expect(await tagName(sql, tag.id)).toEqual([{ name: newName }]);

    const page = await get(`/tag/${encodeURIComponent(newName)}`);
    expect(page.response.status).toBe(200);
    expect(toolSlugs(page.html)).toEqual([tool.slug]);
    const old = await get(`/tag/${tag.name}`);
    expect(old.response.status).toBe(301);
    expect(old.response.headers.get("Location")).toBe(`/tag/${encodeURIComponent(newName)}`);
    expect(await auditRowsOf(sql, tag.id)).toEqual([
      {
        actor_email: admin.email,
        entity_type: "tag",
        entity_label: newName,
        action: "renamed",
        before: { name: tag.name },
        after: { name: newName },
      },
    ]);
    expect((await asAdmin(`/admin/tags/${tag.id}`)).html).toMatch(/>renamed</);
  });

  it("refuses a name another tag has, suggesting the merge, and an empty name; nothing is written", async ({
    sql,
    admin,
  }) => {
    const tag = await insertTag(sql);
    const other = await insertTag(sql);
    const path = `/admin/tags/${tag.id}`;
    const taken = await postAs(admin, path, { intent: "rename", name: other.name.toUpperCase() });
    expect(taken.response.status).toBe(400);
    expect(taken.html).toMatch(
      /id="name-error"[^>]*>There is already a tag named &quot;[^&]+&quot;. To make the two one, merge/,
    );
    // The merge form offers the tag that was in the way, chosen in its list.
    expect(taken.html).toMatch(
      new RegExp(`<option value="${other.name}" selected="">#${other.name} \\(0 tools\\)</option>`),
    );
    const empty = await postAs(admin, path, { intent: "rename", name: "   " });
    expect(empty.response.status).toBe(400);
    expect(empty.html).toContain("Enter the tag&#x27;s new name.");
    const long = await postAs(admin, path, { intent: "rename", name: "x".repeat(31) });
    expect(long.response.status).toBe(400);
    expect((await postAs(admin, path, { intent: "recolour" })).response.status).toBe(400);
    expect(await tagName(sql, tag.id)).toEqual([{ name: tag.name }]);
    expect(await auditRowsOf(sql, tag.id)).toEqual([]);
  });

  it("is refused to non-admins and without the CSRF token", async ({ sql, admin, reader }) => {
    const tag = await insertTag(sql);
    const fields = { intent: "rename", name: uniqueSlug("stolen") };
    await expectHiddenFromNonAdmins(reader, `/admin/tags/${tag.id}`, fields);
    expect((await post(`/admin/tags/${tag.id}`, fields, { headers: { Cookie: admin.cookie } })).response.status).toBe(
      403,
    );
    expect(await tagName(sql, tag.id)).toEqual([{ name: tag.name }]);
  });
});

describe("merging tags", () => {
  it("moves the tools without duplicates, deletes the source, and its names lead to the kept tag", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const source = await insertTag(sql);
    const kept = await insertTag(sql);
    const onlySource = await insertTool(sql, { tagNames: [source.name] });
    const both = await insertTool(sql, { tagNames: [source.name, kept.name] });
    const onlyKept = await insertTool(sql, { tagNames: [kept.name] });
    // An earlier name of the source leads to it, and must lead on to the kept tag afterwards.
    const earlier = uniqueSlug("earlier");
    await postAs(admin, `/admin/tags/${source.id}`, { intent: "rename", name: earlier });
    await postAs(admin, `/admin/tags/${source.id}`, { intent: "rename", name: source.name });
    expect(toolSlugs((await get(`/tag/${kept.name}`)).html).sort()).toEqual([both.slug, onlyKept.slug].sort());

    // The form offers every other tag in a list, and asks for the box to be ticked first.
    const form = await asAdmin(`/admin/tags/${source.id}`);
    expect(form.html).toContain(`<option value="${kept.name}">#${kept.name} (2 tools)</option>`);
    expect(form.html).not.toContain(`<option value="${source.name}">`);
    const unticked = await postAs(admin, `/admin/tags/${source.id}`, { intent: "merge", into: kept.name });
    expect(unticked.response.status).toBe(400);
    expect(unticked.html).toMatch(/id="confirm-merge-error"[^>]*>Tick the box to confirm the merge./);
    expect(unticked.html).toContain(`<option value="${kept.name}" selected="">`);
    expect(await tagName(sql, source.id)).toEqual([{ name: source.name }]);

    const { response } = await postAs(admin, `/admin/tags/${source.id}`, {
      intent: "merge",
      into: ` ${kept.name} `,
      confirm: "merge",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/tags/${kept.id}?notice=tag-merged`);

    expect(await tagName(sql, source.id)).toEqual([]);
    for (const tool of [onlySource, both, onlyKept]) expect(await tagsOfTool(sql, tool.id)).toEqual([kept.name]);
    expect(toolSlugs((await get(`/tag/${kept.name}`)).html).sort()).toEqual(
      [onlySource.slug, both.slug, onlyKept.slug].sort(),
    );
    for (const old of [source.name, earlier]) {
      const { response: moved } = await get(`/tag/${old}`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("Location")).toBe(`/tag/${kept.name}`);
    }
    expect(await auditRowsOf(sql, kept.id)).toEqual([
      expect.objectContaining({
        action: "merged",
        entity_label: kept.name,
        before: { name: source.name },
        after: { name: kept.name, toolsAdded: 1 },
      }),
    ]);
  });

  it("refuses an unknown tag, the tag itself, and an empty name; nothing is written", async ({ sql, admin }) => {
    const tag = await insertTag(sql);
    const tool = await insertTool(sql, { tagNames: [tag.name] });
    const path = `/admin/tags/${tag.id}`;
    const unknown = await postAs(admin, path, { intent: "merge", into: uniqueSlug("nowhere"), confirm: "merge" });
    expect(unknown.response.status).toBe(400);
    expect(unknown.html).toMatch(/id="into-error"[^>]*>There is no tag named/);
    const itself = await postAs(admin, path, { intent: "merge", into: tag.name.toUpperCase(), confirm: "merge" });
    expect(itself.response.status).toBe(400);
    expect(itself.html).toContain("A tag cannot be merged into itself.");
    expect((await postAs(admin, path, { intent: "merge", into: "", confirm: "merge" })).response.status).toBe(400);
    expect(await tagName(sql, tag.id)).toEqual([{ name: tag.name }]);
    expect(await tagsOfTool(sql, tool.id)).toEqual([tag.name]);
    expect(await auditRowsOf(sql, tag.id)).toEqual([]);
  });

  it("is refused to non-admins and without the CSRF token", async ({ sql, admin, reader }) => {
    const [source, kept] = [await insertTag(sql), await insertTag(sql)];
    const fields = { intent: "merge", into: kept.name, confirm: "merge" };
    await expectHiddenFromNonAdmins(reader, `/admin/tags/${source.id}`, fields);
    expect(
      (await post(`/admin/tags/${source.id}`, fields, { headers: { Cookie: admin.cookie } })).response.status,
    ).toBe(403);
    expect(await tagName(sql, source.id)).toEqual([{ name: source.name }]);
  });
});

describe("deleting a tag", () => {
  it("takes it off its tools after the box is ticked, with the tools in its history", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const tag = await insertTag(sql);
    const tool = await insertTool(sql, { tagNames: [tag.name] });
    expect((await get(`/tag/${tag.name}`)).response.status).toBe(200);
    const path = `/admin/tags/${tag.id}`;
    const unticked = await postAs(admin, path, { intent: "delete" });
    expect(unticked.response.status).toBe(400);
    expect(unticked.html).toContain("Tick the box to confirm the deletion.");
    expect(await tagName(sql, tag.id)).toHaveLength(1);

    const { response } = await postAs(admin, path, { intent: "delete", confirm: "delete" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/tags?notice=tag-deleted");
    expect(await tagName(sql, tag.id)).toEqual([]);
    expect(await tagsOfTool(sql, tool.id)).toEqual([]);
    const page = await get(`/tag/${tag.name}`);
    expect(page.response.status).toBe(404);
    expect(page.html).toContain("Tag not found");
    expect(await auditRowsOf(sql, tag.id)).toEqual([
      expect.objectContaining({ action: "deleted", before: { name: tag.name, tools: [tool.name] }, after: null }),
    ]);
    expect((await asAdmin(path)).response.status).toBe(404);
  });

  it("is refused to non-admins and without the CSRF token", async ({ sql, admin, reader }) => {
    const tag = await insertTag(sql);
    const fields = { intent: "delete", confirm: "delete" };
    await expectHiddenFromNonAdmins(reader, `/admin/tags/${tag.id}`, fields);
    expect((await post(`/admin/tags/${tag.id}`, fields, { headers: { Cookie: admin.cookie } })).response.status).toBe(
      403,
    );
    expect(await tagName(sql, tag.id)).toHaveLength(1);
  });
});
