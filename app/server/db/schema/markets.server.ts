// Market data: bitcoin's price history, and the ETF comparison's funds, figures, quotes and refreshes.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { ETF_AUM_UNITS, ETF_TYPES } from "#app/lib/etf-table.ts";
import { updatedAt, editVersion, sqlList } from "#app/server/db/schema/columns.server.ts";

/**
 * Bitcoin's price in each currency over time, for the price charts. The warmer appends every poll
 * and keeps one row per hour once rows are two days old; CoinGecko's market_chart fills the past
 * the first time a currency is charted.
 */
export const priceHistory = pgTable(
  "price_history",
  {
    currency: text("currency").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    price: doublePrecision("price").notNull(),
    source: text("source").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.at] }),
    check("price_history_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("price_history_price_check", sql`${t.price} > 0`),
  ],
);

/**
 * The ETF comparison's funds and their figures, edited in the admin portal. The day's price change
 * comes from etf_quotes; AUM is stored as an amount and its unit ('53' 'billion' reads '$53 billion').
 */
export const etfs = pgTable(
  "etfs",
  {
    ticker: text("ticker").primaryKey(),
    name: text("name").notNull(),
    assetManager: text("asset_manager").notNull(),
    /** Null when no filing or issuer page states it: the table says "Not known". */
    aumAmount: doublePrecision("aum_amount"),
    aumUnit: text("aum_unit", { enum: ETF_AUM_UNITS }),
    /** Percent a year: 0.25 means 0.25%; null when no source states it. */
    expenseRatio: doublePrecision("expense_ratio"),
    type: text("type", { enum: ETF_TYPES }).notNull(),
    exchange: text("exchange").notNull(),
    firstTradingDay: date("first_trading_day", { mode: "string" }).notNull(),
    notes: text("notes").notNull().default(""),
    position: smallint("position").notNull(),
    /** The fund's page on its issuer's site. */
    issuerUrl: text("issuer_url"),
    /** The day the AUM figure was true, and where it was read. */
    aumAsOf: date("aum_as_of", { mode: "string" }),
    aumSourceUrl: text("aum_source_url"),
    expenseRatioAsOf: date("expense_ratio_as_of", { mode: "string" }),
    expenseRatioSourceUrl: text("expense_ratio_source_url"),
    /** Bitcoin the fund reported holding, on a day, from a source; null: estimated from AUM, when it can be. */
    btcHeld: doublePrecision("btc_held"),
    btcHeldAsOf: date("btc_held_as_of", { mode: "string" }),
    btcHeldSourceUrl: text("btc_held_source_url"),
    version: editVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "etfs_btc_held_check",
      sql`(${t.btcHeld} IS NULL AND ${t.btcHeldAsOf} IS NULL AND ${t.btcHeldSourceUrl} IS NULL) OR (${t.btcHeld} >= 0 AND ${t.btcHeld} <= 21000000 AND ${t.btcHeldAsOf} IS NOT NULL AND ${t.btcHeldSourceUrl} IS NOT NULL)`,
    ),
    check(
      "etfs_aum_check",
      sql`(${t.aumAmount} IS NULL AND ${t.aumUnit} IS NULL AND ${t.aumAsOf} IS NULL AND ${t.aumSourceUrl} IS NULL) OR (${t.aumAmount} IS NOT NULL AND ${t.aumUnit} IS NOT NULL AND ${t.aumAsOf} IS NOT NULL)`,
    ),
    check(
      "etfs_expense_ratio_dated_check",
      sql`(${t.expenseRatio} IS NULL AND ${t.expenseRatioAsOf} IS NULL AND ${t.expenseRatioSourceUrl} IS NULL) OR (${t.expenseRatio} IS NOT NULL AND ${t.expenseRatioAsOf} IS NOT NULL)`,
    ),
    check("etfs_ticker_check", sql`${t.ticker} ~ '^[A-Z]{1,5}$'`),
    check("etfs_aum_unit_check", sql`${t.aumUnit} in (${sqlList(ETF_AUM_UNITS)})`),
    check("etfs_type_check", sql`${t.type} in (${sqlList(ETF_TYPES)})`),
    check("etfs_aum_amount_check", sql`${t.aumAmount} >= 0`),
    check("etfs_expense_ratio_check", sql`${t.expenseRatio} >= 0 and ${t.expenseRatio} < 100`),
  ],
);

/** When the ETF figures were true and where they come from: one row. */
export const etfFigures = pgTable(
  "etf_figures",
  {
    id: boolean("id").primaryKey().default(true),
    asOf: date("as_of", { mode: "string" }).notNull(),
    sourceUrl: text("source_url"),
    version: editVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [check("etf_figures_single_row_check", sql`${t.id}`)],
);

/**
 * The latest Alpha Vantage answer per ETF ticker. 'quoted' rows carry the day's change; a
 * 'no-quote' row (rate-limit note or empty quote) only exists while no quote was ever stored.
 */
export const etfQuotes = pgTable(
  "etf_quotes",
  {
    ticker: text("ticker").primaryKey(),
    outcome: text("outcome", { enum: ["quoted", "no-quote"] }).notNull(),
    changePercent: doublePrecision("change_percent"),
    price: doublePrecision("price"),
    tradingDay: date("trading_day", { mode: "string" }),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("etf_quotes_ticker_check", sql`${t.ticker} ~ '^[A-Z]{1,5}$'`),
    check(
      "etf_quotes_outcome_check",
      sql`(${t.outcome} = 'quoted' AND ${t.changePercent} IS NOT NULL) OR (${t.outcome} = 'no-quote' AND ${t.changePercent} IS NULL)`,
    ),
  ],
);

/** Every ETF refresh and the quote calls it made: the ledger of the Alpha Vantage daily budget. */
export const etfRefreshes = pgTable(
  "etf_refreshes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    trigger: text("trigger", { enum: ["schedule", "visitor"] }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Reserved at the start, then set to the calls actually made. */
    calls: smallint("calls").notNull(),
    /** The service said the key's limit is reached: the budget counts as spent for the day. */
    limitReached: boolean("limit_reached").notNull().default(false),
    quoted: smallint("quoted").notNull().default(0),
  },
  (t) => [
    index("etf_refreshes_started_at_idx").on(t.startedAt.desc()),
    check("etf_refreshes_trigger_check", sql`${t.trigger} IN ('schedule', 'visitor')`),
    check("etf_refreshes_calls_check", sql`${t.calls} >= 0`),
  ],
);
