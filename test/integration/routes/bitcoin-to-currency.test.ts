import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { MENU_PRICE_PAGES, PRICE_PAGES, pricePagePath } from "#app/lib/currencies.ts";
import { formatPagePrice } from "#app/lib/price-format.ts";
import { writePrices } from "#app/server/prices/price-store.server.ts";
import { REFRESH_AFTER_MS } from "#app/server/prices/latest-prices.server.ts";
import { refreshPrices } from "#app/server/prices/refresh-prices.server.ts";
import { clearPriceKeys, fakeCalls, setFakeMode } from "#test/support/fake-upstreams.ts";
import { get, heading } from "#test/support/worker.ts";
import { uncachedPaths, visibleText as text } from "#test/support/page-text.ts";

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

const fresh = uncachedPaths("n");

beforeEach(async () => {
  await clearPriceKeys();
  await setFakeMode("normal");
});

describe("the 50 price pages", () => {
  it("each answers with its title, subtitle, price in its locale, explainer and social tags", async () => {
    await refreshPrices(env);
    for (const page of PRICE_PAGES) {
      const { response, html } = await get(fresh(pricePagePath(page)));
      expect(response.status, page.slug).toBe(200);
      expect(heading(html)).toBe(`Bitcoin to ${page.name} (${page.code})`);
      const visible = text(html);
      expect(visible).toContain(`Live conversion rate from Bitcoin (BTC) to ${page.name} (${page.code})`);
      const stored = JSON.parse((await get(fresh(`/api/prices/${page.code}`))).html) as { price: number };
      const price = formatPagePrice(stored.price, page.code).replace(/\s/g, " ");
      expect(visible.replace(/\s/g, " ")).toContain(`1 BTC = ${price}`);
      expect(visible).toContain(`About Bitcoin to ${page.name} Conversion`);
      expect(visible).toContain(`Why Monitor BTC to ${page.code}?`);
      expect(html).toMatch(new RegExp(`<title>Bitcoin to ${page.name} \\(${page.code}\\) Price \\| [^<]+</title>`));
      expect(metaContent(html, "description")).toBe(
        `Current Bitcoin (BTC) to ${page.name} exchange rate with live updates.`,
      );
      expect(metaContent(html, "og:image")).toBe("http://localhost/og-image.png");
      expect(metaContent(html, "og:url")).toBe(`http://localhost${pricePagePath(page)}`);
      expect(metaContent(html, "og:type")).toBe("website");
      expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
      expect(response.headers.get("Cache-Control")).toContain("s-maxage=15");
    }
  });

  it("are in the sitemap, with their index, which lists all 50 by region with each price", async () => {
    await refreshPrices(env);
    const sitemap = (await get(fresh("/sitemap.xml"))).html;
    for (const path of ["/bitcoin-prices", ...PRICE_PAGES.map(pricePagePath)])
      expect(sitemap, path).toContain(`<loc>http://localhost${path}</loc>`);

    const { response, html } = await get(fresh("/bitcoin-prices"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("s-maxage=15");
    expect(heading(html)).toBe("Bitcoin price in 50 currencies");
    for (const page of PRICE_PAGES) expect(html, page.slug).toContain(`href="${pricePagePath(page)}"`);
    const visible = text(html).replace(/\s/g, " ");
    expect(visible).toMatch(/Americas Bitcoin to US Dollar \(USD\) \$67,187\.33/);
    expect(visible).toContain("Middle East Bitcoin to Israeli New Shekel (ILS)");
    expect(visible).toContain(`Bitcoin to Euro (EUR) ${formatPagePrice(61234.75, "EUR").replace(/\s/g, " ")}`);
  });

  it("keep the spec's 24 in the Conversions menu, which links to the index of all 50 and to a past day's price", async () => {
    const { html } = await get(fresh("/bitcoin-to-usd"));
    const menu = html.slice(html.indexOf("Bitcoin price in"), html.indexOf("Resources"));
    for (const page of MENU_PRICE_PAGES) expect(menu, page.slug).toContain(`href="${pricePagePath(page)}"`);
    expect(html).toMatch(/<a [^>]*href="\/bitcoin-prices"[^>]*>All 50 currencies<\/a>/);
    expect(menu).toMatch(/<a [^>]*href="\/bitcoin-price-history"[^>]*>Price on a past day<\/a>/);
    const footer = html.slice(html.indexOf("Bitcoin price conversions"));
    expect(footer).toMatch(/<a [^>]*href="\/bitcoin-price-history"[^>]*>Price on a past day<\/a>/);
    expect(text((await get(fresh("/bitcoin-to-hrk"))).html)).toContain(
      "Croatia replaced the kuna with the euro on 1 January 2023.",
    );
  });

  it("shows the card: Bitcoin, BTC, the refresh button, the 24h badge and the time of the price", async () => {
    await refreshPrices(env);
    const { html } = await get(fresh("/bitcoin-to-euro"));
    const visible = text(html);
    expect(visible).toContain("Bitcoin BTC");
    expect(html).toContain('title="Refresh price"');
    expect(visible).toContain("61.234,75 €");
    // EUR fell 1.2345% in the fake: a red badge with the absolute value to 2 decimals.
    // In the euro's own format, like its price and its sats.
    expect(visible).toMatch(/24h Change down 1,23\s%/);
    expect(visible).toMatch(/1 EUR = 1\.633 sats/);
    expect(visible).toMatch(/Last updated: \d{2}:\d{2}:\d{2} UTC/);
    // JPY's change is unknown: no badge on its page.
    expect(text((await get(fresh("/bitcoin-to-jpy"))).html)).not.toContain("24h Change");
  });

  it("answers 404 for any other /bitcoin-to-x", async () => {
    for (const path of ["/bitcoin-to-dogecoin", "/bitcoin-to-btc", "/bitcoin-to-EURO", "/bitcoin-to-"]) {
      expect((await get(path)).response.status, path).toBe(404);
    }
  });

  it("shows the error card, with status 200, when no price was ever fetched", async () => {
    await setFakeMode("error");
    const { response, html } = await get(fresh("/bitcoin-to-gbp"));
    expect(response.status).toBe(200);
    const visible = text(html);
    expect(visible).toContain("Failed to load Bitcoin price data. Please try again.");
    expect(visible).toContain("Try Again");
    expect(visible).not.toContain("1 BTC =");
  });

  it("keeps the last known price, its time and a stale note when every source fails", async () => {
    // Every source fails, so no refresh (this test's or one still running from before) can replace the price.
    await setFakeMode("error");
    const anHourAgo = Date.now() - 3_600_000;
    await writePrices(env.CACHE, {
      prices: { GBP: { value: 52000.5, change24h: 1.5, updatedAt: anHourAgo, source: "coingecko" } },
      fetchedAt: anHourAgo,
    });
    await env.CACHE.put("prices:refresh-lock", "held", { expirationTtl: 60 });
    const { response, html } = await get(fresh("/bitcoin-to-gbp"));
    expect(response.status).toBe(200);
    const visible = text(html);
    expect(visible).toContain("1 BTC = £52,000.50");
    expect(visible).toContain("this is the last known price");
    expect(html).toContain(`dateTime="${new Date(anHourAgo).toISOString()}"`);
  });

  it("converts an amount sent without JavaScript, and refuses a bad one with 400 and a message", async () => {
    await refreshPrices(env);
    const { html } = await get(fresh("/bitcoin-to-euro?btc=0.5"));
    expect(html).toMatch(/name="sats"[^>]*value="50000000"|value="50000000"[^>]*name="sats"/);
    expect(html).toMatch(/name="fiat"[^>]*value="30617.38"|value="30617.38"[^>]*name="fiat"/);
    const fromFiat = await get(fresh("/bitcoin-to-euro?fiat=61234.75"));
    expect(fromFiat.html).toMatch(/name="btc"[^>]*value="1"|value="1"[^>]*name="btc"/);
    const bad = await get(fresh("/bitcoin-to-euro?btc=lots"));
    expect(bad.response.status).toBe(400);
    expect(text(bad.html)).toContain("Enter an amount using digits and at most one decimal point, like 0.5.");
  });

  it("draws the chart from stored history and refuses an unknown range", async () => {
    const range = await get(fresh("/bitcoin-to-euro?range=5y"));
    expect(range.response.status).toBe(400);
    expect(range.html).toContain("Unknown chart range &#x27;5y&#x27;");
    // Other files' minute crons may have recorded prices by now: the week is drawn from what is
    // stored, a chart of its points or the note that there are not enough yet.
    const week = text((await get(fresh("/bitcoin-to-euro?range=7d"))).html);
    expect(week).toMatch(/Not enough price history for this range yet\.|\b\d+ points\b/);
  });

  it("puts a conversion table in the HTML", async () => {
    await refreshPrices(env);
    const visible = text((await get(fresh("/bitcoin-to-gbp"))).html);
    expect(visible).toContain("BTC to GBP conversion table");
    expect(visible).toContain("0.001 BTC £52.35");
    expect(visible).toContain("10 BTC £523,456.70");
    expect(visible).toMatch(/£100\.00 0\.00191038 BTC/);
  });
});

describe("the converter", () => {
  it("defaults to USD in en-US with the card, dropdown and About section", async () => {
    await refreshPrices(env);
    const { response, html } = await get(fresh("/bitcoin-currency-conversion-calculator"));
    expect(response.status).toBe(200);
    const visible = text(html);
    expect(visible).toContain("Bitcoin to USD Converter");
    expect(visible).toContain("1 BTC = US Dollar $67,187.33");
    expect(visible).toContain("24h Change up 2.50%");
    expect(visible).toContain("US Dollar (USD)");
    expect(visible).toContain("Kenyan Shilling (KES)");
    expect(visible).toContain("About the Bitcoin Currency Converter");
    expect(visible).toMatch(/Last updated: \d{2}:\d{2}:\d{2} (AM|PM) UTC/);
  });

  it("switches currency by ?currency=, shows a missing change as 0.00% and refuses an unknown code", async () => {
    await refreshPrices(env);
    const jpy = text((await get(fresh("/bitcoin-currency-conversion-calculator?currency=jpy"))).html);
    expect(jpy).toContain("Bitcoin to JPY Converter");
    expect(jpy).toContain("¥10,123,456");
    expect(jpy).toContain("24h Change up 0.00%");
    const kwd = text((await get(fresh("/bitcoin-currency-conversion-calculator?currency=KWD"))).html);
    expect(kwd).toContain("KWD 20,654.32");
    const unknown = await get(fresh("/bitcoin-currency-conversion-calculator?currency=XYZ"));
    expect(unknown.response.status).toBe(400);
  });

  it("leaves out a currency the prices lack, and shows its error box without any price", async () => {
    await setFakeMode("partial");
    await refreshPrices(env);
    await setFakeMode("error");
    // Partial: CoinGecko priced USD only and Coinbase everything else, so all 50 are there.
    expect(text((await get(fresh("/bitcoin-currency-conversion-calculator"))).html)).toContain("Kenyan Shilling (KES)");
    await clearPriceKeys();
    await writePrices(env.CACHE, {
      prices: { USD: { value: 67000, change24h: null, updatedAt: Date.now(), source: "coinbase" } },
      fetchedAt: Date.now(),
    });
    const onlyUsd = text((await get(fresh("/bitcoin-currency-conversion-calculator"))).html);
    expect(onlyUsd).toContain("US Dollar (USD)");
    expect(onlyUsd).not.toContain("Kenyan Shilling (KES)");
    const eur = text((await get(fresh("/bitcoin-currency-conversion-calculator?currency=EUR"))).html);
    expect(eur).toContain("Failed to load Bitcoin price data. Please try again later.");
  });
});

describe("the home market card", () => {
  it("shows the USD price, 24h change, market figures, maximum supply and a 7-day sparkline", async () => {
    await refreshPrices(env);
    const { html } = await get(fresh("/"));
    const visible = text(html);
    expect(visible).toContain("$67,187.33");
    expect(visible).toContain("24h Change up 2.50%");
    for (const figure of ["Market cap $1.32T", "24h volume $34.57B", "Circulating supply 19,790,000 BTC"]) {
      expect(visible).toContain(figure);
    }
    expect(visible).toContain("Max supply 21,000,000 BTC");
    expect(visible).toContain("24h high $68,012.50");
    expect(visible).toContain("24h low $65,123.25");
    expect(html).toMatch(/<svg[^>]*aria-label="Last 7 days: from \$67,187.33 to [^"]+"[^>]*>\s*<path d="M0 /);
    const api = JSON.parse((await get(fresh("/api/market"))).html) as { market: { maxSupply: number } };
    expect(api.market.maxSupply).toBe(21_000_000);
  });
});

describe("the upstream budget", () => {
  it("1,000 requests to price pages and the API cost CoinGecko one background refresh", async () => {
    const paths = [
      ...PRICE_PAGES.map(pricePagePath),
      "/bitcoin-currency-conversion-calculator",
      "/api/prices",
      "/api/prices/eur",
      "/api/market",
    ];
    const started = Date.now();
    const statuses: number[] = [];
    for (let batch = 0; batch < 40; batch++) {
      const responses = await Promise.all(
        Array.from({ length: 25 }, (_, i) => get(fresh(paths[(batch * 25 + i) % paths.length]!))),
      );
      statuses.push(...responses.map((r) => r.response.status));
    }
    // The first request's refresh keeps the prices fresh for REFRESH_AFTER_MS: one refresh, unless
    // a loaded machine needs longer than that for the 1,000 requests.
    const refreshes = Math.ceil((Date.now() - started) / REFRESH_AFTER_MS);
    expect(statuses).toHaveLength(1000);
    expect(statuses.every((s) => s === 200)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const calls = await fakeCalls();
    for (const path of ["/api/v3/simple/price", "/api/v3/coins/markets", "/v2/exchange-rates"]) {
      expect(calls[path]).toBeGreaterThanOrEqual(1);
      expect(calls[path]).toBeLessThanOrEqual(refreshes);
    }
    // The refresh those requests started brought the prices.
    expect(text((await get(fresh("/bitcoin-to-euro"))).html)).toContain("61.234,75 €");
  }, 240_000);
});
