// The admin's ETF forms (shared by the pages and the server): one fund's figures (its ticker is
// its identity and is not edited), the "as of" date and source of the figures, and a refresh.
import { z } from "zod";
import { isCalendarDay } from "#app/lib/calendar-day.ts";
import { BITCOIN_SUPPLY_CAP } from "#app/lib/etf-bitcoin-held.ts";
import { ETF_AUM_UNITS, ETF_TYPES } from "#app/lib/etf-table.ts";
import type { EditConflict } from "#app/lib/edit-conflict.ts";
import type { FormFailure } from "#app/lib/form-result.ts";
import { singleLine } from "#app/lib/single-line-field.ts";
import { fitsIn } from "#app/lib/text-limits.ts";

export const ETF_LIMITS = { name: 120, assetManager: 120, exchange: 60, notes: 600, sourceUrl: 500 } as const;
export const MAX_EXPENSE_RATIO = 10;

export const ETF_FIGURES_INTENTS = { figures: "figures", refresh: "refresh" } as const;

const todayUtc = () => new Date().toISOString().slice(0, 10);

const text = (label: string, max: number) =>
  singleLine(z.string().trim().min(1, `Enter the ${label}.`).max(max, `Keep the ${label} under ${max} characters.`));

const day = (missing: string) =>
  z.string().trim().min(1, missing).refine(isCalendarDay, "Enter a date such as 2024-01-11.");

/** An https address, or empty for none. */
const optionalHttpsUrl = () =>
  z
    .string()
    .trim()
    .max(ETF_LIMITS.sourceUrl, `Keep the address under ${ETF_LIMITS.sourceUrl} characters.`)
    .refine(
      (value) => value === "" || isWebUrl(value, ["https:"]),
      "Enter an address starting with https://, or leave it empty.",
    );

/** Where a figure was read: some copies of filings are served over plain http. */
const optionalSourceUrl = () =>
  z
    .string()
    .trim()
    .max(ETF_LIMITS.sourceUrl, `Keep the address under ${ETF_LIMITS.sourceUrl} characters.`)
    .refine(
      (value) => value === "" || isWebUrl(value, ["https:", "http:"]),
      "Enter an address starting with https:// or http://, or leave it empty.",
    );

/** A number as typed, or null for an empty field. */
const optionalDecimal = (invalid: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(",", "."))
    .refine((value) => value === "" || /^\d+(\.\d+)?$/.test(value), invalid)
    .transform((value) => (value === "" ? null : Number(value)));

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
    aumAmount: optionalDecimal("Enter a number of 0 or more, such as 53 or 4.43, or leave it empty.").refine(
      (amount) => amount === null || amount < 1_000_000,
      "Enter the amount in the unit beside it (for example 53 billion).",
    ),
    aumUnit: z.enum(ETF_AUM_UNITS, { error: "Choose million or billion." }),
    expenseRatio: optionalDecimal(`Enter a percentage from 0 to ${MAX_EXPENSE_RATIO}, such as 0.25.`).refine(
      (ratio) => ratio === null || ratio <= MAX_EXPENSE_RATIO,
      `Enter a percentage from 0 to ${MAX_EXPENSE_RATIO}, such as 0.25.`,
    ),
    type: z.enum(ETF_TYPES, { error: "Choose spot or futures." }),
    exchange: text("exchange", ETF_LIMITS.exchange),
    firstTradingDay: day("Enter the first trading day.").refine(
      (value) => value <= todayUtc(),
      "The first trading day cannot be in the future.",
    ),
    notes: z.string().trim().refine(fitsIn(ETF_LIMITS.notes), `Keep the notes under ${ETF_LIMITS.notes} characters.`),
    issuerUrl: optionalHttpsUrl(),
    aumAsOf: z.string().trim(),
    aumSourceUrl: optionalSourceUrl(),
    expenseRatioAsOf: z.string().trim(),
    expenseRatioSourceUrl: optionalSourceUrl(),
    btcHeld: optionalBitcoin,
    btcHeldAsOf: z.string().trim(),
    btcHeldSourceUrl: optionalSourceUrl(),
  })
  .superRefine((value, ctx) => {
    datedAndSourced(ctx, "aumAmount", value.aumAmount, "aumAsOf", value.aumAsOf, "aumSourceUrl", value.aumSourceUrl);
    datedAndSourced(
      ctx,
      "expenseRatio",
      value.expenseRatio,
      "expenseRatioAsOf",
      value.expenseRatioAsOf,
      "expenseRatioSourceUrl",
      value.expenseRatioSourceUrl,
    );
    datedAndSourced(
      ctx,
      "btcHeld",
      value.btcHeld,
      "btcHeldAsOf",
      value.btcHeldAsOf,
      "btcHeldSourceUrl",
      value.btcHeldSourceUrl,
    );
  });

/**
 * A figure needs the day it is true on and where it was read; an empty figure (not known) keeps
 * neither, so a date or a source left behind is refused rather than dropped.
 */
function datedAndSourced(
  ctx: z.RefinementCtx,
  figureField: string,
  figure: number | null,
  dayField: string,
  day: string,
  sourceField: string,
  source: string,
) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (figure === null) {
    if (day || source) issue(figureField, "Enter the figure, or clear its date and source.");
    return;
  }
  if (!day) issue(dayField, "Enter the day the figure is true on.");
  else if (!isCalendarDay(day)) issue(dayField, "Enter a date such as 2024-01-11.");
  else if (day > todayUtc()) issue(dayField, "The date cannot be in the future.");
  if (!source) issue(sourceField, "Enter the address of the filing or page that states it.");
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

function isWebUrl(value: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}
