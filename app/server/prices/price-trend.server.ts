// A currency's change over 24 hours, 7 days, 30 days and a year, and its all-time high, for the
// price pages and the home card. Each change compares the price shown with the stored price closest
// to that long ago (within the span's tolerance); the 24-hour one is the source's own figure when
// it has one, as the card's badge shows. Anything the data does not reach is null ("not known"),
// and a database that does not answer leaves every figure not known rather than failing the page.
import type { AppLoadContext } from "react-router";
import { allTimeHigh, CHANGE_SPANS, percentChange, type AllTimeHigh, type ChangeSpan } from "#app/lib/price-trend.ts";
import { readAllTimeHigh } from "#app/server/prices/all-time-high.server.ts";
import { readHighestPrice, readPricesNear } from "#app/server/prices/price-history.server.ts";

export interface PriceTrend {
  changes: Array<{ key: ChangeSpan; label: string; percent: number | null }>;
  high: AllTimeHigh | null;
}

interface ShownPrice {
  price: number | null;
  change24h: number | null;
}

export async function loadPriceTrend(
  context: Pick<AppLoadContext, "db" | "env">,
  code: string,
  shown: ShownPrice,
  now = Date.now(),
): Promise<PriceTrend> {
  const [past, highest, fromSource] = await Promise.all([
    readPricesNear(
      context.db(),
      code,
      CHANGE_SPANS.map((span) => ({ at: now - span.ms, toleranceMs: span.toleranceMs })),
    ).catch((error) => {
      console.error("price changes", error);
      return CHANGE_SPANS.map(() => null);
    }),
    readHighestPrice(context.db(), code).catch((error) => {
      console.error("highest stored price", error);
      return null;
    }),
    readAllTimeHigh(context.env.CACHE, code),
  ]);
  const changes = CHANGE_SPANS.map((span, i) => ({
    key: span.key,
    label: span.label,
    percent:
      span.key === "24h" && shown.change24h !== null ? shown.change24h : percentChange(shown.price, past[i] ?? null),
  }));
  const current = shown.price === null ? null : { price: shown.price, at: now };
  return { changes, high: allTimeHigh(fromSource, highest, current) };
}
