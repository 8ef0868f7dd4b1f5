import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { CURRENCIES } from "#app/lib/currencies.ts";
import { refreshPrices } from "#app/server/prices/refresh-prices.server.ts";
import { clearPriceKeys, setFakeMode } from "#test/support/fake-upstreams.ts";
import { get } from "#test/support/worker.ts";
import { uncachedPaths } from "#test/support/page-text.ts";

const fresh = uncachedPaths("badge");

beforeEach(async () => {
  await clearPriceKeys();
  await setFakeMode("normal");
});

describe("the price badge", () => {
  it("is an accessible SVG of the current price, kept a minute at the edge", async () => {
    await refreshPrices(env);
    const { response, html: svg } = await get(fresh("/badge/btc-eur.svg"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60, s-maxage=60");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="34"[^>]* role="img"/);
    // When and where the price is from: in the title, and in a second row as much as fits.
    expect(svg).toMatch(
      /aria-labelledby="badge-title"><title id="badge-title">1 BTC = €61,234\.75, at \d\d:\d\d UTC on \w{3} \d+, \d{4}, from CoinGecko<\/title>/,
    );
    expect(svg).toContain(">€61,234.75</text>");
    expect(svg).toMatch(/>(\w{3} \d+, )?\d\d:\d\d UTC · CoinGecko<\/text>/);
    expect(svg.endsWith("</svg>")).toBe(true);
  });

  it("answers any of the 50 currencies, with the code in any case", async () => {
    await refreshPrices(env);
    for (const { code } of CURRENCIES) {
      const { response, html } = await get(fresh(`/badge/btc-${code.toLowerCase()}.svg`));
      expect(response.status, code).toBe(200);
      expect(html, code).toContain('<title id="badge-title">1 BTC = ');
    }
    const upper = await get(fresh("/badge/BTC-JPY.svg"));
    expect(upper.html).toContain("1 BTC = ¥10,123,456");
    // The kuna's price is the euro's at the fixed rate: its badge says so.
    expect((await get(fresh("/badge/btc-hrk.svg"))).html).toContain("from CoinGecko&apos;s euro price</title>");
  });

  it("answers 404 for an unknown currency or another file name", async () => {
    for (const path of ["/badge/btc-xyz.svg", "/badge/eur.svg", "/badge/btc-eur.png", "/badge/btc-euro.svg"]) {
      expect((await get(fresh(path))).response.status, path).toBe(404);
    }
  });

  it("says the price is unavailable, briefly cached, when there is none", async () => {
    await setFakeMode("error");
    const { response, html: svg } = await get(fresh("/badge/btc-gbp.svg"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=10");
    expect(svg).toContain('<title id="badge-title">Bitcoin price in GBP: unavailable</title>');
    expect(svg).toContain(">price unavailable</text>");
    expect(svg).toMatch(/height="20"/);
  });
});

describe("the converter's badge snippet", () => {
  it("shows the <img> to copy for the chosen currency, at the site's absolute address", async () => {
    await refreshPrices(env);
    const { html } = await get(fresh("/bitcoin-currency-conversion-calculator?currency=EUR"));
    expect(html).toContain("Price badge for your site");
    expect(html).toMatch(
      /<textarea id="badge-snippet" readonly=""[^>]*>&lt;img src=&quot;http:\/\/localhost\/badge\/btc-eur\.svg&quot; alt=&quot;Bitcoin price in Euro&quot; height=&quot;34&quot;&gt;<\/textarea>/,
    );
    // The preview carries the badge's own size, so the page does not move when it loads.
    const preview = /<img src="\/badge\/btc-eur\.svg" alt="Bitcoin price in Euro" width="(\d+)" height="34"/.exec(html);
    const svg = (await get(fresh("/badge/btc-eur.svg"))).html;
    expect(preview?.[1]).toBe(/^<svg [^>]*width="(\d+)"/.exec(svg)?.[1]);
  });
});
