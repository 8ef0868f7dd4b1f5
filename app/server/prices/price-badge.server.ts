// GET /badge/btc-{code}.svg's answer. A badge is always an image: without a price it says the price
// is unavailable (200, kept only 10 s at the edge, so the price shows again soon); it never fails.
import type { Currency } from "#app/lib/currencies.ts";
import { shortDateInWords, utcClockTime } from "#app/lib/date-in-words.ts";
import { badgeLayout, badgeSnippet, priceBadgeSvg, type BadgeContent } from "#app/lib/price-badge.ts";
import { formatConverterPrice } from "#app/lib/price-format.ts";
import { PRICE_BADGE, PRICE_BADGE_UNAVAILABLE } from "#app/server/http/cache-control.server.ts";
import { STALE_AFTER_MS, type PriceAnswer } from "#app/server/prices/price-response.server.ts";
import type { CurrencyPrice, PriceSource } from "#app/server/prices/price-sources.server.ts";

const SOURCE_NAMES: Record<PriceSource, string> = {
  coingecko: "CoinGecko",
  coinbase: "Coinbase",
  "derived-from-eur": "CoinGecko's euro price",
};

export function priceBadgeContent(
  code: string,
  price: Pick<CurrencyPrice, "value" | "updatedAt" | "source"> | undefined,
  now: number,
): BadgeContent {
  if (!price)
    return {
      value: "price unavailable",
      details: [],
      title: `Bitcoin price in ${code}: unavailable`,
      tone: "unavailable",
    };
  const value = formatConverterPrice(price.value, code);
  const stale = now - price.updatedAt > STALE_AFTER_MS;
  const at = new Date(price.updatedAt);
  const time = `${utcClockTime(at)} UTC`;
  const day = shortDateInWords(at).replace(/, \d{4}$/, "");
  const source = SOURCE_NAMES[price.source];
  return {
    value,
    details: [`${day}, ${time} · ${source}`, `${time} · ${source}`, time],
    title: `1 BTC = ${value}${stale ? " (last known price)" : ""}, at ${time} on ${shortDateInWords(at)}, from ${source}`,
    tone: "price",
  };
}

export function priceBadgeResponse(code: string, price: CurrencyPrice | undefined, now = Date.now()): Response {
  const content = priceBadgeContent(code, price, now);
  return new Response(priceBadgeSvg(content), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": content.tone === "price" ? PRICE_BADGE : PRICE_BADGE_UNAVAILABLE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** What the converter shows of the badge: the HTML to copy, and the size of the badge it previews. */
export function badgeOnConverter(siteUrl: string, currency: Currency, answer: PriceAnswer) {
  const price =
    answer.price === null || answer.updatedAt === null || answer.source === null
      ? undefined
      : { value: answer.price, updatedAt: Date.parse(answer.updatedAt), source: answer.source };
  const { width, height } = badgeLayout(priceBadgeContent(currency.code, price, Date.now()));
  return { snippet: badgeSnippet(siteUrl, currency.code, currency.name), width, height };
}
