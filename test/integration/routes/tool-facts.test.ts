// A tool's Bitcoin facts and their sources: what an editor saves (and the day it counts as
// verified), what the tool page, the comparison and the home filters show, and what they refuse.
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { BLANK_TOOL_VALUES } from "#app/lib/admin-tool-rules.ts";
import type { SignedIn } from "#test/support/accounts.ts";
import { categoryIdOf, uniqueSlug } from "#test/support/catalog-rows.ts";
import { choices, fieldError, inputValue, textOf } from "#test/support/form-html.ts";
import { get, post, toolSlugs } from "#test/support/worker.ts";
import type postgres from "postgres";

const today = new Date().toISOString().slice(0, 10);
const todayInWords = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date());
let wallets: string;

/** The editor's form as a browser sends it: one entry per ticked box. */
function editorForm(admin: SignedIn, fields: Record<string, string>, boxes: Record<string, string[]> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...BLANK_TOOL_VALUES, intent: "save", ...fields })) form.set(key, value);
  for (const [name, values] of Object.entries(boxes)) {
    form.delete(name);
    for (const value of values) form.append(name, value);
  }
  form.set("csrf_token", admin.token);
  return form;
}

/** The test tool's fields as saved, with these changes. */
const toolFields = (changes: Record<string, string> = {}) => ({
  name: `Facts Wallet ${slug}`,
  slug,
  // A host of its own: another tool on example.org would be flagged as a possible duplicate.
  websiteUrl: `https://${slug}.example.org/`,
  description: "A wallet whose facts a test checks.",
  category1: wallets,
  custody: "self-custody",
  openSource: "yes",
  bitcoinOnly: "yes",
  tor: "yes",
  bitcoinOnlySource: "https://example.org/facts-wallet/about",
  ...changes,
});
const KNOWN_SIGNERS = { hardwareSigners: ["qr", "usb"], platforms: ["desktop"] };

const save = (admin: SignedIn, path: string, form: FormData) => post(path, form, { headers: { Cookie: admin.cookie } });

const sourcesOf = (sql: postgres.Sql, toolId: string) =>
  sql<{ facet: string; source_url: string | null; verified_on: string }[]>`
    SELECT facet, source_url, to_char(verified_on, 'YYYY-MM-DD') AS verified_on
    FROM tool_fact_sources WHERE tool_id = ${toolId} ORDER BY facet`;

/** The "At a glance" box of a tool page, as text. */
const glance = (html: string) => textOf(/<section aria-labelledby="facts-heading"[\s\S]*?<\/section>/.exec(html)![0]);

let slug: string;
let toolId: string;
let editPath: string;

beforeAll(async ({ sql, admin }) => {
  wallets = await categoryIdOf(sql, "bitcoin-wallets");
  slug = uniqueSlug("facts-wallet");
  const created = await save(
    admin,
    "/admin/tools/new",
    editorForm(
      admin,
      toolFields({ coinControl: "no", validation: "own-node", torSource: "https://example.org/facts-wallet/tor" }),
      KNOWN_SIGNERS,
    ),
  );
  expect(created.response.status).toBe(302);
  toolId = /\/admin\/tools\/([0-9a-f-]{36})/.exec(created.response.headers.get("Location")!)![1]!;
  editPath = `/admin/tools/${toolId}`;
  await sql`UPDATE tools SET status = 'published' WHERE id = ${toolId}`;
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE 'facts-wallet-%'`;
});

describe("an editor saving a tool's facts", () => {
  it("stores each fact, and counts every known fact as verified today, with the source given", async ({ sql }) => {
    const [tool] = await sql<Record<string, unknown>[]>`
      SELECT bitcoin_only, tor, coin_control, multisig, validation, array_to_string(hardware_signers, ',') AS signers
      FROM tools WHERE id = ${toolId}`;
    expect(tool).toEqual({
      bitcoin_only: true,
      tor: true,
      coin_control: false,
      multisig: null,
      validation: "own-node",
      signers: "usb,qr",
    });
    expect(await sourcesOf(sql, toolId)).toEqual(
      [
        { facet: "bitcoinOnly", source_url: "https://example.org/facts-wallet/about", verified_on: today },
        { facet: "coinControl", source_url: null, verified_on: today },
        { facet: "custody", source_url: null, verified_on: today },
        { facet: "hardwareSigners", source_url: null, verified_on: today },
        { facet: "openSource", source_url: null, verified_on: today },
        { facet: "platforms", source_url: null, verified_on: today },
        { facet: "tor", source_url: "https://example.org/facts-wallet/tor", verified_on: today },
        { facet: "validation", source_url: null, verified_on: today },
      ].sort((a, b) => (a.facet < b.facet ? -1 : 1)),
    );
    const [history] = await sql<{ after: Record<string, unknown> }[]>`
      SELECT after FROM audit_log WHERE entity_id = ${toolId} AND action = 'created'`;
    expect(history!.after).toMatchObject({
      bitcoinOnly: true,
      validation: "own-node",
      hardwareSigners: ["usb", "qr"],
      factSources: {
        bitcoinOnly: "https://example.org/facts-wallet/about",
        tor: "https://example.org/facts-wallet/tor",
      },
    });
  });

  it("keeps the day of an unchanged fact, re-dates a changed one, and drops the source of a fact made unknown", async ({
    sql,
    admin,
  }) => {
    await sql`UPDATE tool_fact_sources SET verified_on = '2020-01-01' WHERE tool_id = ${toolId}`;
    const page = await get(editPath, { headers: { Cookie: admin.cookie } });
    expect(inputValue(page.html, "torSource")).toBe("https://example.org/facts-wallet/tor");
    expect(textOf(page.html)).toContain("Verified Jan 1, 2020");

    const edited = await save(
      admin,
      editPath,
      editorForm(
        admin,
        toolFields({ coinControl: "yes", validation: "", torSource: "https://example.org/facts-wallet/tor-docs" }),
        KNOWN_SIGNERS,
      ),
    );
    expect(edited.response.status).toBe(302);
    const days = Object.fromEntries((await sourcesOf(sql, toolId)).map((row) => [row.facet, row.verified_on]));
    expect(days).toEqual({
      bitcoinOnly: "2020-01-01",
      coinControl: today,
      custody: "2020-01-01",
      hardwareSigners: "2020-01-01",
      openSource: "2020-01-01",
      platforms: "2020-01-01",
      tor: today,
    });
    // The page is cached: ask for it fresh.
    const tool = await get(`/tool/${slug}?fresh=${Date.now()}`);
    expect(glance(tool.html)).toContain("Verified over 12 months ago (January 1, 2020)");
    expect(glance(tool.html)).toContain(`Facts last verified ${todayInWords}`);
  });

  it("re-dates every known fact when the editor says all were checked today", async ({ sql, admin }) => {
    await sql`UPDATE tool_fact_sources SET verified_on = '2020-01-01' WHERE tool_id = ${toolId}`;
    const form = editorForm(
      admin,
      toolFields({
        coinControl: "yes",
        torSource: "https://example.org/facts-wallet/tor-docs",
        factsVerified: "on",
      }),
      KNOWN_SIGNERS,
    );
    expect((await save(admin, editPath, form)).response.status).toBe(302);
    expect(new Set((await sourcesOf(sql, toolId)).map((row) => row.verified_on))).toEqual(new Set([today]));
  });

  it.for<[string, Record<string, string>, Record<string, string[]>, string]>([
    ["validation", { validation: "trust-me" }, {}, "Choose one of the listed ways of validation."],
    ["hardwareSigners", {}, { hardwareSigners: ["none", "usb"] }, "Tick None alone, or the ways it signs."],
    ["hardwareSigners", {}, { hardwareSigners: ["bluetooth"] }, "Choose from the listed hardware signers."],
    [
      "torSource",
      { torSource: "ftp://example.org/tor" },
      {},
      "Enter the source's full address, starting with https://.",
    ],
    ["multisig", { multisig: "" }, {}, "Choose one of the listed answers."],
  ])(
    "refuses a bad %s with a 400 next to the field and writes nothing",
    async ([field, fields, boxes, message], { sql, admin }) => {
      const before = await sourcesOf(sql, toolId);
      const refused = await save(
        admin,
        editPath,
        editorForm(admin, toolFields({ description: "Changed by a refused save.", ...fields }), boxes),
      );
      expect(refused.response.status).toBe(400);
      expect(fieldError(refused.html, field)).toBe(message);
      expect(await sourcesOf(sql, toolId)).toEqual(before);
      const [row] = await sql<{ description: string }[]>`SELECT description FROM tools WHERE id = ${toolId}`;
      expect(row!.description).toBe("A wallet whose facts a test checks.");
    },
  );
});

describe("the facts in public", () => {
  it("shows each known fact with its source link, and names the unknown ones", async () => {
    const { html } = await get(`/tool/${slug}?look=${Date.now()}`);
    const box = glance(html);
    expect(box).toContain("Bitcoin-onlyYes");
    expect(box).toContain("Tor supportYes");
    expect(box).toContain("Hardware signersUSB, QR");
    expect(box).toMatch(/Unknown: KYC, Lightning, .*Multisig/);
    expect(html).toContain('href="https://example.org/facts-wallet/tor-docs"');
    expect(html).toContain('aria-label="Source for Tor support"');
  });

  it("lists the tool under a new facet's filter, with and without it, and refuses an unknown value", async () => {
    const listed = async (query: string) => toolSlugs((await get(`/?${query}`)).html);
    expect(await listed("bitcoin_only=yes&q=facts")).toContain(slug);
    expect(await listed("signer=qr&q=facts")).toContain(slug);
    expect(await listed("signer=nfc&q=facts")).not.toContain(slug);
    expect(await listed("coin_control=no&q=facts")).not.toContain(slug);
    expect(await listed("tor=yes&coin_control=yes&q=facts")).toContain(slug);
    const refused = await get("/?validation=trust-me");
    expect(refused.response.status).toBe(400);
    expect(textOf(refused.html)).toContain("Unknown validation filter.");
  });

  it("compares the new facts side by side, unknown as Unknown", async () => {
    const { html } = await get(`/compare?tools=${slug},sparrow-wallet`);
    const text = textOf(html);
    expect(text).toContain("Hardware signers");
    expect(text).toMatch(/MultisigUnknownYes/);
    expect(text).toMatch(/Bitcoin-onlyYesYes/);
  });

  it("shows the sources the seed gives, with the day they were verified", async () => {
    const { html } = await get("/tool/sparrow-wallet");
    const box = glance(html);
    expect(box).toContain("Coin controlYes");
    expect(box).toMatch(/Facts last verified November 22, 2026/);
    expect(html).toContain(
      'href="https://github.com/thebitcoinhole/database/blob/6eb1c890bb90276800a387572d04b4af1e45346b/item-types/software-wallets/items/sparrow.json"',
    );
  });
});

describe("a fact that does not apply, and a source-available licence", () => {
  const notApplicable = () => toolFields({ tor: "not-applicable", openSource: "source-available" });

  it("are stored as their own values, keep their sources, and read so on the tool page and in the comparison", async ({
    sql,
    admin,
  }) => {
    const saved = await save(admin, editPath, editorForm(admin, notApplicable(), KNOWN_SIGNERS));
    expect(saved.response.status).toBe(302);
    const [tool] = await sql<Record<string, unknown>[]>`
      SELECT tor, open_source, source_available, not_applicable_facts::text AS not_applicable FROM tools WHERE id = ${toolId}`;
    expect(tool).toEqual({ tor: null, open_source: false, source_available: true, not_applicable: "{tor}" });
    expect((await sourcesOf(sql, toolId)).map((row) => row.facet)).toEqual(
      expect.arrayContaining(["tor", "openSource"]),
    );

    const box = glance((await get(`/tool/${slug}?na=${Date.now()}`)).html);
    expect(box).toContain("Tor supportNot applicable");
    expect(box).toContain("Open sourceSource available");
    expect(box).not.toMatch(/Unknown: [^.]*Tor support/);
    expect(textOf((await get(`/compare?tools=${slug},sparrow-wallet&na=1`)).html)).toMatch(/Tor supportNot applicable/);
  });

  it("show their choice again in the editor, and the history records them", async ({ sql, admin }) => {
    const page = await get(editPath, { headers: { Cookie: admin.cookie } });
    const checked = (name: string) => choices(page.html, name).find((choice) => choice.checked)?.value;
    expect(checked("tor")).toBe("not-applicable");
    expect(checked("openSource")).toBe("source-available");
    const [history] = await sql<{ after: Record<string, unknown> }[]>`
      SELECT after FROM audit_log WHERE entity_id = ${toolId} AND action = 'updated' ORDER BY created_at DESC LIMIT 1`;
    expect(history!.after).toMatchObject({ tor: "not-applicable", openSource: "source-available" });
  });

  it("match neither yes nor no under the Tor filter; source available is not open source", async () => {
    const listed = async (query: string) => toolSlugs((await get(`/?${query}&q=facts&na=1`)).html);
    expect(await listed("tor=yes")).not.toContain(slug);
    expect(await listed("tor=no")).not.toContain(slug);
    expect(await listed("open_source=yes")).not.toContain(slug);
    expect(await listed("open_source=no")).toContain(slug);
  });

  it("refuses source available for any fact but open source", async ({ admin }) => {
    const refused = await save(
      admin,
      editPath,
      editorForm(admin, { ...notApplicable(), tor: "source-available" }, KNOWN_SIGNERS),
    );
    expect(refused.response.status).toBe(400);
    expect(fieldError(refused.html, "tor")).toBe("Choose one of the listed answers.");
  });
});
