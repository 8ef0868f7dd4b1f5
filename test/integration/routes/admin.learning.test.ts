// The admin's learning resources: the list grouped by kind in the page's order, create, edit,
// Move up / Move down and delete, each admin-only, CSRF-checked, validated with nothing written on
// refusal, audited, and shown on the public page at once.
import { describe, expect, it } from "#test/support/fixtures.ts";
import { postAs, type SignedIn } from "#test/support/accounts.ts";
import { expectHiddenFromNonAdmins } from "#test/support/admin-only.ts";
import { auditRowsOf, uniqueSlug } from "#test/support/catalog-rows.ts";
import { get, heading, post } from "#test/support/worker.ts";
import type postgres from "postgres";

const PAGE = "/learning-resources";
const uniqueUrl = (name: string) => `https://${uniqueSlug(name)}.example.org/`;

/** Each test works in a kind of its own, so parallel tests never reorder each other's resources. */
const KINDS = ["podcast", "newsletter", "blog", "video"] as const;

/** A resource added through the admin (so the public copies are refreshed), with its "created" history row. */
async function createResource(sql: postgres.Sql, admin: SignedIn, kind: string, title = uniqueSlug("Resource")) {
  const url = uniqueUrl("resource");
  const fields = { title, url, kind, author: "", description: "A description long enough for the rules." };
  const { response } = await postAs(admin, "/admin/learning/new", fields);
  expect(response.status).toBe(302);
  const [row] = await sql<{ id: string }[]>`SELECT id FROM learning_resources WHERE url = ${url}`;
  return { id: row!.id, title, url, kind };
}

/** A resource's history after its creation. */
const laterAuditRows = async (sql: postgres.Sql, id: string) => (await auditRowsOf(sql, id)).slice(1);

const titlesOfKind = (sql: postgres.Sql, kind: string) =>
  sql<{ title: string; position: number }[]>`
    SELECT title, position FROM learning_resources WHERE kind = ${kind} ORDER BY position, title`;

const auditCount = async (sql: postgres.Sql, admin: SignedIn) =>
  (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_log WHERE actor_email = ${admin.email}`)[0]!.n;

/** The titles in a section of the public page, in order. */
function sectionTitles(html: string, heading: string): string[] {
  const start = html.indexOf(`>${heading}</h2>`);
  const section = html.slice(start, html.indexOf("</section>", start));
  return [...section.matchAll(/<h3[^>]*><a[^>]*>([^<]+)</g)].map((m) =>
    m[1]!
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  );
}

describe("the learning resources list", () => {
  it("groups every resource by kind in the page's order, for admins only", async ({ sql, reader, asAdmin }) => {
    const { response, html } = await asAdmin("/admin/learning");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(html)).toBe("Learning resources");
    const headings = [...html.matchAll(/<h2 id="kind-[^"]+"[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings.slice(0, 3)).toEqual(["Official sites", "Books", "Courses"]);
    const [first] = await sql<{ id: string }[]>`SELECT id FROM learning_resources ORDER BY kind, position LIMIT 1`;
    expect(html).toContain(`href="/admin/learning/${first!.id}"`);

    for (const cookie of [undefined, reader.cookie]) {
      expect((await get("/admin/learning", { headers: cookie ? { Cookie: cookie } : {} })).response.status).toBe(404);
    }
  });
});

describe("adding a resource", () => {
  it("puts it last in its kind, records it, and shows it on the page at once", async ({ sql, admin }) => {
    const kind = KINDS[0];
    const before = await createResource(sql, admin, kind);
    expect(sectionTitles((await get(PAGE)).html, "Podcasts")).toContain(before.title); // the edge holds the page
    const fields = {
      title: uniqueSlug("New podcast"),
      url: uniqueUrl("podcast"),
      kind,
      author: "Some Host",
      description: "Weekly talk about the protocol and its people.",
    };
    const { response } = await postAs(admin, "/admin/learning/new", fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/learning?notice=learning-resource-created#kind-podcast");
    const [row] = await sql<{ id: string }[]>`SELECT id FROM learning_resources WHERE url = ${fields.url}`;
    expect((await titlesOfKind(sql, kind)).at(-1)!.title).toBe(fields.title);
    expect(await auditRowsOf(sql, row!.id)).toEqual([
      {
        actor_email: admin.email,
        entity_type: "learning_resource",
        entity_label: fields.title,
        action: "created",
        before: null,
        after: fields,
      },
    ]);
    const shown = sectionTitles((await get(PAGE)).html, "Podcasts");
    expect(shown.at(-1)).toBe(fields.title);
    expect((await get(PAGE)).html).toContain(`href="${fields.url}"`);
  });

  it("is refused to anyone but an admin, and without the CSRF token", async ({ sql, admin, reader }) => {
    const fields = {
      title: uniqueSlug("Forbidden"),
      url: uniqueUrl("forbidden"),
      kind: "book",
      author: "",
      description: "A description long enough for the rules.",
    };
    await expectHiddenFromNonAdmins(reader, "/admin/learning/new", fields);
    const noToken = await post("/admin/learning/new", fields, { headers: { Cookie: admin.cookie } });
    expect(noToken.response.status).toBe(403);
    expect(await sql`SELECT 1 FROM learning_resources WHERE url = ${fields.url}`).toHaveLength(0);
  });

  it("refuses a missing title, an http or malformed address, a taken address, an unknown kind and a short description", async ({
    sql,
    admin,
  }) => {
    const [taken] = await sql<{ url: string }[]>`SELECT url FROM learning_resources LIMIT 1`;
    const good = {
      title: uniqueSlug("Good"),
      url: uniqueUrl("good"),
      kind: "book",
      author: "",
      description: "A description long enough for the rules.",
    };
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ ...good, title: "" }, "title", /Enter the resource&#x27;s title/],
      [{ ...good, url: "http://example.org/" }, "url", /Enter an https:\/\/ address/],
      [{ ...good, url: "javascript:alert(1)" }, "url", /Enter an https:\/\/ address/],
      [{ ...good, url: taken!.url }, "url", /Another resource has this address/],
      [{ ...good, kind: "rumour" }, "kind", /Choose a kind from the list/],
      [{ ...good, description: "Too short" }, "description", /at least 15 characters/],
    ];
    const before = await sql`SELECT count(*)::int AS n FROM learning_resources`;
    const audits = await auditCount(sql, admin);
    for (const [fields, field, message] of cases) {
      const { response, html } = await postAs(admin, "/admin/learning/new", fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(html).toMatch(new RegExp(`id="${field}-error"[^>]*>[^<]*${message.source}`));
      if (fields.title) expect(html).toContain(`value="${fields.title}"`);
    }
    expect(await sql`SELECT count(*)::int AS n FROM learning_resources`).toEqual(before);
    expect(await auditCount(sql, admin)).toBe(audits);
  });
});

describe("editing a resource", () => {
  it("saves its fields, shows them on the page at once, and its history on the edit page", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const resource = await createResource(sql, admin, KINDS[1]);
    expect(sectionTitles((await get(PAGE)).html, "Newsletters")).toContain(resource.title);
    const fields = {
      intent: "save",
      title: uniqueSlug("Renamed"),
      url: resource.url,
      kind: KINDS[1],
      author: "An Author",
      description: "A description long enough for the rules.",
    };
    const { response } = await postAs(admin, `/admin/learning/${resource.id}`, fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/learning/${resource.id}?notice=learning-resource-saved`);
    expect(await laterAuditRows(sql, resource.id)).toEqual([
      {
        actor_email: admin.email,
        entity_type: "learning_resource",
        entity_label: fields.title,
        action: "updated",
        before: { title: resource.title, author: null },
        after: { title: fields.title, author: "An Author" },
      },
    ]);
    const shown = sectionTitles((await get(PAGE)).html, "Newsletters");
    expect(shown).toContain(fields.title);
    expect(shown).not.toContain(resource.title);
    const edit = await asAdmin(`/admin/learning/${resource.id}?notice=learning-resource-saved`);
    expect(heading(edit.html)).toBe(fields.title);
    expect(edit.html).toContain("Resource saved");
    expect(edit.html).toContain('id="history-heading"');
  });

  it("is refused to anyone but an admin, without the CSRF token, with bad input, and for an unknown intent", async ({
    sql,
    admin,
    reader,
  }) => {
    const resource = await createResource(sql, admin, KINDS[1]);
    const fields = {
      intent: "save",
      title: uniqueSlug("Changed"),
      url: resource.url,
      kind: KINDS[1],
      author: "",
      description: "A description long enough for the rules.",
    };
    await expectHiddenFromNonAdmins(reader, `/admin/learning/${resource.id}`, fields);
    const noToken = await post(`/admin/learning/${resource.id}`, fields, { headers: { Cookie: admin.cookie } });
    expect(noToken.response.status).toBe(403);
    const bad = await postAs(admin, `/admin/learning/${resource.id}`, { ...fields, url: "http://insecure.example/" });
    expect(bad.response.status).toBe(400);
    expect(bad.html).toMatch(/id="url-error"/);
    const unknown = await postAs(admin, `/admin/learning/${resource.id}`, { ...fields, intent: "publish" });
    expect(unknown.response.status).toBe(400);
    expect(await sql`SELECT title FROM learning_resources WHERE id = ${resource.id}`).toEqual([
      { title: resource.title },
    ]);
    expect(await laterAuditRows(sql, resource.id)).toEqual([]);
  });
});

describe("reordering within a kind", () => {
  it("moves a resource up and down, numbering the kind again, and the page follows at once", async ({ sql, admin }) => {
    const kind = KINDS[2];
    const added = [await createResource(sql, admin, kind), await createResource(sql, admin, kind)];
    const initial = (await titlesOfKind(sql, kind)).map((r) => r.title);
    expect(sectionTitles((await get(PAGE)).html, "Blogs")).toEqual(initial);

    const last = added[1]!;
    const { response } = await postAs(admin, "/admin/learning?index", { intent: "move-up", id: last.id });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/learning?notice=learning-resource-moved#kind-blog");
    const moved = [...initial];
    moved.splice(moved.length - 2, 2, last.title, added[0]!.title);
    const rows = await titlesOfKind(sql, kind);
    expect(rows.map((r) => r.title)).toEqual(moved);
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i));
    expect(sectionTitles((await get(PAGE)).html, "Blogs")).toEqual(moved);
    expect(await laterAuditRows(sql, last.id)).toEqual([
      {
        actor_email: admin.email,
        entity_type: "learning_resource",
        entity_label: last.title,
        action: "moved up",
        before: { position: moved.length },
        after: { position: moved.length - 1 },
      },
    ]);

    // Down again; moving the last one further down changes nothing and records nothing.
    await postAs(admin, "/admin/learning?index", { intent: "move-down", id: last.id });
    expect((await titlesOfKind(sql, kind)).map((r) => r.title)).toEqual(initial);
    const audits = await auditCount(sql, admin);
    expect((await postAs(admin, "/admin/learning?index", { intent: "move-down", id: last.id })).response.status).toBe(
      302,
    );
    expect((await titlesOfKind(sql, kind)).map((r) => r.title)).toEqual(initial);
    expect(await auditCount(sql, admin)).toBe(audits);
  });

  it("is refused to anyone but an admin, without the CSRF token, and with a bad id or intent", async ({
    sql,
    admin,
    reader,
  }) => {
    const kind = "forum";
    const resource = await createResource(sql, admin, kind);
    const before = await titlesOfKind(sql, kind);
    await expectHiddenFromNonAdmins(reader, "/admin/learning?index", { intent: "move-up", id: resource.id });
    const noToken = await post(
      "/admin/learning?index",
      { intent: "move-up", id: resource.id },
      { headers: { Cookie: admin.cookie } },
    );
    expect(noToken.response.status).toBe(403);
    expect((await postAs(admin, "/admin/learning?index", { intent: "move-up", id: "nope" })).response.status).toBe(400);
    expect((await postAs(admin, "/admin/learning?index", { intent: "shuffle", id: resource.id })).response.status).toBe(
      400,
    );
    expect(await titlesOfKind(sql, kind)).toEqual(before);
    expect(await laterAuditRows(sql, resource.id)).toEqual([]);
  });
});

describe("deleting a resource", () => {
  it("asks for the box, then removes it, closes the gap in its kind, and leaves the page at once", async ({
    sql,
    admin,
    reader,
  }) => {
    const kind = KINDS[3];
    const resource = await createResource(sql, admin, kind);
    await createResource(sql, admin, kind);
    expect(sectionTitles((await get(PAGE)).html, "Videos")).toContain(resource.title);

    const audits = await auditCount(sql, admin);
    const unticked = await postAs(admin, `/admin/learning/${resource.id}`, { intent: "delete" });
    expect(unticked.response.status).toBe(400);
    expect(unticked.html).toMatch(/id="confirm-delete-error"[^>]*>Tick the box/);
    expect(await auditCount(sql, admin)).toBe(audits);
    await expectHiddenFromNonAdmins(reader, `/admin/learning/${resource.id}`, { intent: "delete", confirm: "delete" });
    const noToken = await post(
      `/admin/learning/${resource.id}`,
      { intent: "delete", confirm: "delete" },
      { headers: { Cookie: admin.cookie } },
    );
    expect(noToken.response.status).toBe(403);
    expect(await sql`SELECT 1 FROM learning_resources WHERE id = ${resource.id}`).toHaveLength(1);

    const { response } = await postAs(admin, `/admin/learning/${resource.id}`, { intent: "delete", confirm: "delete" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/learning?notice=learning-resource-deleted");
    expect(await sql`SELECT 1 FROM learning_resources WHERE id = ${resource.id}`).toHaveLength(0);
    const rows = await titlesOfKind(sql, kind);
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i));
    expect((await auditRowsOf(sql, resource.id)).at(-1)).toMatchObject({
      action: "deleted",
      before: { title: resource.title, url: resource.url, kind },
      after: null,
    });
    expect(sectionTitles((await get(PAGE)).html, "Videos")).not.toContain(resource.title);
  });
});
