// The ETF comparison's funds and the "as of" row, as the editors keep them in Postgres: what the
// page, /api/etfs and the quote refresh read.
import { asc, eq } from "drizzle-orm";
import { AUM_UNIT_DOLLARS, aumText, expenseRatioText } from "#app/lib/etf-figures.ts";
import type { EtfFund } from "#app/lib/etf-table.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { etfFigures, etfs } from "#app/server/db/schema.server.ts";

export type StoredEtf = Omit<typeof etfs.$inferSelect, "updatedAt" | "version">;

export interface EtfFiguresRow {
  /** yyyy-mm-dd */
  asOf: string;
  sourceUrl: string | null;
}

/** Every column of a fund but its update time. */
export const storedEtfColumns = {
  ticker: etfs.ticker,
  name: etfs.name,
  assetManager: etfs.assetManager,
  aumAmount: etfs.aumAmount,
  aumUnit: etfs.aumUnit,
  expenseRatio: etfs.expenseRatio,
  type: etfs.type,
  exchange: etfs.exchange,
  firstTradingDay: etfs.firstTradingDay,
  notes: etfs.notes,
  position: etfs.position,
  issuerUrl: etfs.issuerUrl,
  aumAsOf: etfs.aumAsOf,
  aumSourceUrl: etfs.aumSourceUrl,
  expenseRatioAsOf: etfs.expenseRatioAsOf,
  expenseRatioSourceUrl: etfs.expenseRatioSourceUrl,
  btcHeld: etfs.btcHeld,
  btcHeldAsOf: etfs.btcHeldAsOf,
  btcHeldSourceUrl: etfs.btcHeldSourceUrl,
};

/** Every fund in the table's order. */
export function listStoredEtfs(db: Pick<Writer, "select">): Promise<StoredEtf[]> {
  return db.select(storedEtfColumns).from(etfs).orderBy(asc(etfs.position), asc(etfs.ticker));
}

export async function findStoredEtf(db: Pick<Writer, "select">, ticker: string): Promise<StoredEtf | null> {
  const [row] = await db.select(storedEtfColumns).from(etfs).where(eq(etfs.ticker, ticker));
  return row ?? null;
}

/** The tickers a refresh asks for, in the table's order. */
export async function listEtfTickers(db: Pick<Writer, "select">): Promise<string[]> {
  const rows = await db.select({ ticker: etfs.ticker }).from(etfs).orderBy(asc(etfs.position), asc(etfs.ticker));
  return rows.map((row) => row.ticker);
}

export async function readEtfFigures(db: Pick<Writer, "select">): Promise<EtfFiguresRow | null> {
  const [row] = await db.select({ asOf: etfFigures.asOf, sourceUrl: etfFigures.sourceUrl }).from(etfFigures);
  return row ?? null;
}

/** A stored fund as the table shows it: AUM and expense ratio as text. */
export function toEtfFund(row: StoredEtf): EtfFund {
  return {
    name: row.name,
    ticker: row.ticker,
    assetManager: row.assetManager,
    type: row.type,
    exchange: row.exchange,
    firstTradingDay: row.firstTradingDay,
    aum: row.aumAmount === null || row.aumUnit === null ? null : aumText(row.aumAmount, row.aumUnit),
    expenseRatio: row.expenseRatio === null ? null : expenseRatioText(row.expenseRatio),
    notes: row.notes,
    issuerUrl: row.issuerUrl,
    aumAsOf: row.aumAsOf,
    aumSourceUrl: row.aumSourceUrl,
    expenseRatioAsOf: row.expenseRatioAsOf,
    expenseRatioSourceUrl: row.expenseRatioSourceUrl,
    aumDollars: row.aumAmount === null || row.aumUnit === null ? null : row.aumAmount * AUM_UNIT_DOLLARS[row.aumUnit],
    reportedBtc:
      row.btcHeld !== null && row.btcHeldAsOf && row.btcHeldSourceUrl
        ? { btc: row.btcHeld, asOf: row.btcHeldAsOf, sourceUrl: row.btcHeldSourceUrl }
        : null,
  };
}
