import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { refreshPrices } from "#app/server/prices/refresh-prices.server.ts";
import { clearPriceKeys, setFakeMode } from "#test/support/fake-upstreams.ts";
import { get } from "#test/support/worker.ts";
import { uncachedPaths, visibleText as text } from "#test/support/page-text.ts";

const fresh = uncachedPaths("figures");

beforeEach(async () => {
  await clearPriceKeys();
  await setFakeMode("normal");
});

describe("sats per unit", () => {
  it("a price page, the converter and the home card show what one unit of the currency buys in sats", async () => {
    await refreshPrices(env);
    // The fake prices bitcoin at 61,234.75 EUR, 67,187.33 USD and 10,123,456 JPY.
    // Each page in its currency's own format, like its price: the euro's groups with a dot.
    expect(text((await get(fresh("/bitcoin-to-euro"))).html)).toContain("1 EUR = 1.633 sats");
    expect(text((await get(fresh("/bitcoin-to-jpy"))).html)).toContain("1 JPY = 9.9 sats");
    expect(text((await get(fresh("/bitcoin-to-rupiah"))).html)).toContain("1 IDR = 0,092 sats");
    const converter = text((await get(fresh("/bitcoin-currency-conversion-calculator?currency=KRW"))).html);
    expect(converter).toContain("1 KRW = 1.1 sats");
    expect(text((await get(fresh("/"))).html)).toContain("1 USD = 1,488 sats");
  });

  it("is left out when there is no price", async () => {
    await setFakeMode("error");
    expect(text((await get(fresh("/bitcoin-to-euro"))).html)).not.toContain("sats per");
    expect(text((await get(fresh("/bitcoin-to-euro"))).html)).not.toMatch(/1 EUR = /);
  });
});
