// One poll of the price sources (the cron warmer runs it every minute). A failed or partial poll
// never erases good data: currencies it did not bring keep their last known price and time.
import { combinePrices, parseCoinbaseRates, parseCoinGeckoSimplePrice, type PriceTable } from "./price-sources.ts";
import { readBackoffUntil, readPrices, writeBackoff, writePrices } from "./price-store.ts";
import { CURRENCIES } from "~/lib/currencies";

const REQUEST_TIMEOUT_MS = 8_000;
/** Back off this long after an error without Retry-After. */
const ERROR_BACKOFF_MS = 60_000;

export interface PriceSourcesConfig {
  CACHE: KVNamespace;
  COINGECKO_BASE_URL: string;
  COINBASE_BASE_URL: string;
  COINGECKO_API_KEY?: string;
}

export type RefreshResult =
  | { status: "updated"; currencies: number; errors: string[] }
  | { status: "skipped"; reason: string }
  | { status: "failed"; errors: string[] };

class UpstreamError extends Error {
  readonly retryAfterMs: number | null;
  constructor(message: string, retryAfterMs: number | null) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

async function getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    headers: { Accept: "application/json", ...headers },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("retry-after"));
    await response.body?.cancel();
    throw new UpstreamError(
      `${new URL(url).host} answered ${response.status}`,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null,
    );
  }
  return response.json();
}

function coingeckoUrl(config: PriceSourcesConfig): { url: string; headers: Record<string, string> } {
  const codes = CURRENCIES.map((c) => c.code.toLowerCase()).join(",");
  const url = `${config.COINGECKO_BASE_URL}/simple/price?ids=bitcoin&vs_currencies=${codes}&include_24hr_change=true&include_last_updated_at=true`;
  if (!config.COINGECKO_API_KEY) return { url, headers: {} };
  const header = config.COINGECKO_BASE_URL.includes("pro-api") ? "x-cg-pro-api-key" : "x-cg-demo-api-key";
  return { url, headers: { [header]: config.COINGECKO_API_KEY } };
}

export async function refreshPrices(config: PriceSourcesConfig, now = Date.now()): Promise<RefreshResult> {
  const backoffUntil = await readBackoffUntil(config.CACHE);
  if (backoffUntil > now)
    return { status: "skipped", reason: `backing off until ${new Date(backoffUntil).toISOString()}` };

  const coingecko = coingeckoUrl(config);
  const [fromCoinGecko, fromCoinbase] = await Promise.allSettled([
    getJson(coingecko.url, coingecko.headers).then((body) => parseCoinGeckoSimplePrice(body, now)),
    getJson(`${config.COINBASE_BASE_URL}/v2/exchange-rates?currency=BTC`).then((body) => parseCoinbaseRates(body, now)),
  ]);
  const errors = [fromCoinGecko, fromCoinbase]
    .filter((r): r is PromiseRejectedResult => r.status === "rejected")
    .map((r) => String(r.reason instanceof Error ? r.reason.message : r.reason));
  const fresh: PriceTable = combinePrices(
    fromCoinGecko.status === "fulfilled" ? fromCoinGecko.value : {},
    fromCoinbase.status === "fulfilled" ? fromCoinbase.value : {},
  );

  if (fromCoinGecko.status === "rejected") {
    const retryAfter = fromCoinGecko.reason instanceof UpstreamError ? fromCoinGecko.reason.retryAfterMs : null;
    if (retryAfter !== null || Object.keys(fresh).length === 0) {
      await writeBackoff(config.CACHE, now + (retryAfter ?? ERROR_BACKOFF_MS), now);
    }
  }
  if (Object.keys(fresh).length === 0) return { status: "failed", errors };

  const previous = await readPrices(config.CACHE);
  await writePrices(config.CACHE, { prices: { ...previous?.prices, ...fresh }, fetchedAt: now });
  return { status: "updated", currencies: Object.keys(fresh).length, errors };
}
