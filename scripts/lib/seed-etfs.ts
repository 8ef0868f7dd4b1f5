// The ETF comparison's starting figures (db/seed/etfs.json) as rows of `etfs` and `etf_figures`.
// The file writes AUM as text ('$53 billion'), expense ratios as '0.25%' and its "as of" as a
// month ('2025-03'); the tables keep an amount and its unit, a percent, and a date: the month's
// last day, which the page reads back as the month.
import { readFileSync } from "node:fs";
import type postgres from "postgres";
import { z } from "zod";
import { ETF_AUM_UNITS, ETF_TYPES } from "#app/lib/etf-table.ts";

const SEED_FILE = "db/seed/etfs.json";

const etfFileSchema = z.object({
  asOf: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "asOf is a month, yyyy-mm"),
  etfs: z.array(
    z.object({
      name: z.string().min(2),
      ticker: z.string().regex(/^[A-Z]{1,5}$/),
      assetManager: z.string().min(2),
      type: z.enum(ETF_TYPES),
      exchange: z.string().min(2),
      firstTradingDay: z.iso.date(),
      aum: z.string().regex(/^\$\d+(\.\d+)? (million|billion)$/, "aum reads like '$53 billion'"),
      expenseRatio: z.string().regex(/^\d+(\.\d+)?%$/, "expenseRatio reads like '0.25%'"),
      notes: z.string(),
      /** Only where the issuer's own page for the fund was found; never built from a pattern. */
      issuerUrl: z.url({ protocol: /^https$/ }).optional(),
    }),
  ),
});

export interface SeedEtf {
  ticker: string;
  name: string;
  assetManager: string;
  aumAmount: number;
  aumUnit: (typeof ETF_AUM_UNITS)[number];
  expenseRatio: number;
  type: (typeof ETF_TYPES)[number];
  exchange: string;
  firstTradingDay: string;
  notes: string;
  position: number;
  issuerUrl: string | null;
  /** The file's figures are all true on its month's last day and have no source of their own. */
  aumAsOf: string;
  aumSourceUrl: null;
  expenseRatioAsOf: string;
  expenseRatioSourceUrl: null;
  btcHeld: null;
  btcHeldAsOf: null;
  btcHeldSourceUrl: null;
}

export interface SeedEtfs {
  /** yyyy-mm-dd: the last day of the file's month. */
  asOf: string;
  etfs: SeedEtf[];
}

/** The last day of a yyyy-mm month, as yyyy-mm-dd. */
export function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number);
  return new Date(Date.UTC(year!, monthNumber!, 0)).toISOString().slice(0, 10);
}

export function loadSeedEtfs(): SeedEtfs {
  const parsed = etfFileSchema.safeParse(JSON.parse(readFileSync(SEED_FILE, "utf8")));
  if (!parsed.success) throw new Error(`${SEED_FILE}: ${z.prettifyError(parsed.error)}`);
  const asOf = lastDayOfMonth(parsed.data.asOf);
  return {
    asOf,
    etfs: parsed.data.etfs.map(({ aum, expenseRatio, issuerUrl, ...etf }, index) => {
      const [amount, unit] = aum.slice(1).split(" ");
      return {
        ...etf,
        aumAmount: Number(amount),
        aumUnit: unit as SeedEtf["aumUnit"],
        expenseRatio: Number(expenseRatio.slice(0, -1)),
        position: index + 1,
        issuerUrl: issuerUrl ?? null,
        aumAsOf: asOf,
        aumSourceUrl: null,
        expenseRatioAsOf: asOf,
        expenseRatioSourceUrl: null,
        btcHeld: null,
        btcHeldAsOf: null,
        btcHeldSourceUrl: null,
      };
    }),
  };
}

/** Adds the funds and the "as of" row that are missing; rows already there (editors' figures) stay. */
export async function seedEtfs(tx: postgres.Sql, seed: SeedEtfs = loadSeedEtfs()): Promise<void> {
  for (const etf of seed.etfs) {
    await tx`INSERT INTO etfs (ticker, name, asset_manager, aum_amount, aum_unit, expense_ratio, type, exchange,
        first_trading_day, notes, position, issuer_url, aum_as_of, expense_ratio_as_of)
      VALUES (${etf.ticker}, ${etf.name}, ${etf.assetManager}, ${etf.aumAmount}, ${etf.aumUnit}, ${etf.expenseRatio},
        ${etf.type}, ${etf.exchange}, ${etf.firstTradingDay}, ${etf.notes}, ${etf.position}, ${etf.issuerUrl},
        ${etf.aumAsOf}, ${etf.expenseRatioAsOf})
      ON CONFLICT (ticker) DO NOTHING`;
  }
  await tx`INSERT INTO etf_figures (id, as_of) VALUES (true, ${seed.asOf}) ON CONFLICT (id) DO NOTHING`;
}
