// The smaller editors (glossary terms, learning resources, categories, tag renames, blog
// categories, ETFs and the ETF figures' date and source) merge a stale save by field, as the tool
// and post editors do: each form carries the fingerprints of its fields as loaded, so a save from a
// tab loaded before a colleague's save keeps the colleague's change to a field the editor left
// alone, and only a field both changed is a conflict. A form without them is answered as before.
import { env } from "cloudflare:workers";
import type postgres from "postgres";
import { postAs, signInAdmin, type SignedIn } from "#test/support/accounts.ts";
import { uniqueSlug } from "#test/support/catalog-rows.ts";
import { test as base, describe, expect } from "#test/support/fixtures.ts";
import { inputValue, selectedOption, textareaValue, textOf } from "#test/support/form-html.ts";
import { get, post } from "#test/support/worker.ts";
import { ETF_TABLE_KEY } from "#app/server/etf/etf-quote-store.server.ts";

const it = base.extend("colleague", { scope: "file" }, async () => signInAdmin("colleague"));

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The value a `<select name>` sends: its chosen option, else (as a browser does) its first. */
function selectValue(html: string, name: string): string | null {
  const select = new RegExp(`<select[^>]*\\bname="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1];
  if (select === undefined) return null;
  return selectedOption(html, name) ?? /<option[^>]*value="([^"]*)"/.exec(select)?.[1] ?? "";
}

/** The ticked values of the checkboxes named `name`, or null when the page has none. */
function tickedBoxes(html: string, name: string): string[] | null {
  const boxes = [...html.matchAll(new RegExp(`<input[^>]*\\bname="${name}"[^>]*>`, "g"))]
    .map(([input]) => input)
    .filter((input) => /\btype="checkbox"/.test(input));
  if (boxes.length === 0) return null;
  return boxes
    .filter((input) => /\bchecked=""/.test(input))
    .map((input) => textOf(/\bvalue="([^"]*)"/.exec(input)![1]!));
}

/** The edit form as the page holds it (its fields, version and base): what a browser sends. */
async function loadForm(user: SignedIn, path: string, fields: readonly string[]): Promise<URLSearchParams> {
  const { html } = await get(path, { headers: { Cookie: user.cookie } });
  const form = new URLSearchParams();
  for (const field of [...fields, "version", "base"]) {
    const ticked = tickedBoxes(html, field);
    if (ticked) for (const value of ticked) form.append(field, value);
    else form.set(field, textareaValue(html, field) ?? selectValue(html, field) ?? inputValue(html, field) ?? "");
  }
  expect(form.get("version"), `the form at ${path} carries its version`).toMatch(/^\d+$/);
  expect(form.get("base"), `the form at ${path} carries its fields' fingerprints`).toMatch(/^\{".+":"[0-9a-z]+"/);
  return form;
}

/** A copy of the form with some fields set (a list: a checkbox ticked for each), as sent by `user`. */
function save(user: SignedIn, path: string, form: URLSearchParams, change: Record<string, string | string[]>) {
  const body = new URLSearchParams(form);
  for (const [field, value] of Object.entries(change)) {
    body.delete(field);
    for (const each of [value].flat()) body.append(field, each);
  }
  body.set("csrf_token", user.token);
  return post(path, body, { headers: { Cookie: user.cookie } });
}

const versionOf = (form: URLSearchParams) => Number(form.get("version"));

/** The two sides the conflict shows for one field, or null when it does not list the field. */
function sidesOf(html: string, field: string) {
  const start = html.indexOf(`data-conflict-field="${field}"`);
  if (start === -1) return null;
  const block = html.slice(start, html.indexOf("</section>", start));
  const side = (name: string) => textOf(new RegExp(`data-side="${name}"[^>]*>([\\s\\S]*?)</pre>`).exec(block)![1]!);
  return { theirs: side("theirs"), yours: side("yours") };
}

/** One editor, with a record of its own made for the test. */
interface Editor {
  path: string;
  /** Where a merged save lands, when not the edit page. */
  mergedTo?: string;
  /** The form's fields; `intent` is sent as it is. */
  fields: readonly string[];
  intent?: string;
  /** The history's id of the record. */
  entityId: string;
  /** The field the colleague changes, and their text. */
  theirs: [field: string, text: string];
  /** The field only the editor changes, and their text. */
  mine: [field: string, text: string];
  /** The text the editor gives the colleague's field when both change it. */
  clash: string;
  /** How the conflict shows the editor's text in their field, when not as sent (an id as its name). */
  mineShown?: string;
  /** The record's fields as stored, named as the form names them. */
  stored: () => Promise<Record<string, string>>;
  remove: () => Promise<void>;
}

const storedRow = async (rows: Promise<Record<string, string | null>[]>) =>
  Object.fromEntries(Object.entries((await rows)[0]!).map(([field, value]) => [field, value ?? ""]));

/** A glossary term made through the admin, with its id. */
async function makeTerm(sql: postgres.Sql, admin: SignedIn, name: string) {
  const slug = uniqueSlug(name.toLowerCase().replace(/ /g, "-"));
  const fields = { intent: "save", term: `Kx ${name} ${stamp}`, slug, definition: "The definition as it was loaded." };
  expect((await postAs(admin, "/admin/glossary/new", fields)).response.status).toBe(302);
  return (await sql<{ id: string }[]>`SELECT id FROM glossary_terms WHERE slug = ${slug}`)[0]!.id;
}

const relatedOf = async (sql: postgres.Sql, id: string) =>
  (
    await sql<{ id: string }[]>`SELECT related_term_id AS id FROM glossary_term_relations
      WHERE term_id = ${id} ORDER BY position`
  ).map((row) => row.id);

async function glossaryTerm(sql: postgres.Sql, admin: SignedIn): Promise<Editor> {
  const [id, other] = [await makeTerm(sql, admin, "Merged Term"), await makeTerm(sql, admin, "Merged Related")];
  return {
    path: `/admin/glossary/${id}`,
    fields: ["term", "slug", "definition", "related"],
    intent: "save",
    entityId: id,
    theirs: ["definition", "Their definition, saved first."],
    mine: ["related", other],
    clash: "My definition, saved second.",
    mineShown: `Kx Merged Related ${stamp}`,
    stored: async () => ({
      ...(await storedRow(sql`SELECT definition FROM glossary_terms WHERE id = ${id}`)),
      related: (await relatedOf(sql, id)).join(","),
    }),
    remove: async () => void (await sql`DELETE FROM glossary_terms WHERE id IN (${id}, ${other})`),
  };
}

async function learningResource(sql: postgres.Sql): Promise<Editor> {
  const url = `https://learn.example.org/${uniqueSlug("merged")}`;
  const [row] = await sql<{ id: string }[]>`INSERT INTO learning_resources (title, url, kind, description)
    VALUES (${`Merged ${stamp}`}, ${url}, 'book', 'The description as it was loaded.') RETURNING id`;
  const id = row!.id;
  return {
    path: `/admin/learning/${id}`,
    fields: ["title", "url", "kind", "author", "description"],
    intent: "save",
    entityId: id,
    theirs: ["description", "Their description, saved first."],
    mine: ["title", `My title ${stamp}`],
    clash: "My description, saved second.",
    stored: () => storedRow(sql`SELECT title, description FROM learning_resources WHERE id = ${id}`),
    remove: async () => void (await sql`DELETE FROM learning_resources WHERE id = ${id}`),
  };
}

async function category(sql: postgres.Sql): Promise<Editor> {
  const [row] = await sql<{ id: string }[]>`INSERT INTO categories (name, slug, description)
    VALUES (${`Merged Category ${stamp}`}, ${uniqueSlug("merged-category")}, 'The description as it was loaded.')
    RETURNING id`;
  const id = row!.id;
  return {
    path: `/admin/categories/${id}`,
    fields: ["name", "slug", "description"],
    intent: "save",
    entityId: id,
    theirs: ["description", "Their description, saved first."],
    mine: ["name", `My Category Name ${stamp}`],
    clash: "My description, saved second.",
    stored: () => storedRow(sql`SELECT name, description FROM categories WHERE id = ${id}`),
    remove: async () => void (await sql`DELETE FROM categories WHERE id = ${id}`),
  };
}

async function blogCategory(sql: postgres.Sql): Promise<Editor> {
  const [row] = await sql<{ id: string }[]>`INSERT INTO blog_categories (name, slug)
    VALUES (${`Merged ${stamp}`}, ${uniqueSlug("merged-blog-category")}) RETURNING id`;
  const id = row!.id;
  const slug = uniqueSlug("my-blog-category");
  return {
    path: `/admin/blog/categories/${id}`,
    fields: ["name", "slug"],
    intent: "save",
    entityId: id,
    theirs: ["name", `Their name ${stamp}`],
    mine: ["slug", slug],
    clash: `My name ${stamp}`,
    stored: () => storedRow(sql`SELECT name, slug FROM blog_categories WHERE id = ${id}`),
    remove: async () => void (await sql`DELETE FROM blog_categories WHERE id = ${id}`),
  };
}

const ETF_FIELDS = [
  "name",
  "assetManager",
  "aumAmount",
  "aumUnit",
  "expenseRatio",
  "type",
  "exchange",
  "firstTradingDay",
  "notes",
  "issuerUrl",
  "aumAsOf",
  "aumSourceUrl",
  "expenseRatioAsOf",
  "expenseRatioSourceUrl",
  "btcHeld",
  "btcHeldAsOf",
  "btcHeldSourceUrl",
] as const;

/** A fund the other ETF tests only edit in their own file; what the test changes is put back. */
async function etf(sql: postgres.Sql): Promise<Editor> {
  const ticker = "BRRR";
  const stored = () => storedRow(sql`SELECT notes, exchange FROM etfs WHERE ticker = ${ticker}`);
  const before = await stored();
  return {
    path: `/admin/etfs/${ticker}`,
    fields: ETF_FIELDS,
    entityId: ticker,
    theirs: ["notes", "Their notes, saved first."],
    mine: ["exchange", "NYSE Arca"],
    clash: "My notes, saved second.",
    stored,
    remove: async () => {
      await sql`UPDATE etfs SET notes = ${before.notes!}, exchange = ${before.exchange!} WHERE ticker = ${ticker}`;
      await env.CACHE.delete(ETF_TABLE_KEY);
    },
  };
}

/** The one "as of" row of the ETF figures, put back after the test. */
async function etfFigures(sql: postgres.Sql): Promise<Editor> {
  const stored = () =>
    storedRow(sql`SELECT to_char(as_of, 'YYYY-MM-DD') AS "asOf", source_url AS "sourceUrl" FROM etf_figures`);
  const before = await stored();
  return {
    path: "/admin/etfs",
    mergedTo: "/admin/etfs?notice=saved-merged#figures",
    fields: ["asOf", "sourceUrl"],
    intent: "figures",
    entityId: "figures",
    theirs: ["sourceUrl", `https://their-source.example.com/${stamp}`],
    mine: ["asOf", "2024-02-29"],
    clash: `https://my-source.example.com/${stamp}`,
    stored,
    remove: async () => {
      await sql`UPDATE etf_figures SET as_of = ${before.asOf!}, source_url = ${before.sourceUrl || null}`;
      await env.CACHE.delete(ETF_TABLE_KEY);
    },
  };
}

const EDITORS: Record<string, (sql: postgres.Sql, admin: SignedIn) => Promise<Editor>> = {
  "glossary terms": glossaryTerm,
  "learning resources": learningResource,
  categories: category,
  "blog categories": blogCategory,
  ETFs: etf,
  "the ETF figures' date and source": etfFigures,
};

const auditRowsBy = async (sql: postgres.Sql, user: SignedIn, entityId: string) =>
  (
    await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_log
      WHERE entity_id = ${entityId} AND actor_email = ${user.email}`
  )[0]!.n;

/**
 * Makes an editor's record, loads its form as the admin, saves the colleague's change to `theirs`
 * from that same form first, then runs `check` on the now stale form and removes the record.
 */
async function afterColleagueSaved(
  sql: postgres.Sql,
  admin: SignedIn,
  colleague: SignedIn,
  make: (sql: postgres.Sql, admin: SignedIn) => Promise<Editor>,
  check: (stale: { editor: Editor; loaded: URLSearchParams; fields: Record<string, string> }) => Promise<void>,
) {
  const editor = await make(sql, admin);
  try {
    const { path, intent, theirs } = editor;
    const fields: Record<string, string> = intent ? { intent } : {};
    const loaded = await loadForm(admin, path, editor.fields);
    expect((await save(colleague, path, loaded, { ...fields, [theirs[0]]: theirs[1] })).response.status).toBe(302);
    await check({ editor, loaded, fields });
  } finally {
    await editor.remove();
  }
}

for (const [name, make] of Object.entries(EDITORS)) {
  describe(name, () => {
    it("a stale save keeps the colleague's change to one field and the editor's to another, in one write", async ({
      sql,
      admin,
      colleague,
      asAdmin,
    }) => {
      await afterColleagueSaved(sql, admin, colleague, make, async ({ editor, loaded, fields }) => {
        const { path, theirs, mine } = editor;
        const writesBefore = await auditRowsBy(sql, admin, editor.entityId);

        const merged = await save(admin, path, loaded, { ...fields, [mine[0]]: mine[1] });
        expect(merged.response.status).toBe(302);
        const location = merged.response.headers.get("Location")!;
        expect(location).toBe(editor.mergedTo ?? `${path}?notice=saved-merged`);
        expect(await editor.stored()).toMatchObject({ [theirs[0]]: theirs[1], [mine[0]]: mine[1] });
        // The colleague's save and the merged one: two versions on, one write of the editor's.
        expect(versionOf(await loadForm(admin, path, editor.fields))).toBe(versionOf(loaded) + 2);
        expect(await auditRowsBy(sql, admin, editor.entityId)).toBe(writesBefore + 1);
        expect(textOf((await asAdmin(location)).html)).toContain("Saved with a newer change kept");
      });
    });

    it("a stale save that changed the field the colleague changed is the conflict naming it, and writes nothing", async ({
      sql,
      admin,
      colleague,
    }) => {
      await afterColleagueSaved(sql, admin, colleague, make, async ({ editor, loaded, fields }) => {
        const { path, theirs, mine } = editor;
        const after = await editor.stored();

        const stale = await save(admin, path, loaded, { ...fields, [theirs[0]]: editor.clash, [mine[0]]: mine[1] });
        expect(stale.response.status).toBe(409);
        expect(textOf(stale.html)).toContain("Someone else saved a newer version: nothing of yours was saved");
        expect(sidesOf(stale.html, theirs[0])).toEqual({ theirs: theirs[1], yours: editor.clash });
        expect(sidesOf(stale.html, mine[0])).toBeNull();
        expect(await editor.stored()).toEqual(after);
        expect(versionOf(await loadForm(admin, path, editor.fields))).toBe(versionOf(loaded) + 1);
      });
    });

    it("a stale save from a form without its fingerprints counts every differing field as a conflict, as before", async ({
      sql,
      admin,
      colleague,
    }) => {
      await afterColleagueSaved(sql, admin, colleague, make, async ({ editor, loaded, fields }) => {
        const { path, theirs, mine } = editor;
        const [loadedTheirs, loadedMine] = [loaded.get(theirs[0]) ?? "", loaded.get(mine[0]) ?? ""];
        const after = await editor.stored();

        const withoutBase = new URLSearchParams(loaded);
        withoutBase.delete("base");
        const stale = await save(admin, path, withoutBase, { ...fields, [mine[0]]: mine[1] });
        expect(stale.response.status).toBe(409);
        expect(sidesOf(stale.html, theirs[0])).toEqual({ theirs: theirs[1], yours: loadedTheirs || "(empty)" });
        expect(sidesOf(stale.html, mine[0])).toEqual({
          theirs: loadedMine || "(empty)",
          yours: editor.mineShown ?? mine[1],
        });
        expect(await editor.stored()).toEqual(after);
      });
    });
  });
}

describe("glossary terms' related terms", () => {
  it("are compared as the form lists them: a colleague's change to them is kept, whatever order they were stored in", async ({
    sql,
    admin,
    colleague,
  }) => {
    const ids: string[] = [];
    for (const name of ["Order Term", "Order Aa", "Order Bb", "Order Cc"]) ids.push(await makeTerm(sql, admin, name));
    const [id, a, b, c] = ids as [string, string, string, string];
    try {
      // Stored the other way round from the form's list, which is by term.
      await sql`INSERT INTO glossary_term_relations (term_id, related_term_id, position) VALUES (${id}, ${b}, 0), (${id}, ${a}, 1)`;
      const path = `/admin/glossary/${id}`;
      const loaded = await loadForm(admin, path, ["term", "slug", "definition", "related"]);
      expect(loaded.getAll("related")).toEqual([a, b]);
      const theirs = await save(colleague, path, loaded, { intent: "save", related: [a, b, c] });
      expect(theirs.response.status).toBe(302);
      const mine = await save(admin, path, loaded, { intent: "save", definition: "My definition, saved second." });
      expect(mine.response.headers.get("Location")).toBe(`${path}?notice=saved-merged`);
      expect(await relatedOf(sql, id)).toEqual([a, b, c]);
      const [row] = await sql<{ definition: string }[]>`SELECT definition FROM glossary_terms WHERE id = ${id}`;
      expect(row!.definition).toBe("My definition, saved second.");
    } finally {
      await sql`DELETE FROM glossary_terms WHERE id IN ${sql(ids)}`;
    }
  });
});

describe("tag renames", () => {
  const tagName = async (sql: postgres.Sql, id: string) =>
    (await sql<{ name: string }[]>`SELECT name FROM tags WHERE id = ${id}`)[0]?.name;

  /**
   * A tag's rename form as loaded, then another tag merged into it by the colleague: the tag's
   * version moves on and its name stays. The tag has one field, so this is the change the editor's
   * rename does not touch.
   */
  async function renameAfterMerge(
    sql: postgres.Sql,
    users: { admin: SignedIn; colleague: SignedIn },
    { withBase }: { withBase: boolean },
  ) {
    const [kept, merged] = await sql<{ id: string }[]>`INSERT INTO tags (name)
      VALUES (${`kept-${stamp}`}), (${`merged-${stamp}`}) RETURNING id`;
    const id = kept!.id;
    const path = `/admin/tags/${id}`;
    try {
      const loaded = await loadForm(users.admin, path, ["name"]);
      if (!withBase) loaded.delete("base");
      const merge = await postAs(users.colleague, `/admin/tags/${merged!.id}`, {
        intent: "merge",
        into: `kept-${stamp}`,
        confirm: "merge",
      });
      expect(merge.response.status).toBe(302);
      const renamed = await save(users.admin, path, loaded, { intent: "rename", name: `renamed-${stamp}` });
      const version = versionOf(await loadForm(users.admin, path, ["name"]));
      return {
        path,
        renamed,
        loaded,
        version,
        name: await tagName(sql, id),
        writes: await auditRowsBy(sql, users.admin, id),
      };
    } finally {
      await sql`DELETE FROM tags WHERE id IN (${id}, ${merged!.id})`;
    }
  }

  it("a rename from a form loaded before a merge into the tag is saved, in one write", async ({
    sql,
    admin,
    colleague,
  }) => {
    const { path, renamed, loaded, version, name, writes } = await renameAfterMerge(
      sql,
      { admin, colleague },
      { withBase: true },
    );
    expect(renamed.response.headers.get("Location")).toBe(`${path}?notice=saved-merged`);
    expect(name).toBe(`renamed-${stamp}`);
    expect(version).toBe(versionOf(loaded) + 2);
    expect(writes).toBe(1);
  });

  it("a rename from a stale form, when the colleague renamed the tag too, is the conflict and writes nothing", async ({
    sql,
    admin,
    colleague,
  }) => {
    const [row] = await sql<{ id: string }[]>`INSERT INTO tags (name) VALUES (${`versioned-${stamp}`}) RETURNING id`;
    try {
      const path = `/admin/tags/${row!.id}`;
      const loaded = await loadForm(admin, path, ["name"]);
      const theirs = await save(colleague, path, loaded, { intent: "rename", name: `theirs-${stamp}` });
      expect(theirs.response.status).toBe(302);
      const stale = await save(admin, path, loaded, { intent: "rename", name: `mine-${stamp}` });
      expect(stale.response.status).toBe(409);
      expect(sidesOf(stale.html, "name")).toEqual({ theirs: `theirs-${stamp}`, yours: `mine-${stamp}` });
      expect(await tagName(sql, row!.id)).toBe(`theirs-${stamp}`);
      expect(versionOf(await loadForm(admin, path, ["name"]))).toBe(versionOf(loaded) + 1);
    } finally {
      await sql`DELETE FROM tags WHERE id = ${row!.id}`;
    }
  });

  it("a rename from a form without its fingerprint, loaded before a merge into the tag, is the conflict as before", async ({
    sql,
    admin,
    colleague,
  }) => {
    const { renamed, name, writes } = await renameAfterMerge(sql, { admin, colleague }, { withBase: false });
    expect(renamed.response.status).toBe(409);
    expect(sidesOf(renamed.html, "name")).toEqual({ theirs: `kept-${stamp}`, yours: `renamed-${stamp}` });
    expect(name).toBe(`kept-${stamp}`);
    expect(writes).toBe(0);
  });
});
