// ETF quotes in Postgres (the record) and the assembled table in KV (what every page view reads):
// the funds and their "as of" row from Postgres with the quotes over them. Whatever changes one of
// those rebuilds the KV copy once its change is committed.
import { sql } from "drizzle-orm";
import type { EtfTable } from "#app/lib/etf-table.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { bare, selectList, type RawRow } from "#app/server/db/raw-rows.server.ts";
import { etfQuotes } from "#app/server/db/schema.server.ts";
import { listStoredEtfs, readEtfFigures, toEtfFund } from "#app/server/etf/etf-funds.server.ts";
import { buildEtfTable, type StoredQuote } from "#app/server/etf/etf-table.server.ts";

export const ETF_TABLE_KEY = "etf:table";

export type QuoteToStore =
  | { ticker: string; outcome: "quoted"; changePercent: number; price: number | null; tradingDay: string | null }
  | { ticker: string; outcome: "no-quote" };

type QuoteRow = RawRow<
  Pick<typeof etfQuotes.$inferSelect, "ticker" | "outcome" | "changePercent" | "tradingDay" | "fetchedAt">
>;

/**
 * The table from KV, or built from Postgres (and put in KV) when KV has none, or only a copy from
 * before the funds were kept in Postgres (it has no "as of" field).
 */
export async function readEtfTable(db: Database, kv: KVNamespace): Promise<EtfTable> {
  const cached = await kv.get<EtfTable>(ETF_TABLE_KEY, "json");
  if (cached && "asOf" in cached) return cached;
  return cacheEtfTable(db, kv);
}

/**
 * Quotes replace what is stored; a 'no-quote' answer is kept only for a ticker that never had a
 * quote, so a rate-limited day does not hide the last real figures.
 */
export async function storeQuotes(db: Database, kv: KVNamespace, quotes: readonly QuoteToStore[], now: number) {
  if (quotes.length > 0) {
    const { ticker, outcome, changePercent, price, tradingDay, fetchedAt } = etfQuotes;
    const replaced = [outcome, changePercent, price, tradingDay, fetchedAt].map(
      (column) => sql`${bare(column)} = excluded.${bare(column)}`,
    );
    await db.execute(sql`
      INSERT INTO ${etfQuotes} (${sql.join([ticker, outcome, changePercent, price, tradingDay, fetchedAt].map(bare), sql`, `)})
      SELECT q.ticker, q.outcome, q.change_percent, q.price, q.trading_day, to_timestamp(${now / 1000})
      FROM json_to_recordset(${JSON.stringify(quotes.map(toRecord))}::json)
        AS q(ticker text, outcome text, change_percent float8, price float8, trading_day date)
      ON CONFLICT (${bare(ticker)}) DO UPDATE SET ${sql.join(replaced, sql`, `)}
      WHERE excluded.${bare(outcome)} = 'quoted' OR ${outcome} = 'no-quote'`);
  }
  return cacheEtfTable(db, kv);
}

/** Builds the table from Postgres and replaces the KV copy with it. */
export async function cacheEtfTable(db: Database, kv: KVNamespace): Promise<EtfTable> {
  const { ticker, outcome, changePercent, fetchedAt } = etfQuotes;
  const [rows, funds, figures] = await Promise.all([
    db.execute<QuoteRow>(sql`
      SELECT ${selectList({ ticker, outcome, changePercent, tradingDay: sql`to_char(${etfQuotes.tradingDay}, 'YYYY-MM-DD')`, fetchedAt })}
      FROM ${etfQuotes}`),
    listStoredEtfs(db),
    readEtfFigures(db),
  ]);
  const table = buildEtfTable(funds.map(toEtfFund), rows.map(toStoredQuote), figures);
  await kv.put(ETF_TABLE_KEY, JSON.stringify(table));
  return table;
}

const toRecord = (quote: QuoteToStore) =>
  quote.outcome === "quoted"
    ? {
        ticker: quote.ticker,
        outcome: quote.outcome,
        change_percent: quote.changePercent,
        price: quote.price,
        trading_day: quote.tradingDay,
      }
    : { ticker: quote.ticker, outcome: quote.outcome, change_percent: null, price: null, trading_day: null };

const toStoredQuote = (row: QuoteRow): StoredQuote => ({
  ticker: row.ticker,
  outcome: row.outcome,
  changePercent: row.changePercent,
  tradingDay: row.tradingDay,
  fetchedAt: new Date(row.fetchedAt).toISOString(),
});
