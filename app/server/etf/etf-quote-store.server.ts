// ETF quotes in Postgres (the record) and the assembled table in KV (what every page view reads):
// the funds and their "as of" row from Postgres with the quotes over them. Whatever changes one of
// those rebuilds the KV copy once its change is committed.
import type { EtfTable } from "#app/lib/etf-table.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { etfQuotes } from "#app/server/db/schema.server.ts";
import { listStoredEtfs, readEtfFigures, toEtfFund } from "#app/server/etf/etf-funds.server.ts";
import { buildEtfTable, type StoredQuote } from "#app/server/etf/etf-table.server.ts";
import { readDayCloses } from "#app/server/prices/day-close.server.ts";

export const ETF_TABLE_KEY = "etf:table";

/**
 * What a refresh learnt of one ticker: a quote; 'no-quote', Alpha Vantage's own answer that it has
 * none for now (a rate-limit note, an empty quote), which the page shows as 'API limit reached'; or
 * 'not-asked', a ticker the refresh stopped before, which keeps what it has.
 */
export type QuoteToStore =
  | { ticker: string; outcome: "quoted"; changePercent: number; price: number | null; tradingDay: string | null }
  | { ticker: string; outcome: "no-quote" | "not-asked" };

/**
 * The table from KV, or built from Postgres (and put in KV) when KV has none, or only a copy from
 * before the funds' holdings were shown (it has no total of them).
 */
export async function readEtfTable(db: Database, kv: KVNamespace): Promise<EtfTable> {
  const cached = await kv.get<EtfTable>(ETF_TABLE_KEY, "json");
  if (cached && "btcHeldTotal" in cached) return cached;
  return cacheEtfTable(db, kv);
}

/**
 * Stores one ticker's answer on its own, so that a row Postgres refuses loses nothing else. A quote
 * or a 'no-quote' answer replaces what is stored; a ticker not asked gets a 'no-quote' row only when
 * it has none.
 */
export async function storeQuote(db: Database, quote: QuoteToStore, now: number): Promise<void> {
  const row = {
    ticker: quote.ticker,
    outcome: quote.outcome === "quoted" ? ("quoted" as const) : ("no-quote" as const),
    changePercent: quote.outcome === "quoted" ? quote.changePercent : null,
    price: quote.outcome === "quoted" ? quote.price : null,
    tradingDay: quote.outcome === "quoted" ? quote.tradingDay : null,
    fetchedAt: new Date(now),
  };
  const insert = db.insert(etfQuotes).values(row);
  if (quote.outcome === "not-asked") await insert.onConflictDoNothing({ target: etfQuotes.ticker });
  else {
    const { outcome, changePercent, price, tradingDay, fetchedAt } = row;
    await insert.onConflictDoUpdate({
      target: etfQuotes.ticker,
      set: { outcome, changePercent, price, tradingDay, fetchedAt },
    });
  }
}

/** Builds the table from Postgres and replaces the KV copy with it. */
export async function cacheEtfTable(db: Database, kv: KVNamespace): Promise<EtfTable> {
  const { ticker, outcome, changePercent, tradingDay, fetchedAt } = etfQuotes;
  const [rows, funds, figures] = await Promise.all([
    db.select({ ticker, outcome, changePercent, tradingDay, fetchedAt }).from(etfQuotes),
    listStoredEtfs(db),
    readEtfFigures(db),
  ]);
  const usdCloses = await readDayCloses(
    db,
    "USD",
    funds.flatMap((fund) => fund.aumAsOf ?? []),
  );
  const table = buildEtfTable(funds.map(toEtfFund), rows.map(toStoredQuote), figures, usdCloses);
  await kv.put(ETF_TABLE_KEY, JSON.stringify(table));
  return table;
}

const toStoredQuote = (row: Omit<StoredQuote, "fetchedAt"> & { fetchedAt: Date }): StoredQuote => ({
  ...row,
  fetchedAt: row.fetchedAt.toISOString(),
});
