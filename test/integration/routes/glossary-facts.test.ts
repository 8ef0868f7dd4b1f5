// The dictionary and the directory meet: a term that names a fact lists the published tools that
// have it, and a tool page's facts link to their terms.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { refreshPublicCopies } from "#app/server/admin/public-copies.server.ts";
import { postAs, signInAdmin } from "#test/support/accounts.ts";
import { categoryIdOf, insertTool, toolEditForm, uniqueSlug } from "#test/support/catalog-rows.ts";
import { textOf } from "#test/support/form-html.ts";
import { get } from "#test/support/worker.ts";
import type postgres from "postgres";

type TestTool = Awaited<ReturnType<typeof insertTool>>;
let wallets: string;
let withMultisig: TestTool;
let withoutMultisig: TestTool;
let draftWithMultisig: TestTool;

async function makeTool(sql: postgres.Sql, status: string, multisig: boolean) {
  const slug = uniqueSlug("glossary-fact");
  const tool = await insertTool(sql, { status, slug, name: `Fact ${slug}`, categoryIds: [wallets] });
  await sql`UPDATE tools SET multisig = ${multisig}, custody = 'self-custody' WHERE id = ${tool.id}`;
  return tool;
}

/** The term page's "Tools with …" section. */
const termTools = (html: string) => /<section aria-labelledby="term-tools"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

beforeAll(async ({ sql }) => {
  wallets = await categoryIdOf(sql, "bitcoin-wallets");
  withoutMultisig = await makeTool(sql, "published", false);
  draftWithMultisig = await makeTool(sql, "draft", true);
  withMultisig = await makeTool(sql, "published", true);
  // As an editor's save would: the pages are rendered afresh.
  await refreshPublicCopies(env);
});

describe("a glossary term that names a fact", () => {
  it("lists the published tools that have it, newest first, and links to all of them on the home list", async ({
    sql,
  }) => {
    const { response, html } = await get("/bitcoin-terms-dictionary/multisig");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/public.*s-maxage=30/);
    const section = termTools(html);
    expect(textOf(section)).toContain("Tools with multisig");
    expect(section).toContain(`href="/tool/${withMultisig.slug}"`);
    expect(section).not.toContain(`href="/tool/${withoutMultisig.slug}"`);
    expect(section).not.toContain(`href="/tool/${draftWithMultisig.slug}"`);
    const [count] = await sql<{ total: number }[]>`
      SELECT count(*)::int AS total FROM tools WHERE status = 'published' AND multisig`;
    const total = count!.total;
    expect(section).toContain(`href="/?multisig=yes#tools"`);
    expect(textOf(section)).toContain(`All ${total} tools with multisig`);
    expect(section.match(/href="\/tool\//g)!.length).toBe(Math.min(total, 12));
  });

  it("stops listing a tool once an editor saves it without the fact", async ({ sql }) => {
    expect(termTools((await get("/bitcoin-terms-dictionary/multisig")).html)).toContain(
      `href="/tool/${withMultisig.slug}"`,
    );
    const admin = await signInAdmin();
    const [row] = await sql<{ version: number }[]>`SELECT version FROM tools WHERE id = ${withMultisig.id}`;
    const saved = await postAs(admin, `/admin/tools/${withMultisig.id}`, {
      ...toolEditForm(withMultisig, wallets, { multisig: "no", custody: "self-custody" }),
      version: String(row!.version),
    });
    expect(saved.response.status).toBeLessThan(400);
    const { html } = await get("/bitcoin-terms-dictionary/multisig");
    expect(termTools(html)).not.toContain(`href="/tool/${withMultisig.slug}"`);
    // Put back for the other tests.
    await sql`UPDATE tools SET multisig = true WHERE id = ${withMultisig.id}`;
    await refreshPublicCopies(env);
  });

  it("shows no tool list on a term that names no fact", async () => {
    const { html } = await get("/bitcoin-terms-dictionary/utxo");
    expect(termTools(html)).toBe("");
  });
});

describe("a tool page's facts", () => {
  it("link each fact's label to the term that explains it", async () => {
    const { html } = await get(`/tool/${withMultisig.slug}`);
    const glance = /<section aria-labelledby="facts-heading"[\s\S]*?<\/section>/.exec(html)![0];
    expect(glance).toMatch(/<dt[^>]*><a[^>]*href="\/bitcoin-terms-dictionary\/multisig"[^>]*>Multisig<\/a><\/dt>/);
    expect(glance).toMatch(/<a[^>]*href="\/bitcoin-terms-dictionary\/self-custody"[^>]*>Custody<\/a>/);
    const term = await get("/bitcoin-terms-dictionary/self-custody");
    expect(termTools(term.html)).toContain(`href="/tool/${withMultisig.slug}"`);
  });
});
