// What a price page and the converter render for one currency: the stored price (refreshed in the
// background when behind), the chart of the chosen range, and an amount submitted without
// JavaScript, converted on the server.
import type { AppLoadContext } from "react-router";
import { convertAmount, parseAmount, AMOUNT_UNITS, type AmountSet, type AmountUnit } from "#app/lib/price-amounts.ts";
import { CHART_CHOICES, parseChartChoice, type ChartChoice, type ChartPoint } from "#app/lib/price-chart.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { latestPrices } from "#app/server/prices/latest-prices.server.ts";
import { readPriceChart, readWholePriceChart } from "#app/server/prices/price-history.server.ts";
import { priceAnswer, type PriceAnswer } from "#app/server/prices/price-response.server.ts";

export interface SubmittedAmount {
  unit: AmountUnit;
  /** What the visitor typed, shown back in the field. */
  raw: string;
  values: AmountSet | null;
  error: string | null;
}

export interface PriceView {
  answer: PriceAnswer;
  range: ChartChoice;
  chart: ChartPoint[];
  amount: SubmittedAmount | null;
  /** Codes of every currency that has a price (the converter lists only these). */
  pricedCodes: string[];
}

/**
 * Throws a 400 for an unknown chart range; an amount that does not parse comes back with its error.
 * An amount converts at the live price unless `amountPrice` is given (a past day's, or null: none).
 */
export async function loadPriceView(
  context: AppLoadContext,
  code: string,
  params: URLSearchParams,
  amountPrice?: number | null,
): Promise<PriceView> {
  const range = parseChartChoice(params.get("range"));
  if (!range) {
    throw badRequest(`Unknown chart range '${params.get("range")}'. Choose one of ${CHART_CHOICES.join(", ")}.`);
  }
  const [stored, chart] = await Promise.all([
    latestPrices(context.env, context.ctx),
    (range === "all" ? readWholePriceChart(context.db(), code) : readPriceChart(context.db(), code, range)).catch(
      (error) => {
        console.error("price chart", error);
        return [] as ChartPoint[];
      },
    ),
  ]);
  const answer = priceAnswer(code, stored?.prices[code], Date.now());
  return {
    answer,
    range,
    chart,
    amount: submittedAmount(params, amountPrice === undefined ? answer.price : amountPrice, code),
    pricedCodes: Object.keys(stored?.prices ?? {}),
  };
}

function submittedAmount(params: URLSearchParams, price: number | null, code: string): SubmittedAmount | null {
  const unit = AMOUNT_UNITS.find((u) => (params.get(u) ?? "").trim() !== "");
  if (!unit) return null;
  const raw = params.get(unit)!.slice(0, 40);
  const parsed = parseAmount(raw, unit, price);
  if (!parsed.ok) return { unit, raw, values: null, error: parsed.message };
  return { unit, raw, values: convertAmount(parsed.value, unit, price, code), error: null };
}
