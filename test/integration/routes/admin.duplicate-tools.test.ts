// Duplicates are caught: a submission or a new tool with the website host or the name of a tool
// already there is flagged in the queue and on the review page, with links to that tool, and is
// created or approved only once the editor ticks "... anyway". The keys (tool_site_key,
// tool_name_key) are checked first, as the database computes them.
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { BLANK_TOOL_VALUES } from "#app/lib/admin-tool-rules.ts";
import { postAs, signIn, uniqueAddress, type SignedIn } from "#test/support/accounts.ts";
import { categoryIdOf, insertTool } from "#test/support/catalog-rows.ts";
import { inputValue } from "#test/support/form-html.ts";
import type postgres from "postgres";

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
let sam: SignedIn;
let ann: SignedIn;

beforeAll(async () => {
  [sam, ann] = await Promise.all([signIn(uniqueAddress("sam")), signIn(uniqueAddress("ann"))]);
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`%${stamp}%`}`;
});

const siteKey = async (sql: postgres.Sql, url: string) =>
  (await sql<{ k: string | null }[]>`SELECT tool_site_key(${url}) AS k`)[0]!.k;
const nameKey = async (sql: postgres.Sql, name: string) =>
  (await sql<{ k: string | null }[]>`SELECT tool_name_key(${name}) AS k`)[0]!.k;

describe("the keys two tools are compared by", () => {
  it("a website's host, without scheme, www., port, path, trailing slash or case", async ({ sql }) => {
    for (const url of [
      "https://example.com",
      "https://example.com/",
      "http://www.example.com",
      "HTTPS://WWW.Example.COM/",
      "https://example.com:443/download?from=home#top",
      "https://user@www.example.com.",
      "  https://example.com/  ",
    ])
      expect(await siteKey(sql, url), url).toBe("example.com");
    expect(await siteKey(sql, "https://app.example.com/")).toBe("app.example.com");
    expect(await siteKey(sql, "https://wwwexample.com/")).toBe("wwwexample.com");
  });

  it("on a code forge, the owner and the project too, since many projects share the host", async ({ sql }) => {
    expect(await siteKey(sql, "https://github.com/Bitcoin/Bitcoin/")).toBe("github.com/bitcoin/bitcoin");
    expect(await siteKey(sql, "https://www.github.com/bitcoin/bitcoin/releases")).toBe("github.com/bitcoin/bitcoin");
    expect(await siteKey(sql, "https://github.com/lightningnetwork")).toBe("github.com/lightningnetwork");
    expect(await siteKey(sql, "https://gitlab.com/a/b?tab=readme")).toBe("gitlab.com/a/b");
    expect(await siteKey(sql, "https://blixtwallet.github.io/")).toBe("blixtwallet.github.io");
  });

  it("a name without case, accents, spaces or punctuation; nothing left is no key", async ({ sql }) => {
    for (const name of ["Electrum", "electrum", "ÉLECTRUM", " E-lectrum! ", "Électrum", "e.l.e.c.t.r.u.m"])
      expect(await nameKey(sql, name), name).toBe("electrum");
    expect(await nameKey(sql, "BTCPay Server")).toBe(await nameKey(sql, "btcpay-server"));
    expect(await nameKey(sql, "Bit’s “Wallet” – Pro")).toBe("bitswalletpro");
    expect(await nameKey(sql, "Bitbox 02")).not.toBe(await nameKey(sql, "Bitbox 01"));
    expect(await nameKey(sql, "!!! ---")).toBeNull();
  });

  it("are read through their indexes", async ({ sql }) => {
    const plan = (rows: { "QUERY PLAN": string }[]) => rows.map((row) => row["QUERY PLAN"]).join("\n");
    await sql`SET enable_seqscan = off`;
    try {
      const site =
        await sql`EXPLAIN SELECT id FROM tools WHERE tool_site_key(website_url) = tool_site_key('https://x.org')
        OR tool_name_key(name) = tool_name_key('X')`;
      expect(plan(site as never)).toContain("tools_site_key_idx");
      expect(plan(site as never)).toContain("tools_name_key_idx");
    } finally {
      await sql`RESET enable_seqscan`;
    }
  });
});

/** A listed tool with its own host and name. */
async function listed(sql: postgres.Sql, label: string, status = "published") {
  return insertTool(sql, {
    name: `Lantern ${label} ${stamp}`,
    slug: `lantern-${label}-${stamp}`,
    websiteUrl: `https://lantern-${label}-${stamp}.example.net/`,
    status,
  });
}

/** A submission through the public form, as anyone signed in sends it (5 a day each). */
async function submit(sql: postgres.Sql, name: string, websiteUrl: string, by = ann) {
  const { response } = await postAs(by, "/submit", {
    name,
    websiteUrl,
    description: "Lights the way to your node's status from anywhere.",
    category: "mining",
    tags: "",
  });
  expect(response.status).toBe(302);
  const [row] = await sql<{ id: string }[]>`SELECT id FROM tools WHERE name = ${name}`;
  return row!.id;
}

const queueRow = (html: string, name: string) =>
  html.split('data-testid="queued-submission"').find((row) => row.includes(`>${name}</p>`)) ?? "";

describe("a submission that may already be listed", () => {
  it("is flagged in the queue and on its review page, by website (however it is written) and by name", async ({
    sql,
    asAdmin,
  }) => {
    const byHost = await listed(sql, "host");
    const byName = await listed(sql, "name");
    const hostName = `Some Other Lantern ${stamp}`;
    const hostId = await submit(sql, hostName, `http://WWW.lantern-host-${stamp}.example.net`, sam);
    const sameName = `lantern NAME ${stamp}!`;
    const nameId = await submit(sql, sameName, `https://elsewhere-${stamp}.example.net/`, sam);
    const clean = `Unrelated Beacon ${stamp}`;
    await submit(sql, clean, `https://beacon-${stamp}.example.net/`, sam);

    const queue = (await asAdmin("/admin/submissions")).html;
    expect(queueRow(queue, hostName)).toContain("Possible duplicate");
    expect(queueRow(queue, hostName)).toContain(`href="/tool/${byHost.slug}">${byHost.name}</a>`);
    expect(queueRow(queue, sameName)).toContain(`href="/tool/${byName.slug}">${byName.name}</a>`);
    expect(queueRow(queue, clean)).not.toContain("Possible duplicate");

    const hostReview = (await asAdmin(`/admin/submissions/${hostId}`)).html;
    expect(hostReview).toContain("Possible duplicate");
    expect(hostReview).toContain(`href="/tool/${byHost.slug}">${byHost.name}</a>`);
    expect(hostReview).toContain(`Same website (lantern-host-${stamp}.example.net).`);
    expect(hostReview).toContain(`href="/admin/tools/${byHost.id}"`);
    expect(hostReview).toContain("Approve anyway");
    const nameReview = (await asAdmin(`/admin/submissions/${nameId}`)).html;
    expect(nameReview).toContain(`href="/tool/${byName.slug}">${byName.name}</a>`);
    expect(nameReview).toContain("(Published): Same name.");
  });

  it("an unpublished match links to its editor, not to a page nobody can see", async ({ sql, asAdmin }) => {
    const draft = await listed(sql, "draft", "draft");
    const id = await submit(sql, `Draft Twin ${stamp}`, `https://lantern-draft-${stamp}.example.net/app`);
    const html = (await asAdmin(`/admin/submissions/${id}`)).html;
    expect(html).toContain(`href="/admin/tools/${draft.id}">${draft.name}</a>`);
    expect(html).toContain("(Draft): Same website");
  });

  it("is approved only with 'Approve anyway': without it nothing is written and the answer names the match", async ({
    sql,
    admin,
  }) => {
    const existing = await listed(sql, "approve");
    const id = await submit(sql, `Approve Twin ${stamp}`, `https://lantern-approve-${stamp}.example.net`);
    const refused = await postAs(admin, `/admin/submissions/${id}`, { intent: "publish" });
    expect(refused.response.status).toBe(409);
    expect(refused.html).toContain("This submission may already be in the directory");
    expect(refused.html).toContain(`href="/tool/${existing.slug}">${existing.name}</a>`);
    const [waiting] = await sql<{ status: string }[]>`SELECT status FROM tools WHERE id = ${id}`;
    expect(waiting!.status).toBe("pending");
    const audited = await sql`SELECT 1 FROM audit_log WHERE entity_id = ${id}`;
    expect(audited).toHaveLength(0);

    const approved = await postAs(admin, `/admin/submissions/${id}`, { intent: "publish", confirmDuplicate: "yes" });
    expect(approved.response.status).toBe(302);
    const [live] = await sql<{ status: string }[]>`SELECT status FROM tools WHERE id = ${id}`;
    expect(live!.status).toBe("published");
  });

  it("a submission with nothing like it is approved without asking", async ({ sql, admin }) => {
    const id = await submit(sql, `Lone Beacon ${stamp}`, `https://lone-${stamp}.example.net`);
    expect((await postAs(admin, `/admin/submissions/${id}`, { intent: "publish" })).response.status).toBe(302);
  });
});

describe("a tool an editor creates", () => {
  let mining: string;
  beforeAll(async ({ sql }) => {
    mining = await categoryIdOf(sql, "mining");
  });
  const form = (name: string, websiteUrl: string, extra: Record<string, string> = {}) => ({
    ...BLANK_TOOL_VALUES,
    intent: "save",
    name,
    slug: "",
    websiteUrl,
    description: "Watches a Bitcoin node and warns when it falls behind.",
    category1: mining,
    ...extra,
  });
  const named = (sql: postgres.Sql, name: string) => sql`SELECT id FROM tools WHERE name = ${name}`;

  it("with the website of a listed tool writes nothing, answers 409 with the match and the form as typed", async ({
    sql,
    admin,
  }) => {
    const existing = await listed(sql, "create");
    const name = `Created Twin ${stamp}`;
    const refused = await postAs(
      admin,
      "/admin/tools/new",
      form(name, `https://www.lantern-create-${stamp}.example.net/`),
    );
    expect(refused.response.status).toBe(409);
    expect(refused.html).toContain("This tool may already be in the directory.");
    expect(refused.html).toContain(`href="/tool/${existing.slug}">${existing.name}</a>`);
    expect(refused.html).toContain("Create anyway");
    expect(inputValue(refused.html, "name")).toBe(name);
    expect(await named(sql, name)).toHaveLength(0);

    const created = await postAs(
      admin,
      "/admin/tools/new",
      form(name, `https://www.lantern-create-${stamp}.example.net/`, { confirmDuplicate: "yes" }),
    );
    expect(created.response.status).toBe(302);
    expect(await named(sql, name)).toHaveLength(1);
  });

  it("with the name of a listed tool, written differently, asks too", async ({ sql, admin }) => {
    const existing = await listed(sql, "named");
    const refused = await postAs(
      admin,
      "/admin/tools/new",
      form(`LANTERN-named ${stamp}`, `https://other-${stamp}.example.net`, { slug: `named-twin-${stamp}` }),
    );
    expect(refused.response.status).toBe(409);
    expect(refused.html).toContain(`href="/tool/${existing.slug}">${existing.name}</a>`);
  });
});
