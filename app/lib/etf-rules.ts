// The admin's ETF forms (shared by the pages and the server): one fund's figures (its ticker is
// its identity and is not edited), the "as of" date and source of the figures, and a refresh.
import { z } from "zod";
import { BITCOIN_SUPPLY_CAP } from "#app/lib/etf-bitcoin-held.ts";
import { ETF_AUM_UNITS, ETF_TYPES } from "#app/lib/etf-table.ts";
import type { EditConflict } from "#app/lib/edit-conflict.ts";
import type { FormFailure } from "#app/lib/form-result.ts";
import { singleLine } from "#app/lib/single-line-field.ts";
import { fitsIn } from "#app/lib/text-limits.ts";

export const ETF_LIMITS = { name: 120, assetManager: 120, exchange: 60, notes: 600, sourceUrl: 500 } as const;
export const MAX_EXPENSE_RATIO = 10;

export const ETF_FIGURES_INTENTS = { figures: "figures", refresh: "refresh" } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-mm-dd day that exists (not 30 February). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

const text = (label: string, max: number) =>
  singleLine(z.string().trim().min(1, `Enter the ${label}.`).max(max, `Keep the ${label} under ${max} characters.`));

/** A decimal number as typed ('0.25', '53', '4.43'); a comma is read as the decimal point. */
const decimal = (missing: string, invalid: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .transform((value) => value.replace(",", "."))
    .refine((value) => /^\d+(\.\d+)?$/.test(value), invalid)
    .transform(Number);

const day = (missing: string) =>
  z.string().trim().min(1, missing).refine(isCalendarDay, "Enter a date such as 2024-01-11.");

/** An https address, or empty for none. */
const optionalHttpsUrl = () =>
  z
    .string()
    .trim()
    .max(ETF_LIMITS.sourceUrl, `Keep the address under ${ETF_LIMITS.sourceUrl} characters.`)
    .refine(
      (value) => value === "" || isHttpsUrl(value),
      "Enter an address starting with https://, or leave it empty.",
    );

const pastDay = (missing: string) =>
  day(missing).refine((value) => value <= todayUtc(), "The date cannot be in the future.");

/** Bitcoin as typed, at most eight decimals; empty for none. */
const optionalBitcoin = z
  .string()
  .trim()
  .transform((value) => value.replace(/,/g, ""))
  .refine((value) => value === "" || /^\d+(\.\d{1,8})?$/.test(value), "Enter a number of bitcoin, such as 571234.5.")
  .transform((value) => (value === "" ? null : Number(value)))
  .refine(
    (value) => value === null || value <= BITCOIN_SUPPLY_CAP,
    "No fund can hold more than the 21,000,000 bitcoin there will ever be.",
  );

export const EtfForm = z
  .object({
    name: text("fund's name", ETF_LIMITS.name),
    assetManager: text("asset manager", ETF_LIMITS.assetManager),
    aumAmount: decimal("Enter the assets under management.", "Enter a number of 0 or more, such as 53 or 4.43.").refine(
      (amount) => amount < 1_000_000,
      "Enter the amount in the unit beside it (for example 53 billion).",
    ),
    aumUnit: z.enum(ETF_AUM_UNITS, { error: "Choose million or billion." }),
    expenseRatio: decimal(
      "Enter the expense ratio.",
      `Enter a percentage from 0 to ${MAX_EXPENSE_RATIO}, such as 0.25.`,
    ).refine((ratio) => ratio <= MAX_EXPENSE_RATIO, `Enter a percentage from 0 to ${MAX_EXPENSE_RATIO}, such as 0.25.`),
    type: z.enum(ETF_TYPES, { error: "Choose spot or futures." }),
    exchange: text("exchange", ETF_LIMITS.exchange),
    firstTradingDay: day("Enter the first trading day.").refine(
      (value) => value <= todayUtc(),
      "The first trading day cannot be in the future.",
    ),
    notes: z.string().trim().refine(fitsIn(ETF_LIMITS.notes), `Keep the notes under ${ETF_LIMITS.notes} characters.`),
    issuerUrl: optionalHttpsUrl(),
    aumAsOf: pastDay("Enter the day the AUM figure is true on."),
    aumSourceUrl: optionalHttpsUrl(),
    expenseRatioAsOf: pastDay("Enter the day the expense ratio is true on."),
    expenseRatioSourceUrl: optionalHttpsUrl(),
    btcHeld: optionalBitcoin,
    btcHeldAsOf: z.string().trim(),
    btcHeldSourceUrl: optionalHttpsUrl(),
  })
  .superRefine(reportedHoldingDatedAndSourced);

/** A reported holding needs the day it is true on and where it was read; without one, neither is kept. */
function reportedHoldingDatedAndSourced(
  value: { btcHeld: number | null; btcHeldAsOf: string; btcHeldSourceUrl: string },
  ctx: z.RefinementCtx,
) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (value.btcHeld === null) {
    if (value.btcHeldAsOf || value.btcHeldSourceUrl)
      issue("btcHeld", "Enter the bitcoin held, or clear its date and source.");
    return;
  }
  if (!value.btcHeldAsOf) issue("btcHeldAsOf", "Enter the day the fund reported this figure for.");
  else if (!isCalendarDay(value.btcHeldAsOf)) issue("btcHeldAsOf", "Enter a date such as 2024-01-11.");
  else if (value.btcHeldAsOf > todayUtc()) issue("btcHeldAsOf", "The date cannot be in the future.");
  if (!value.btcHeldSourceUrl) issue("btcHeldSourceUrl", "Enter the address where the fund reports it.");
}

export type EtfInput = z.output<typeof EtfForm>;
export type EtfField = keyof z.input<typeof EtfForm>;

/** A refused fund form (accepted ones redirect). */
export type EtfResult = FormFailure<EtfField> & { conflict?: EditConflict };

export const EtfFiguresForm = z.object({
  asOf: day("Enter the date the figures are true on.").refine(
    (value) => value <= todayUtc(),
    "The figures cannot be as of a day in the future.",
  ),
  /** Empty: no source is linked. */
  sourceUrl: optionalHttpsUrl(),
});

export type EtfFiguresField = keyof z.input<typeof EtfFiguresForm>;

/** A refused "as of" form, named by its intent (the refresh form has no fields to refuse). */
export type EtfFiguresResult = FormFailure<EtfFiguresField> & {
  intent: typeof ETF_FIGURES_INTENTS.figures;
  conflict?: EditConflict;
};

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}
