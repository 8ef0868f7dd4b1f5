// CoinGecko's all-time high of bitcoin in each currency it prices (coins/markets' ath and
// ath_date), kept in KV. The warmer asks for one currency per run at most, and only in a run that
// made no backfill call, so a run stays within its four price calls; each currency is asked again
// about once a day. A currency CoinGecko refuses (400) is asked again a day later too; any other
// failure an hour later; a 429 makes every price call wait as long as it says. Until CoinGecko
// has answered for the dollar, its figure is the one CoinGecko gave from October 2025 to at least
// September 2026, so a fresh site shows the right high from its first request.
import type { PricePoint } from "#app/lib/price-trend.ts";
import { plausibleHistory } from "#app/server/prices/plausible-prices.server.ts";
import { coinGeckoCurrenciesInOrder, type PriceTable } from "#app/server/prices/price-sources.server.ts";
import { readBackoffUntil, writeBackoff } from "#app/server/prices/price-store.server.ts";
import type { PriceSourcesConfig } from "#app/server/prices/refresh-prices.server.ts";
import { coinGeckoHeaders, getJson, UpstreamError } from "#app/server/prices/upstream-fetch.server.ts";

const HIGHS_KEY = "prices:all-time-highs";
export const HIGH_REFRESH_MS = 24 * 3_600_000;
const RETRY_AFTER_FAILURE_MS = 3_600_000;

interface StoredHigh {
  high: PricePoint | null;
  /** When to ask CoinGecko again (ms since the epoch). */
  nextCheck: number;
}

type StoredHighs = Record<string, StoredHigh>;

export type HighStepResult =
  | { status: "idle" }
  | { status: "stored"; currency: string; high: PricePoint | null }
  | { status: "failed"; currency: string; error: string };

/** coins/markets?vs_currency=X&ids=bitcoin: [{"id":"bitcoin","ath":126080,"ath_date":"2025-10-06T18:57:42.558Z",...}]. */
export function parseCoinGeckoHigh(body: unknown): PricePoint | null {
  const coin = Array.isArray(body) ? (body.find((c) => (c as { id?: unknown })?.id === "bitcoin") as unknown) : null;
  if (!coin || typeof coin !== "object") return null;
  const { ath, ath_date: athDate } = coin as { ath?: unknown; ath_date?: unknown };
  const at = typeof athDate === "string" ? Date.parse(athDate) : Number.NaN;
  if (typeof ath !== "number" || !Number.isFinite(ath) || ath <= 0 || !Number.isFinite(at)) return null;
  return { price: ath, at };
}

/**
 * CoinGecko's all-time high in dollars, read on 2026-11-29 from dated copies of its coins/bitcoin
 * and coins/markets answers (ath 126080, ath_date 2025-10-06T18:57:42.558Z, in answers last updated
 * from 2025-11-03 to 2026-09-16) and reported on 2025-10-06 at
 * https://www.blocmates.com/news-posts/bull-run-back-on-bitcoin-hits-new-ath-of-126-080-over-365m-in-liquidations-recorded
 */
export const SEEDED_ALL_TIME_HIGHS: Readonly<Record<string, PricePoint>> = {
  USD: { price: 126_080, at: Date.parse("2025-10-06T18:57:42.558Z") },
};

export async function readAllTimeHigh(kv: KVNamespace, currency: string): Promise<PricePoint | null> {
  const stored = (await kv.get<StoredHighs>(HIGHS_KEY, "json"))?.[currency]?.high;
  return stored ?? SEEDED_ALL_TIME_HIGHS[currency] ?? null;
}

/** The first currency due, in the backfill's order (charted currencies first). */
function dueCurrency(latest: PriceTable, stored: StoredHighs, now: number): string | undefined {
  return coinGeckoCurrenciesInOrder(latest).find((code) => (stored[code]?.nextCheck ?? 0) <= now);
}

export async function refreshAllTimeHighStep(
  config: PriceSourcesConfig,
  latest: PriceTable,
  now = Date.now(),
): Promise<HighStepResult> {
  if ((await readBackoffUntil(config.CACHE)) > now) return { status: "idle" };
  const stored = (await config.CACHE.get<StoredHighs>(HIGHS_KEY, "json")) ?? {};
  const currency = dueCurrency(latest, stored, now);
  if (!currency) return { status: "idle" };

  const url = `${config.COINGECKO_BASE_URL}/coins/markets?vs_currency=${currency.toLowerCase()}&ids=bitcoin`;
  const keep = async (high: PricePoint | null, nextCheck: number) => {
    await config.CACHE.put(HIGHS_KEY, JSON.stringify({ ...stored, [currency]: { high, nextCheck } }));
  };
  try {
    const answer = parseCoinGeckoHigh(
      await getJson(url, coinGeckoHeaders(config.COINGECKO_BASE_URL, config.COINGECKO_API_KEY)),
    );
    // A high far from today's accepted price is not believed, as with the history's points.
    const high =
      answer && plausibleHistory([[answer.at, answer.price]], latest[currency]!.value).length ? answer : null;
    await keep(high ?? stored[currency]?.high ?? null, now + HIGH_REFRESH_MS);
    return { status: "stored", currency, high };
  } catch (error) {
    const upstream = error instanceof UpstreamError ? error : null;
    // Asked to wait: every price call waits, and this currency is the first asked afterwards.
    if (upstream?.retryAfterMs) await writeBackoff(config.CACHE, now + upstream.retryAfterMs, now);
    else {
      const refused = upstream?.status === 400;
      await keep(stored[currency]?.high ?? null, now + (refused ? HIGH_REFRESH_MS : RETRY_AFTER_FAILURE_MS));
    }
    return { status: "failed", currency, error: error instanceof Error ? error.message : String(error) };
  }
}
