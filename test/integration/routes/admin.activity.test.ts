// The Activity page: every admin write, newest first, filtered by admin and entity type in the
// URL, paged, read-only, each entry linked to its entity's admin page while that still exists.
import { beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { postAs, signInAdmin, type SignedIn } from "#test/support/accounts.ts";
import { insertCategory, insertTag, uniqueSlug } from "#test/support/catalog-rows.ts";
import { get, heading, post } from "#test/support/worker.ts";

let alice: SignedIn;
let bob: SignedIn;
let aliceId: string;
let bobId: string;
beforeAll(async ({ sql }) => {
  [alice, bob] = await Promise.all([signInAdmin("alice"), signInAdmin("bob")]);
  const idOf = async (user: SignedIn) =>
    (await sql<{ id: string }[]>`SELECT id FROM users WHERE email = ${user.email}`)[0]!.id;
  [aliceId, bobId] = await Promise.all([idOf(alice), idOf(bob)]);
});

const asAlice = (path: string) => get(path, { headers: { Cookie: alice.cookie } });
/** The entity labels of the entries on a page, in order. */
const labelsOn = (html: string) =>
  [...html.replaceAll("<!-- -->", "").matchAll(/· (Tool|Category|Tag) (?:<a[^>]*>|<span[^>]*>)([^<]+)</g)].map(
    (m) => `${m[1]!.toLowerCase()} ${m[2]}`,
  );

describe("the Activity page", () => {
  it("lists the changes newest first, filtered by admin and entity type, linking what still exists", async ({
    sql,
  }) => {
    const category = await insertCategory(sql, uniqueSlug("Audited"));
    const tag = await insertTag(sql);
    const renamed = uniqueSlug("renamed");
    await postAs(alice, `/admin/categories/${category.id}`, {
      intent: "save",
      name: renamed,
      slug: "",
      description: "",
    });
    await postAs(alice, `/admin/tags/${tag.id}`, { intent: "delete", confirm: "delete" });
    const bobsCategory = uniqueSlug("Bobs");
    await postAs(bob, "/admin/categories/new", { name: bobsCategory, slug: "", description: "" });

    const mine = await asAlice(`/admin/activity?admin=${aliceId}`);
    expect(mine.response.status).toBe(200);
    expect(mine.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(mine.html)).toBe("Activity");
    expect(labelsOn(mine.html)).toEqual([`tag ${tag.name}`, `category ${renamed}`]);
    expect(mine.html).toContain("2 changes");
    // The category still exists: its entry links to its page; the deleted tag's cannot.
    expect(mine.html).toMatch(new RegExp(`<a[^>]*href="/admin/categories/${category.id}"[^>]*>${renamed}</a>`));
    expect(mine.html).not.toContain(`href="/admin/tags/${tag.id}"`);
    // Both admins are offered in the filter, by address.
    expect(mine.html).toMatch(new RegExp(`<option value="${aliceId}" selected="">${alice.email}</option>`));
    expect(mine.html).toContain(`<option value="${bobId}">${bob.email}</option>`);

    const categories = await asAlice(`/admin/activity?admin=${aliceId}&type=category`);
    expect(labelsOn(categories.html)).toEqual([`category ${renamed}`]);
    const bobs = await asAlice(`/admin/activity?admin=${bobId}&type=tag`);
    expect(labelsOn(bobs.html)).toEqual([]);
    expect(bobs.html).toContain("No changes recorded for these filters yet.");

    const everyone = labelsOn((await asAlice("/admin/activity")).html);
    expect(everyone).toContain(`category ${bobsCategory}`);
    expect(everyone.indexOf(`category ${bobsCategory}`)).toBeLessThan(everyone.indexOf(`category ${renamed}`));
  });

  it("names kinds in plain words, records no save that changed nothing, and filters by a range of days", async ({
    sql,
  }) => {
    const category = await insertCategory(sql, uniqueSlug("Unchanged"));
    const save = () =>
      postAs(alice, `/admin/categories/${category.id}`, {
        intent: "save",
        name: category.name,
        slug: "",
        description: "",
      });
    expect((await save()).response.status).toBe(302);
    expect(await sql`SELECT 1 FROM audit_log WHERE entity_id = ${category.id}`).toHaveLength(0);

    const page = await asAlice("/admin/activity");
    expect(page.html).toContain('<option value="category">Categories</option>');
    expect(page.html).toContain('<option value="glossary_term">Glossary terms</option>');
    expect(page.html).not.toMatch(/· (glossary_term|category|tool) /);

    const id = uniqueSlug("days");
    await sql`INSERT INTO audit_log (actor_id, actor_email, entity_type, entity_id, entity_label, action, created_at)
      VALUES (${id}, 'days@example.com', 'tag', gen_random_uuid()::text, 'on-the-1st', 'renamed', '2025-03-01T00:00:00Z'),
             (${id}, 'days@example.com', 'tag', gen_random_uuid()::text, 'on-the-2nd', 'renamed', '2025-03-02T23:59:59Z'),
             (${id}, 'days@example.com', 'tag', gen_random_uuid()::text, 'on-the-3rd', 'renamed', '2025-03-03T00:00:00Z')`;
    const within = await asAlice(`/admin/activity?admin=${id}&from=2025-03-02&to=2025-03-02`);
    expect(labelsOn(within.html)).toEqual(["tag on-the-2nd"]);
    expect(within.html).toMatch(/id="from"[^>]*value="2025-03-02"/);
    expect(labelsOn((await asAlice(`/admin/activity?admin=${id}&from=2025-03-02`)).html)).toEqual([
      "tag on-the-3rd",
      "tag on-the-2nd",
    ]);
    expect(labelsOn((await asAlice(`/admin/activity?admin=${id}&to=2025-03-01`)).html)).toEqual(["tag on-the-1st"]);

    const backwards = await asAlice(`/admin/activity?from=2025-03-03&to=2025-03-01`);
    expect(backwards.response.status).toBe(400);
    expect(backwards.html).toContain("The start date must be on or before the end date.");
    // A month 13 is no date at all: a 400 inside the layout, as for a 30th of February.
    for (const from of ["2025-02-30", "2026-13-45"]) {
      const unreal = await asAlice(`/admin/activity?from=${from}`);
      expect(unreal.response.status, from).toBe(400);
      expect(unreal.html).toContain("The start date must be a real day, written as YYYY-MM-DD.");
      expect(unreal.html).toContain("Signed in as");
    }
  });

  it("pages through the history with the filters kept in the links", async ({ sql }) => {
    // 51 changes by one admin, a minute apart.
    const id = uniqueSlug("pager");
    await sql`INSERT INTO audit_log (actor_id, actor_email, entity_type, entity_id, entity_label, action, created_at)
      SELECT ${id}, ${`${id}@example.com`}, 'tag', gen_random_uuid()::text, 'change-' || n, 'renamed',
             now() - interval '1 day' + n * interval '1 minute'
      FROM generate_series(0, 50) AS n`;
    const first = await asAlice(`/admin/activity?admin=${id}&type=tag`);
    expect(labelsOn(first.html)).toHaveLength(50);
    expect(labelsOn(first.html)[0]).toBe("tag change-50");
    expect(first.html).toContain(`href="/admin/activity?admin=${id}&amp;type=tag&amp;page=2"`);
    const second = await asAlice(`/admin/activity?admin=${id}&type=tag&page=2`);
    expect(labelsOn(second.html)).toEqual(["tag change-0"]);
    expect((await asAlice(`/admin/activity?admin=${id}&page=3`)).response.status).toBe(404);
  });

  it("refuses filters it does not know with a 400", async () => {
    expect((await asAlice("/admin/activity?type=planet")).response.status).toBe(400);
    expect((await asAlice("/admin/activity?admin=%27%20OR%201%3D1")).response.status).toBe(400);
    expect((await asAlice("/admin/activity?page=zero")).response.status).toBe(400);
  });

  it("is read-only, and the site's 404 to anyone but an admin", async ({ reader }) => {
    expect((await postAs(alice, "/admin/activity", {})).response.status).toBe(405);
    expect((await get("/admin/activity")).response.status).toBe(404);
    expect((await get("/admin/activity", { headers: { Cookie: reader.cookie } })).response.status).toBe(404);
    expect((await post("/admin/activity", {})).response.status).toBe(404);
    expect((await postAs(reader, "/admin/activity", {})).response.status).toBe(404);
  });
});
