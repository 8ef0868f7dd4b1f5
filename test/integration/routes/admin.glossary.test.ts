// The admin's glossary: the list with search and letters, create, edit (definition and related
// terms) and delete, each admin-only, CSRF-checked, validated with nothing written on refusal,
// audited, and shown on the dictionary and the term's own page at once.
import { afterAll, describe, expect, it } from "#test/support/fixtures.ts";
import { postAs, type SignedIn } from "#test/support/accounts.ts";
import { expectHiddenFromNonAdmins } from "#test/support/admin-only.ts";
import { auditRowsOf } from "#test/support/catalog-rows.ts";
import { get, heading, post } from "#test/support/worker.ts";
import type postgres from "postgres";

const DICTIONARY = "/bitcoin-terms-dictionary";

/** This file's mark in the names it makes, so that it removes them when it ends. */
const RUN = `r${Date.now().toString(36)}`;
/** A name no other test uses; it starts with K, a letter the seed already has, so no letter appears. */
const uniqueTerm = (name: string) => `Kx ${name} ${RUN}${Math.floor(Math.random() * 1e6)}`;

// The dictionary is left with the seeded terms alone: later files measure its page (page-size).
afterAll(async ({ sql }) => {
  await sql`DELETE FROM glossary_terms WHERE term LIKE ${`Kx % ${RUN}%`}`;
});
const slugOf = (term: string) => term.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** A term made through the admin (so the public copies are refreshed), with its "created" history row. */
async function createTerm(
  sql: postgres.Sql,
  admin: SignedIn,
  term = uniqueTerm("term"),
  definition = "A definition long enough for the rules.",
) {
  const slug = slugOf(term);
  const { response } = await postAs(admin, "/admin/glossary/new", { term, slug, definition });
  expect(response.status).toBe(302);
  return { id: await termIdOf(sql, slug), term, slug, definition };
}

const termIdOf = async (sql: postgres.Sql, slug: string) =>
  (await sql<{ id: string }[]>`SELECT id FROM glossary_terms WHERE slug = ${slug}`)[0]!.id;

/** A post with several related terms (a field sent more than once), as the admin. */
function postTerm(admin: SignedIn, path: string, fields: Record<string, string>, related: string[] = [], user = admin) {
  const body = new URLSearchParams({ ...fields, csrf_token: user.token });
  for (const id of related) body.append("related", id);
  return post(path, body, { headers: { Cookie: user.cookie } });
}

const relatedOf = (sql: postgres.Sql, id: string) =>
  sql<{ slug: string }[]>`SELECT t.slug FROM glossary_term_relations r JOIN glossary_terms t ON t.id = r.related_term_id
    WHERE r.term_id = ${id} ORDER BY r.position`.then((rows) => rows.map((r) => r.slug));

const auditCount = async (sql: postgres.Sql, admin: SignedIn) =>
  (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_log WHERE actor_email = ${admin.email}`)[0]!.n;

/** The term's own page, as a visitor gets it. */
const termPage = (slug: string) => get(`${DICTIONARY}/${slug}`);

/** The related terms' links on a term's page ("" when it has none). */
function relatedOn(html: string): string {
  const start = html.indexOf(">Related terms<");
  return start === -1 ? "" : html.slice(start, html.indexOf("</section>", start));
}

describe("the glossary list", () => {
  it("lists every term, searches terms and definitions, and narrows by letter, for admins only", async ({
    sql,
    admin,
    reader,
    asAdmin,
  }) => {
    const term = await createTerm(
      sql,
      admin,
      uniqueTerm("Listed"),
      "Something about a zebracorn that nobody else mentions.",
    );
    const all = await asAdmin("/admin/glossary");
    expect(all.response.status).toBe(200);
    expect(all.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(all.html)).toBe("Glossary");
    expect(all.html).toContain(`href="/admin/glossary/${term.id}"`);
    expect(all.html).toContain(">Unspent Transaction Output (UTXO)<");

    const searched = await asAdmin("/admin/glossary?q=zebracorn");
    expect(searched.html).toContain(`href="/admin/glossary/${term.id}"`);
    expect(searched.html).not.toContain(">Unspent Transaction Output (UTXO)<");
    expect(searched.html).toMatch(/\d+ of \d+ terms matching &quot;zebracorn&quot;/);

    const letterU = await asAdmin("/admin/glossary?letter=U");
    expect(letterU.html).toContain(">Unspent Transaction Output (UTXO)<");
    expect(letterU.html).not.toContain(`href="/admin/glossary/${term.id}"`);
    expect(letterU.html).toMatch(/aria-current="page"[^>]*>U</);

    for (const cookie of [undefined, reader.cookie]) {
      const page = await get("/admin/glossary", { headers: cookie ? { Cookie: cookie } : {} });
      expect(page.response.status).toBe(404);
      expect(page.html).not.toContain(term.term);
    }
    await expectHiddenFromNonAdmins(reader, "/admin/glossary?index", {});
  });
});

describe("creating a term", () => {
  it("makes the slug from the term, links the related terms, records it, and shows it in the dictionary at once", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const term = uniqueTerm("Covenant");
    const slug = slugOf(term);
    expect((await get(DICTIONARY)).html).not.toContain(`id="${slug}"`); // the edge now holds the page
    const [utxo, wallet] = await Promise.all([termIdOf(sql, "utxo"), termIdOf(sql, "wallet")]);

    const definition = "A rule a coin carries about how it may be spent <b>next</b>.";
    const { response } = await postTerm(admin, "/admin/glossary/new", { term, slug: "", definition }, [wallet, utxo]);
    expect(response.status).toBe(302);
    const id = await termIdOf(sql, slug);
    expect(response.headers.get("Location")).toBe(`/admin/glossary/${id}?notice=glossary-term-created`);
    expect(await relatedOf(sql, id)).toEqual(["wallet", "utxo"]);
    expect(await auditRowsOf(sql, id)).toEqual([
      {
        actor_email: admin.email,
        entity_type: "glossary_term",
        entity_label: term,
        action: "created",
        before: null,
        after: { term, slug, definition, related: ["Wallet", "Unspent Transaction Output (UTXO)"] },
      },
    ]);

    const index = await get(DICTIONARY);
    expect(index.html).toContain(`<li id="${slug}"><h3><a data-link="" href="${DICTIONARY}/${slug}">${term}</a>`);
    const page = await termPage(slug);
    expect(page.response.status).toBe(200);
    expect(heading(page.html)).toBe(term);
    // Plain text: the definition is shown as written, never as markup.
    expect(page.html).toContain("&lt;b&gt;next&lt;/b&gt;");
    expect(relatedOn(page.html)).toMatch(
      new RegExp(`href="${DICTIONARY}/wallet"[^>]*>Wallet<[\\s\\S]*href="${DICTIONARY}/utxo"`),
    );
    const data = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.html)![1]!;
    expect(data).toContain(`"@id":"http://localhost${DICTIONARY}/${slug}"`);
    expect((await asAdmin(`/admin/glossary/${id}?notice=glossary-term-created`)).html).toContain("Term created");
  });

  it("is refused to anyone but an admin, and without the CSRF token", async ({ sql, admin, reader }) => {
    const term = uniqueTerm("Forbidden");
    const fields = { term, slug: "", definition: "A definition long enough for the rules." };
    await expectHiddenFromNonAdmins(reader, "/admin/glossary/new", fields);
    const noToken = await post("/admin/glossary/new", fields, { headers: { Cookie: admin.cookie } });
    expect(noToken.response.status).toBe(403);
    expect(await sql`SELECT 1 FROM glossary_terms WHERE term = ${term}`).toHaveLength(0);
  });

  it("refuses a missing term, a bad slug, a short definition, a taken term or slug and unknown related terms, writing nothing", async ({
    sql,
    admin,
  }) => {
    const existing = await createTerm(sql, admin);
    const definition = "A definition long enough for the rules.";
    const cases: [Record<string, string>, string[], string, RegExp][] = [
      [{ term: "", slug: "", definition }, [], "term", /Enter the term/],
      [{ term: uniqueTerm("Fine"), slug: "Not A Slug", definition }, [], "slug", /Use lower-case letters/],
      [{ term: "₿₿₿", slug: "", definition }, [], "slug", /no letters a-z or digits/],
      [{ term: uniqueTerm("Short"), slug: "", definition: "Too short." }, [], "definition", /at least 20 characters/],
      [{ term: existing.term.toUpperCase(), slug: "", definition }, [], "term", /Another term has this name/],
      [{ term: uniqueTerm("Other"), slug: existing.slug, definition }, [], "slug", /Another term has this slug/],
      [
        { term: uniqueTerm("Related"), slug: "", definition },
        ["not-an-id"],
        "related",
        /Choose related terms from the list/,
      ],
      [
        { term: uniqueTerm("Gone"), slug: "", definition },
        ["00000000-0000-4000-8000-000000000000"],
        "related",
        /no longer exists/,
      ],
    ];
    const before = await sql`SELECT count(*)::int AS n FROM glossary_terms`;
    const audits = await auditCount(sql, admin);
    for (const [fields, related, field, message] of cases) {
      const { response, html } = await postTerm(admin, "/admin/glossary/new", fields, related);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(html).toMatch(new RegExp(`id="${field}-error"[^>]*>[^<]*${message.source}`));
      if (fields.term) expect(html).toContain(`value="${fields.term}"`);
    }
    expect(await sql`SELECT count(*)::int AS n FROM glossary_terms`).toEqual(before);
    expect(await auditCount(sql, admin)).toBe(audits);
  });
});

describe("editing a term", () => {
  it("saves the definition and related terms: the dictionary shows them at once, the edit page its history", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const term = await createTerm(sql, admin);
    const other = await createTerm(sql, admin);
    expect((await termPage(term.slug)).html).toContain(term.definition);

    const definition = "A new definition, written by an editor, that the page must show.";
    const { response } = await postTerm(
      admin,
      `/admin/glossary/${term.id}`,
      { intent: "save", term: term.term, slug: term.slug, definition },
      [other.id],
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/glossary/${term.id}?notice=glossary-term-saved`);
    expect(await relatedOf(sql, term.id)).toEqual([other.slug]);
    expect((await auditRowsOf(sql, term.id)).slice(1)).toEqual([
      {
        actor_email: admin.email,
        entity_type: "glossary_term",
        entity_label: term.term,
        action: "updated",
        before: { definition: term.definition, related: [] },
        after: { definition, related: [other.term] },
      },
    ]);

    const page = (await termPage(term.slug)).html;
    expect(page).toContain(definition);
    expect(relatedOn(page)).toContain(`href="${DICTIONARY}/${other.slug}"`);

    const edit = await asAdmin(`/admin/glossary/${term.id}?notice=glossary-term-saved`);
    expect(heading(edit.html)).toBe(term.term);
    expect(edit.html).toContain("Term saved");
    expect(edit.html).toContain('id="history-heading"');
    expect(edit.html).toMatch(new RegExp(`<input id="related-${other.id}"[^>]*checked=""`));
    // A term is not offered as its own related term.
    expect(edit.html).not.toContain(`id="related-${term.id}"`);
  });

  it("writes one history row for a new order of the related terms, and none for a save that changes nothing", async ({
    sql,
    admin,
  }) => {
    const term = await createTerm(sql, admin);
    const [first, second] = [await createTerm(sql, admin), await createTerm(sql, admin)];
    const save = (related: string[]) =>
      postTerm(
        admin,
        `/admin/glossary/${term.id}`,
        { intent: "save", term: term.term, slug: term.slug, definition: term.definition },
        related,
      );
    expect((await save([first.id, second.id])).response.status).toBe(302);
    const rows = (await auditRowsOf(sql, term.id)).length;

    expect((await save([second.id, first.id])).response.status).toBe(302);
    expect(await relatedOf(sql, term.id)).toEqual([second.slug, first.slug]);
    const reordered = (await auditRowsOf(sql, term.id)).slice(rows);
    expect(reordered).toEqual([
      expect.objectContaining({
        action: "updated",
        before: { related: [first.term, second.term] },
        after: { related: [second.term, first.term] },
      }),
    ]);

    expect((await save([second.id, first.id])).response.status).toBe(302);
    expect(await auditRowsOf(sql, term.id)).toHaveLength(rows + 1);
  });

  it("answers the old address of a renamed term with 301 to the new one, and a slug taken back is the term's own again", async ({
    sql,
    admin,
  }) => {
    const term = await createTerm(sql, admin);
    const renamed = `${term.slug}-renamed`;
    const save = (slug: string) =>
      postTerm(admin, `/admin/glossary/${term.id}`, {
        intent: "save",
        term: term.term,
        slug,
        definition: term.definition,
      });
    expect((await save(renamed)).response.status).toBe(302);

    const old = await termPage(term.slug);
    expect(old.response.status).toBe(301);
    expect(old.response.headers.get("Location")).toBe(`${DICTIONARY}/${renamed}`);
    expect((await termPage(renamed)).html).toContain(term.definition);

    // Renamed again: the first address leads straight to the newest, in one hop.
    expect((await save(`${renamed}-again`)).response.status).toBe(302);
    expect((await termPage(term.slug)).response.headers.get("Location")).toBe(`${DICTIONARY}/${renamed}-again`);
    expect((await termPage(renamed)).response.headers.get("Location")).toBe(`${DICTIONARY}/${renamed}-again`);

    expect((await save(term.slug)).response.status).toBe(302);
    const back = await termPage(term.slug);
    expect(back.response.status).toBe(200);
    expect(back.html).toContain(term.definition);
  });

  it("refuses a link to itself and a short definition, writing nothing", async ({ sql, admin }) => {
    const term = await createTerm(sql, admin);
    const audits = await auditCount(sql, admin);
    const self = await postTerm(
      admin,
      `/admin/glossary/${term.id}`,
      { intent: "save", term: term.term, slug: term.slug, definition: term.definition },
      [term.id],
    );
    expect(self.response.status).toBe(400);
    expect(self.html).toMatch(/id="related-error"[^>]*>A term cannot relate to itself/);
    const short = await postTerm(admin, `/admin/glossary/${term.id}`, {
      intent: "save",
      term: term.term,
      slug: term.slug,
      definition: "short",
    });
    expect(short.response.status).toBe(400);
    expect(await sql`SELECT definition FROM glossary_terms WHERE id = ${term.id}`).toEqual([
      { definition: term.definition },
    ]);
    expect(await relatedOf(sql, term.id)).toEqual([]);
    expect(await auditCount(sql, admin)).toBe(audits);
  });

  it("is refused to anyone but an admin, without the CSRF token, and for an unknown intent", async ({
    sql,
    admin,
    reader,
    asAdmin,
  }) => {
    const term = await createTerm(sql, admin);
    const fields = { intent: "save", term: term.term, slug: term.slug, definition: "Changed by someone who may not." };
    await expectHiddenFromNonAdmins(reader, `/admin/glossary/${term.id}`, fields);
    const noToken = await post(`/admin/glossary/${term.id}`, fields, { headers: { Cookie: admin.cookie } });
    expect(noToken.response.status).toBe(403);
    expect((await postAs(admin, `/admin/glossary/${term.id}`, { ...fields, intent: "rename" })).response.status).toBe(
      400,
    );
    expect(await sql`SELECT definition FROM glossary_terms WHERE id = ${term.id}`).toEqual([
      { definition: term.definition },
    ]);
    expect((await asAdmin("/admin/glossary/00000000-0000-4000-8000-000000000000")).response.status).toBe(404);
  });
});

describe("deleting a term", () => {
  it("asks for the box to be ticked, then removes the term and the links to it, at once on the dictionary", async ({
    sql,
    admin,
    reader,
  }) => {
    const term = await createTerm(sql, admin);
    const linking = await createTerm(sql, admin);
    const link = await postTerm(
      admin,
      `/admin/glossary/${linking.id}`,
      { intent: "save", term: linking.term, slug: linking.slug, definition: linking.definition },
      [term.id],
    );
    expect(link.response.status).toBe(302);
    expect((await get(DICTIONARY)).html).toContain(`id="${term.slug}"`);

    const audits = await auditCount(sql, admin);
    const unticked = await postAs(admin, `/admin/glossary/${term.id}`, { intent: "delete" });
    expect(unticked.response.status).toBe(400);
    expect(unticked.html).toMatch(/id="confirm-delete-error"[^>]*>Tick the box/);
    expect(await auditCount(sql, admin)).toBe(audits);

    await expectHiddenFromNonAdmins(reader, `/admin/glossary/${term.id}`, { intent: "delete", confirm: "delete" });
    const noToken = await post(
      `/admin/glossary/${term.id}`,
      { intent: "delete", confirm: "delete" },
      { headers: { Cookie: admin.cookie } },
    );
    expect(noToken.response.status).toBe(403);
    expect(await sql`SELECT 1 FROM glossary_terms WHERE id = ${term.id}`).toHaveLength(1);

    const { response } = await postAs(admin, `/admin/glossary/${term.id}`, { intent: "delete", confirm: "delete" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/glossary?notice=glossary-term-deleted");
    expect(await sql`SELECT 1 FROM glossary_terms WHERE id = ${term.id}`).toHaveLength(0);
    expect(await relatedOf(sql, linking.id)).toEqual([]);
    expect((await auditRowsOf(sql, term.id)).at(-1)).toMatchObject({
      action: "deleted",
      before: { term: term.term, slug: term.slug, definition: term.definition, related: [] },
      after: null,
    });
    expect((await get(DICTIONARY)).html).not.toContain(`id="${term.slug}"`);
    expect((await termPage(term.slug)).response.status).toBe(404);
    const linkingPage = await termPage(linking.slug);
    expect(linkingPage.html).toContain(linking.definition);
    expect(relatedOn(linkingPage.html)).toBe("");
  });
});
