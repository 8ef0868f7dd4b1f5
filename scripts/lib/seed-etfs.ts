// The ETF comparison's starting figures (db/seed/etfs.json) as rows of `etfs` and `etf_figures`.
// Each figure comes with the day it is true on and the filing or issuer page that states it; a
// figure no public copy states is left out, and the table says "Not known". AUM is written in
// dollars and stored as an amount in millions or billions.
import { readFileSync } from "node:fs";
import type postgres from "postgres";
import { z } from "zod";
import { ETF_AUM_UNITS, ETF_TYPES } from "#app/lib/etf-table.ts";

const SEED_FILE = "db/seed/etfs.json";

const day = z.iso.date();
const source = z.url({ protocol: /^https?$/ });

const etfFileSchema = z.object({
  /** The newest day of the figures: the page's "Data last updated". */
  asOf: day,
  etfs: z.array(
    z.object({
      name: z.string().min(2),
      ticker: z.string().regex(/^[A-Z]{1,5}$/),
      assetManager: z.string().min(2),
      type: z.enum(ETF_TYPES),
      exchange: z.string().min(2),
      firstTradingDay: day,
      notes: z.string(),
      /** Only where the issuer's own page for the fund was found; never built from a pattern. */
      issuerUrl: z.url({ protocol: /^https$/ }).optional(),
      aum: z.object({ dollars: z.number().positive(), asOf: day, source }).optional(),
      fee: z.object({ percent: z.number().min(0).max(10), asOf: day, source }).optional(),
      btcHeld: z.object({ btc: z.number().positive().max(21_000_000), asOf: day, source }).optional(),
    }),
  ),
});

export interface SeedEtf {
  ticker: string;
  name: string;
  assetManager: string;
  aumAmount: number | null;
  aumUnit: (typeof ETF_AUM_UNITS)[number] | null;
  expenseRatio: number | null;
  type: (typeof ETF_TYPES)[number];
  exchange: string;
  firstTradingDay: string;
  notes: string;
  position: number;
  issuerUrl: string | null;
  aumAsOf: string | null;
  aumSourceUrl: string | null;
  expenseRatioAsOf: string | null;
  expenseRatioSourceUrl: string | null;
  btcHeld: number | null;
  btcHeldAsOf: string | null;
  btcHeldSourceUrl: string | null;
}

export interface SeedEtfs {
  /** yyyy-mm-dd */
  asOf: string;
  etfs: SeedEtf[];
}

/** Dollars as the table keeps them: 47_775_497_392 is 47.775497392 billion, 696_779_108 is 696.779108 million. */
export function aumInUnit(dollars: number): { amount: number; unit: (typeof ETF_AUM_UNITS)[number] } {
  return dollars >= 1e9 ? { amount: dollars / 1e9, unit: "billion" } : { amount: dollars / 1e6, unit: "million" };
}

export function loadSeedEtfs(): SeedEtfs {
  const parsed = etfFileSchema.safeParse(JSON.parse(readFileSync(SEED_FILE, "utf8")));
  if (!parsed.success) throw new Error(`${SEED_FILE}: ${z.prettifyError(parsed.error)}`);
  return {
    asOf: parsed.data.asOf,
    etfs: parsed.data.etfs.map(({ aum, fee, btcHeld, issuerUrl, ...etf }, index) => {
      const inUnit = aum ? aumInUnit(aum.dollars) : null;
      return {
        ...etf,
        position: index + 1,
        issuerUrl: issuerUrl ?? null,
        aumAmount: inUnit?.amount ?? null,
        aumUnit: inUnit?.unit ?? null,
        aumAsOf: aum?.asOf ?? null,
        aumSourceUrl: aum?.source ?? null,
        expenseRatio: fee?.percent ?? null,
        expenseRatioAsOf: fee?.asOf ?? null,
        expenseRatioSourceUrl: fee?.source ?? null,
        btcHeld: btcHeld?.btc ?? null,
        btcHeldAsOf: btcHeld?.asOf ?? null,
        btcHeldSourceUrl: btcHeld?.source ?? null,
      };
    }),
  };
}

/** Adds the funds and the "as of" row that are missing; rows already there (editors' figures) stay. */
export async function seedEtfs(tx: postgres.Sql, seed: SeedEtfs = loadSeedEtfs()): Promise<void> {
  for (const etf of seed.etfs) {
    await tx`INSERT INTO etfs ${tx(toColumns(etf))} ON CONFLICT (ticker) DO NOTHING`;
  }
  await tx`INSERT INTO etf_figures (id, as_of) VALUES (true, ${seed.asOf}) ON CONFLICT (id) DO NOTHING`;
}

/** A seeded fund as the row's columns. */
function toColumns(etf: SeedEtf) {
  return {
    ticker: etf.ticker,
    name: etf.name,
    asset_manager: etf.assetManager,
    aum_amount: etf.aumAmount,
    aum_unit: etf.aumUnit,
    expense_ratio: etf.expenseRatio,
    type: etf.type,
    exchange: etf.exchange,
    first_trading_day: etf.firstTradingDay,
    notes: etf.notes,
    position: etf.position,
    issuer_url: etf.issuerUrl,
    aum_as_of: etf.aumAsOf,
    aum_source_url: etf.aumSourceUrl,
    expense_ratio_as_of: etf.expenseRatioAsOf,
    expense_ratio_source_url: etf.expenseRatioSourceUrl,
    btc_held: etf.btcHeld,
    btc_held_as_of: etf.btcHeldAsOf,
    btc_held_source_url: etf.btcHeldSourceUrl,
  };
}
