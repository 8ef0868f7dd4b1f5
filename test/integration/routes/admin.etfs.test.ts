// The admin's ETFs: the funds' figures and their "as of" date and source, edited and shown on
// /bitcoin-etfs and /api/etfs on the next request (the KV copy of the table rebuilt at once), and
// the refresh ledger with "Refresh now" inside the daily budget. Each action is admin-only,
// CSRF-checked, validated with nothing written on refusal, and audited.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "#test/support/fixtures.ts";
import { asOfText } from "#app/lib/etf-figures.ts";
import type { EtfTable } from "#app/lib/etf-table.ts";
import { ETF_TABLE_KEY } from "#app/server/etf/etf-quote-store.server.ts";
import worker from "#functions/worker.ts";
import { postAs } from "#test/support/accounts.ts";
import { expectHiddenFromNonAdmins } from "#test/support/admin-only.ts";
import { auditRowsOf } from "#test/support/catalog-rows.ts";
import { alphaVantageCalls, setAlphaVantageMode } from "#test/support/fake-alpha-vantage.ts";
import { formOf } from "#test/support/form-data.ts";
import { get, heading, incoming, post } from "#test/support/worker.ts";
import type postgres from "postgres";

/** A fund the other ETF tests do not look at; its row is put back after these tests. */
const TICKER = "BRRR";
const EDIT_PATH = `/admin/etfs/${TICKER}`;
const LIST_ACTION = "/admin/etfs?index";

type EtfRow = {
  name: string;
  asset_manager: string;
  aum_amount: number | null;
  aum_unit: string | null;
  expense_ratio: number | null;
  type: string;
  exchange: string;
  first_trading_day: string;
  notes: string;
  issuer_url: string | null;
  aum_as_of: string | null;
  aum_source_url: string | null;
  expense_ratio_as_of: string | null;
  expense_ratio_source_url: string | null;
  btc_held: number | null;
  btc_held_as_of: string | null;
  btc_held_source_url: string | null;
};
const fundRow = async (sql: postgres.Sql) =>
  (
    await sql<EtfRow[]>`SELECT name, asset_manager, aum_amount, aum_unit, expense_ratio, type, exchange,
      to_char(first_trading_day, 'YYYY-MM-DD') AS first_trading_day, notes, issuer_url,
      to_char(aum_as_of, 'YYYY-MM-DD') AS aum_as_of, aum_source_url,
      to_char(expense_ratio_as_of, 'YYYY-MM-DD') AS expense_ratio_as_of, expense_ratio_source_url, btc_held,
      to_char(btc_held_as_of, 'YYYY-MM-DD') AS btc_held_as_of, btc_held_source_url
      FROM etfs WHERE ticker = ${TICKER}`
  )[0]!;
const figuresRow = async (sql: postgres.Sql) =>
  (
    await sql<{ as_of: string; source_url: string | null }[]>`
    SELECT to_char(as_of, 'YYYY-MM-DD') AS as_of, source_url FROM etf_figures`
  )[0]!;

async function clearQuotes(sql: postgres.Sql) {
  await sql`DELETE FROM etf_quotes`;
  await sql`DELETE FROM etf_refreshes`;
  await env.CACHE.delete(ETF_TABLE_KEY);
}

let original: EtfRow;
let originalFigures: { as_of: string; source_url: string | null };
beforeAll(async ({ sql }) => {
  original = await fundRow(sql);
  originalFigures = await figuresRow(sql);
});
beforeEach(({ sql }) => clearQuotes(sql));
// The e2e run that follows shares the database: leave the funds as a fresh site has them.
afterAll(async ({ sql }) => {
  const o = original;
  await sql`UPDATE etfs SET name = ${o.name}, asset_manager = ${o.asset_manager}, aum_amount = ${o.aum_amount},
    aum_unit = ${o.aum_unit}, expense_ratio = ${o.expense_ratio}, type = ${o.type}, exchange = ${o.exchange},
    first_trading_day = ${o.first_trading_day}, notes = ${o.notes}, issuer_url = ${o.issuer_url},
    aum_as_of = ${o.aum_as_of}, aum_source_url = ${o.aum_source_url}, expense_ratio_as_of = ${o.expense_ratio_as_of},
    expense_ratio_source_url = ${o.expense_ratio_source_url}, btc_held = ${o.btc_held},
    btc_held_as_of = ${o.btc_held_as_of}, btc_held_source_url = ${o.btc_held_source_url} WHERE ticker = ${TICKER}`;
  await sql`UPDATE etf_figures SET as_of = ${originalFigures.as_of}, source_url = ${originalFigures.source_url}`;
  await clearQuotes(sql);
  await setAlphaVantageMode("success");
});

const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}t=${Math.random()}`;
const apiRow = async (ticker: string) =>
  (JSON.parse((await get("/api/etfs")).html) as EtfTable).etfs.find((etf) => etf.ticker === ticker)!;
/** The fund's row on the public page, as served (from the edge cache when it holds one). */
const pageRow = async (ticker: string) => {
  const { html } = await get("/bitcoin-etfs");
  const start = html.indexOf(`data-ticker="${ticker}"`);
  return html.slice(start, html.indexOf("</tr>", start));
};

/** The edit form as the page fills it, with `changes` over it. */
const fundFields = (row: EtfRow, changes: Record<string, string> = {}) => ({
  name: row.name,
  assetManager: row.asset_manager,
  aumAmount: row.aum_amount === null ? "" : String(row.aum_amount),
  // The select always sends a unit, even beside an empty amount.
  aumUnit: row.aum_unit ?? "million",
  expenseRatio: row.expense_ratio === null ? "" : String(row.expense_ratio),
  type: row.type,
  exchange: row.exchange,
  firstTradingDay: row.first_trading_day,
  notes: row.notes,
  issuerUrl: row.issuer_url ?? "",
  aumAsOf: row.aum_as_of ?? "",
  aumSourceUrl: row.aum_source_url ?? "",
  expenseRatioAsOf: row.expense_ratio_as_of ?? "",
  expenseRatioSourceUrl: row.expense_ratio_source_url ?? "",
  btcHeld: row.btc_held === null ? "" : String(row.btc_held),
  btcHeldAsOf: row.btc_held_as_of ?? "",
  btcHeldSourceUrl: row.btc_held_source_url ?? "",
  ...changes,
});

describe("the ETF list", () => {
  it("lists every fund with its figures, the 'as of' form and the refresh ledger, for admins only", async ({
    reader,
    asAdmin,
  }) => {
    const { response, html } = await asAdmin("/admin/etfs");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(html)).toBe("ETFs");
    expect(html.match(/data-testid="etf-row"/g)).toHaveLength(13);
    expect(html).toContain(`href="/admin/etfs/${TICKER}"`);
    expect(html).toContain("$47.78 billion");
    // BRRR's AUM: no filing we could read states it.
    expect(html).toContain("Not known");
    expect(html).toContain("Funds cannot be added or removed here yet.");
    expect(html).toContain(`value="${originalFigures.as_of}"`);
    expect(html).toMatch(/Calls used today \(UTC\)<\/dt><dd[^>]*>0<\/dd>/);
    expect(html).toMatch(/Budget left<\/dt><dd[^>]*>25<!-- --> of <!-- -->25/);
    expect(html).toContain("No refresh yet.");
    expect(html).toMatch(/<button type="submit"[^>]*>Refresh now<\/button>/);
    for (const cookie of [undefined, reader.cookie]) {
      const page = await get("/admin/etfs", { headers: cookie ? { Cookie: cookie } : {} });
      expect(page.response.status).toBe(404);
    }
  });

  it("the history's link for the 'as of' row leads to its form on the list; unknown tickers are 404", async ({
    asAdmin,
  }) => {
    const { response } = await asAdmin("/admin/etfs/figures");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/etfs#figures");
    for (const path of ["/admin/etfs/ZZZZZ", "/admin/etfs/brrr", "/admin/etfs/TOOLONG"])
      expect((await asAdmin(path)).response.status).toBe(404);
  });
});

describe("editing a fund", () => {
  it("saves the changed figures, records them, and shows them on the page and the API at once", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    // The page and the API are served once, so the edge cache and KV hold the old figures.
    expect(await pageRow(TICKER)).toContain("0.25%");
    expect((await apiRow(TICKER)).expenseRatio).toBe("0.25%");
    const edit = await asAdmin(EDIT_PATH);
    expect(edit.response.status).toBe(200);
    expect(edit.html).toContain(`value="${original.name}"`);
    expect(edit.html).not.toMatch(/name="ticker"/);

    const { response } = await postAs(
      admin,
      EDIT_PATH,
      fundFields(original, {
        expenseRatio: "0.3",
        aumAmount: "612.5",
        aumAsOf: "2026-11-02",
        aumSourceUrl: "http://filings.example.com/brrr/10-q",
        notes: "Valkyrie's fund, now run by CoinShares.",
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${EDIT_PATH}?notice=etf-saved`);
    expect(await fundRow(sql)).toMatchObject({
      expense_ratio: 0.3,
      aum_amount: 612.5,
      aum_unit: "million",
      aum_as_of: "2026-11-02",
      aum_source_url: "http://filings.example.com/brrr/10-q",
      notes: "Valkyrie's fund, now run by CoinShares.",
    });
    const audit = await auditRowsOf(sql, TICKER);
    expect(audit.at(-1)).toEqual({
      actor_email: admin.email,
      entity_type: "etf",
      entity_label: `${TICKER} · ${original.name}`,
      action: "updated",
      before: {
        expenseRatio: 0.25,
        aumAmount: null,
        aumUnit: null,
        aumAsOf: null,
        aumSourceUrl: null,
        notes: original.notes,
      },
      after: {
        expenseRatio: 0.3,
        aumAmount: 612.5,
        aumUnit: "million",
        aumAsOf: "2026-11-02",
        aumSourceUrl: "http://filings.example.com/brrr/10-q",
        notes: "Valkyrie's fund, now run by CoinShares.",
      },
    });

    const row = await pageRow(TICKER);
    expect(row).toContain("0.30%");
    expect(row).toContain("$612.50 million");
    expect(row).toContain("now run by CoinShares");
    expect(await apiRow(TICKER)).toMatchObject({ expenseRatio: "0.30%", aum: "$612.50 million" });
    const kv = await env.CACHE.get<EtfTable>(ETF_TABLE_KEY, "json");
    expect(kv?.etfs.find((etf) => etf.ticker === TICKER)?.expenseRatio).toBe("0.30%");
    expect((await asAdmin(`${EDIT_PATH}?notice=etf-saved`)).html).toContain("ETF saved");
    expect((await asAdmin(EDIT_PATH)).html).toContain("History");
  });

  it("a reported holding with its day and source, and the issuer's page, show on the page; the total counts it", async ({
    sql,
    admin,
  }) => {
    const { response } = await postAs(
      admin,
      EDIT_PATH,
      fundFields(await fundRow(sql), {
        issuerUrl: "https://issuer.example.com/brrr",
        aumSourceUrl: "https://issuer.example.com/brrr/aum",
        btcHeld: "5,432.1",
        btcHeldAsOf: "2026-11-02",
        btcHeldSourceUrl: "https://issuer.example.com/brrr/holdings",
      }),
    );
    expect(response.status).toBe(302);
    expect(await fundRow(sql)).toMatchObject({ btc_held: 5432.1, btc_held_as_of: "2026-11-02" });
    const row = await pageRow(TICKER);
    expect(row).toContain('<a href="https://issuer.example.com/brrr"');
    expect(row).toMatch(/5,432 BTC<\/span><span[^>]*>as of <time dateTime="2026-11-02">November 2, 2026<\/time>/);
    expect(row).toContain('href="https://issuer.example.com/brrr/holdings"');
    expect(row).toContain(`aria-label="Source of ${TICKER}&#x27;s AUM"`);
    const table = JSON.parse((await get("/api/etfs")).html) as EtfTable;
    expect(table.etfs.find((etf) => etf.ticker === TICKER)?.btcHeld).toEqual({
      kind: "reported",
      btc: 5432.1,
      asOf: "2026-11-02",
      sourceUrl: "https://issuer.example.com/brrr/holdings",
    });
    expect(table.btcHeldTotal?.btc).toBeGreaterThanOrEqual(5432.1);

    // Cleared, the holding is estimated again (or not known without a price for the AUM's day).
    await postAs(
      admin,
      EDIT_PATH,
      fundFields(await fundRow(sql), { btcHeld: "", btcHeldAsOf: "", btcHeldSourceUrl: "" }),
    );
    expect(await fundRow(sql)).toMatchObject({ btc_held: null, btc_held_as_of: null, btc_held_source_url: null });
    expect((await apiRow(TICKER)).btcHeld.kind).not.toBe("reported");
  });

  it("a save that changes nothing writes no history", async ({ sql, admin }) => {
    const before = (await auditRowsOf(sql, TICKER)).length;
    const { response } = await postAs(admin, EDIT_PATH, fundFields(await fundRow(sql)));
    expect(response.status).toBe(302);
    expect(await auditRowsOf(sql, TICKER)).toHaveLength(before);
  });

  it("refuses each field out of its rules with a message beside it, writing nothing", async ({ sql, admin }) => {
    const current = await fundRow(sql);
    const auditBefore = (await auditRowsOf(sql, TICKER)).length;
    const withAum = { aumAmount: "600", aumAsOf: "2026-11-02", aumSourceUrl: "https://example.com/aum" };
    const cases: [Record<string, string>, string][] = [
      [{ name: "" }, "Enter the fund&#x27;s name."],
      [{ assetManager: " " }, "Enter the asset manager."],
      [{ aumAmount: "-3" }, "Enter a number of 0 or more, such as 53 or 4.43, or leave it empty."],
      [{ aumAmount: "lots" }, "Enter a number of 0 or more, such as 53 or 4.43, or leave it empty."],
      [{ aumUnit: "trillion" }, "Choose million or billion."],
      [{ expenseRatio: "10.5" }, "Enter a percentage from 0 to 10, such as 0.25."],
      // Emptied, a figure takes its date and source with it: one left behind is refused, not dropped.
      [{ expenseRatio: "" }, "Enter the figure, or clear its date and source."],
      [{ ...withAum, aumAsOf: "" }, "Enter the day the figure is true on."],
      [{ ...withAum, aumSourceUrl: "" }, "Enter the address of the filing or page that states it."],
      [
        { ...withAum, aumSourceUrl: "ftp://example.com/aum" },
        "Enter an address starting with https:// or http://, or leave it empty.",
      ],
      [{ type: "etn" }, "Choose spot or futures."],
      [{ firstTradingDay: "2024-02-30" }, "Enter a date such as 2024-01-11."],
      [{ firstTradingDay: "2999-01-01" }, "The first trading day cannot be in the future."],
      [{ notes: "x".repeat(601) }, "Keep the notes under 600 characters."],
      [{ issuerUrl: "http://example.com/fund" }, "Enter an address starting with https://, or leave it empty."],
      [{ expenseRatioAsOf: "2999-01-01" }, "The date cannot be in the future."],
      [{ btcHeld: "12,5.3.1" }, "Enter a number of bitcoin, such as 571234.5."],
      [
        { btcHeld: "21000001", btcHeldAsOf: "2026-11-02", btcHeldSourceUrl: "https://example.com/h" },
        "No fund can hold more than the 21,000,000 bitcoin there will ever be.",
      ],
      [{ btcHeld: "100", btcHeldSourceUrl: "https://example.com/h" }, "Enter the day the figure is true on."],
      [{ btcHeld: "100", btcHeldAsOf: "2026-11-02" }, "Enter the address of the filing or page that states it."],
      [{ btcHeldAsOf: "2026-11-02" }, "Enter the figure, or clear its date and source."],
    ];
    for (const [changes, message] of cases) {
      const { response, html } = await postAs(admin, EDIT_PATH, fundFields(current, changes));
      expect(response.status, JSON.stringify(changes)).toBe(400);
      expect(html).toContain(message);
      expect(html).toMatch(/aria-invalid="true"/);
    }
    expect(await fundRow(sql)).toEqual(current);
    expect(await auditRowsOf(sql, TICKER)).toHaveLength(auditBefore);
  });

  it("is the 404 to anyone but an admin, and refused without the CSRF token", async ({ sql, admin, reader }) => {
    const current = await fundRow(sql);
    const fields = fundFields(current, { expenseRatio: "0.99" });
    await expectHiddenFromNonAdmins(reader, EDIT_PATH, fields);
    const noToken = await post(EDIT_PATH, fields, { headers: { Cookie: admin.cookie } });
    expect(noToken.response.status).toBe(403);
    expect(await fundRow(sql)).toEqual(current);
  });
});

describe("the figures' 'as of' date and source", () => {
  it("saves them, records them, and the page's footer says that date and links the source", async ({ sql, admin }) => {
    const before = await get("/bitcoin-etfs");
    expect(before.html).toContain(`Data last updated ${asOfText(originalFigures.as_of)}.`);
    const { response } = await postAs(admin, LIST_ACTION, {
      intent: "figures",
      asOf: "2025-06-14",
      sourceUrl: "https://example.com/etf-figures?fund=all&amp=1",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/etfs?notice=etf-figures-saved");
    expect(await figuresRow(sql)).toEqual({
      as_of: "2025-06-14",
      source_url: "https://example.com/etf-figures?fund=all&amp=1",
    });
    expect((await auditRowsOf(sql, "figures")).at(-1)).toMatchObject({
      actor_email: admin.email,
      entity_type: "etf",
      action: "updated",
      before: { asOf: originalFigures.as_of, sourceUrl: originalFigures.source_url },
      after: { asOf: "2025-06-14", sourceUrl: "https://example.com/etf-figures?fund=all&amp=1" },
    });

    const { html } = await get("/bitcoin-etfs");
    expect(html).toContain(
      "Data last updated June 14, 2025. The Bitcoin ETF market is rapidly evolving, and AUM figures change regularly.",
    );
    expect(html).toContain('href="https://example.com/etf-figures?fund=all&amp;amp=1"');
    expect(await get("/api/etfs").then(({ html }) => JSON.parse(html) as EtfTable)).toMatchObject({
      asOf: "2025-06-14",
      sourceUrl: "https://example.com/etf-figures?fund=all&amp=1",
    });

    // A quote from a later day is newer: the footer gives its time instead.
    await sql`INSERT INTO etf_quotes (ticker, outcome, change_percent, price, trading_day, fetched_at)
      VALUES ('IBIT', 'quoted', 1, 50, '2025-06-16', '2025-06-16T21:15:00Z')`;
    await env.CACHE.delete(ETF_TABLE_KEY);
    expect((await get(fresh("/bitcoin-etfs"))).html).toContain("Data last updated: <time");
  });

  it("a month's last day reads as the month, as the seeded figures do", async ({ sql, admin }) => {
    await postAs(admin, LIST_ACTION, { intent: "figures", asOf: "2025-03-31", sourceUrl: "" });
    expect(await figuresRow(sql)).toEqual({ as_of: "2025-03-31", source_url: null });
    const { html } = await get("/bitcoin-etfs");
    expect(html).toContain("Data last updated March 2025. The Bitcoin ETF market");
    expect(html).not.toContain("Source of the figures");
  });

  it("refuses a missing, impossible or future date and an address that is not https, writing nothing", async ({
    sql,
    admin,
  }) => {
    const current = await figuresRow(sql);
    const auditBefore = (await auditRowsOf(sql, "figures")).length;
    const cases: [Record<string, string>, string][] = [
      [{ asOf: "", sourceUrl: "" }, "Enter the date the figures are true on."],
      [{ asOf: "2025-13-01", sourceUrl: "" }, "Enter a date such as 2024-01-11."],
      [{ asOf: "2999-12-31", sourceUrl: "" }, "The figures cannot be as of a day in the future."],
      [{ asOf: "2025-03-31", sourceUrl: "http://example.com/figures" }, "Enter an address starting with https://"],
      [{ asOf: "2025-03-31", sourceUrl: "javascript:alert(1)" }, "Enter an address starting with https://"],
    ];
    for (const [fields, message] of cases) {
      const { response, html } = await postAs(admin, LIST_ACTION, { intent: "figures", ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(html).toContain(message);
    }
    expect(await figuresRow(sql)).toEqual(current);
    expect(await auditRowsOf(sql, "figures")).toHaveLength(auditBefore);
  });

  it("is the 404 to anyone but an admin, refused without the CSRF token, and an unknown intent is a 400", async ({
    sql,
    admin,
    reader,
  }) => {
    const current = await figuresRow(sql);
    const fields = { intent: "figures", asOf: "2024-01-31", sourceUrl: "" };
    await expectHiddenFromNonAdmins(reader, LIST_ACTION, fields);
    expect((await post(LIST_ACTION, fields, { headers: { Cookie: admin.cookie } })).response.status).toBe(403);
    expect((await postAs(admin, LIST_ACTION, { intent: "delete" })).response.status).toBe(400);
    expect(await figuresRow(sql)).toEqual(current);
  });
});

describe("Refresh now", () => {
  it("runs the page's refresh, enters it in the ledger, and the list shows the ledger and the last answers", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    await setAlphaVantageMode("information");
    const { response } = await postAs(admin, LIST_ACTION, { intent: "refresh" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/etfs?notice=etf-refresh-failed");
    expect(await alphaVantageCalls()).toHaveLength(1);
    expect(await sql`SELECT trigger, calls, limit_reached FROM etf_refreshes`).toEqual([
      { trigger: "visitor", calls: 1, limit_reached: true },
    ]);
    const { html } = await asAdmin("/admin/etfs?notice=etf-refresh-failed");
    expect(html).toContain("No quotes came back");
    expect(html).toMatch(/Calls used today \(UTC\)<\/dt><dd[^>]*>1<\/dd>/);
    expect(html).toMatch(/Budget left<\/dt><dd[^>]*>0<!-- --> of <!-- -->25/);
    expect(html.match(/data-testid="etf-refresh-row"/g)).toHaveLength(1);
    expect(html.match(/data-testid="etf-quote-row"/g)).toHaveLength(13);
    expect(html).toContain("the key&#x27;s limit is reached today");
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Refresh now<\/button>/);
  });

  it("asks nothing when the day's budget is spent, and says so", async ({ sql, admin, asAdmin }) => {
    await setAlphaVantageMode("success");
    await sql`INSERT INTO etf_refreshes (trigger, started_at, finished_at, calls, quoted)
      VALUES ('schedule', now(), now(), 24, 0)`;
    const { response } = await postAs(admin, LIST_ACTION, { intent: "refresh" });
    expect(response.headers.get("Location")).toBe("/admin/etfs?notice=etf-refresh-budget-spent");
    expect(await alphaVantageCalls()).toHaveLength(0);
    const { html } = await asAdmin("/admin/etfs?notice=etf-refresh-budget-spent");
    expect(html).toContain("Not refreshed: today&#x27;s budget is spent");
    expect(html).toContain("A refresh needs 13 calls and 1 are left today");
  });

  it("asks nothing on a site without a key, and says so", async ({ admin }) => {
    const form = formOf({ intent: "refresh", csrf_token: admin.token });
    const ctx = createExecutionContext();
    const noKey = { ...env, ALPHAVANTAGE_API_KEY: "" };
    const request = incoming(`http://localhost${LIST_ACTION}`, {
      method: "POST",
      body: form,
      headers: { Cookie: admin.cookie },
      redirect: "manual",
    });
    const response = await worker.fetch(request, noKey, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.headers.get("Location")).toBe("/admin/etfs?notice=etf-refresh-unavailable");
    expect(await alphaVantageCalls()).toHaveLength(0);
    const pageCtx = createExecutionContext();
    const page = await worker.fetch(
      incoming("http://localhost/admin/etfs", { headers: { Cookie: admin.cookie } }),
      noKey,
      pageCtx,
    );
    const html = await page.text();
    await waitOnExecutionContext(pageCtx);
    expect(html).toContain("No Alpha Vantage key is set (ALPHAVANTAGE_API_KEY)");
  });

  it("is the 404 to anyone but an admin, and refused without the CSRF token", async ({ sql, admin, reader }) => {
    await expectHiddenFromNonAdmins(reader, LIST_ACTION, { intent: "refresh" });
    expect(
      (await post(LIST_ACTION, { intent: "refresh" }, { headers: { Cookie: admin.cookie } })).response.status,
    ).toBe(403);
    expect(await alphaVantageCalls()).toHaveLength(0);
    expect(await sql`SELECT 1 FROM etf_refreshes`).toHaveLength(0);
  });
});
