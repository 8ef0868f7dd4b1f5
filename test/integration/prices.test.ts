import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { PriceAnswer } from "~/server/prices/price-response";
import { refreshPrices } from "~/server/prices/refresh-prices";
import { get } from "../support/worker";

const fake = env.COINBASE_BASE_URL;

async function setMode(mode: string) {
  const response = await fetch(`${fake}/__mode`, { method: "POST", body: JSON.stringify({ mode }) });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const { response, html } = await get(path);
  return { status: response.status, body: JSON.parse(html) as T };
}

beforeEach(async () => {
  await env.CACHE.delete("prices:latest");
  await env.CACHE.delete("prices:backoff");
  await env.CACHE.delete("prices:refresh-lock");
  await setMode("normal");
});

describe("the price warmer and our price API", () => {
  it("prices all 50 currencies from CoinGecko, Coinbase and the fixed kuna rate", async () => {
    const result = await refreshPrices(env);
    expect(result).toMatchObject({ status: "updated", currencies: 50, errors: [] });
    const { status, body } = await api<{ prices: PriceAnswer[]; fetchedAt: string }>("/api/prices?t=1");
    expect(status).toBe(200);
    expect(body.prices).toHaveLength(50);
    expect(body.prices.every((p) => p.price !== null && !p.stale)).toBe(true);
    const byCode = Object.fromEntries(body.prices.map((p) => [p.code, p]));
    expect(byCode.USD).toMatchObject({ price: 67187.33, change24h: 2.5, source: "coingecko" });
    expect(byCode.COP).toMatchObject({ source: "coinbase", change24h: null });
    expect(byCode.HRK).toMatchObject({ source: "derived-from-eur", change24h: -1.2345 });
    expect(byCode.HRK!.price).toBeCloseTo(61234.75 * 7.5345, 6);
  });

  it("answers one currency by code, case-insensitively, and 404 for an unknown code", async () => {
    await refreshPrices(env);
    const eur = await api<PriceAnswer>("/api/prices/eur?t=2");
    expect(eur.body).toMatchObject({ code: "EUR", price: 61234.75, change24h: -1.2345, stale: false });
    const unknown = await api<{ error: string }>("/api/prices/xyz");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("Unknown currency 'xyz'.");
  });

  it("keeps the last good prices when every source fails, and backs off", async () => {
    await refreshPrices(env);
    await setMode("error");
    const failed = await refreshPrices(env);
    expect(failed.status).toBe("failed");
    const usd = await api<PriceAnswer>("/api/prices/usd?t=3");
    expect(usd.body.price).toBe(67187.33);
    expect((await refreshPrices(env)).status).toBe("skipped");
  });

  it("waits as long as Retry-After says before asking CoinGecko again", async () => {
    await setMode("rate-limited");
    const now = Date.now();
    expect((await refreshPrices(env, now)).status).toBe("failed");
    expect((await refreshPrices(env, now + 60_000)).status).toBe("skipped");
    await setMode("normal");
    expect((await refreshPrices(env, now + 120_000)).status).toBe("updated");
  });

  it("fills the currencies CoinGecko leaves out from Coinbase, without a 24h change", async () => {
    await setMode("partial");
    await refreshPrices(env);
    const usd = await api<PriceAnswer>("/api/prices/usd?t=4");
    const eur = await api<PriceAnswer>("/api/prices/eur?t=4");
    expect(usd.body.source).toBe("coingecko");
    expect(eur.body).toMatchObject({ source: "coinbase", change24h: null });
  });

  it("survives a malformed CoinGecko answer", async () => {
    await setMode("malformed");
    const result = await refreshPrices(env);
    expect(result.status).toBe("failed");
    const none = await api<PriceAnswer>("/api/prices/usd?t=5");
    expect(none.body).toMatchObject({ price: null, stale: true });
  });
});

describe("reading prices", () => {
  it("starts one background refresh when KV has none, and serves the prices it brings", async () => {
    const first = await api<PriceAnswer>("/api/prices/usd?t=6");
    expect(first.body.price).toBeNull();
    let price: number | null = null;
    for (let attempt = 0; attempt < 50 && price === null; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      price = (await api<PriceAnswer>(`/api/prices/usd?t=7-${attempt}`)).body.price;
    }
    expect(price).toBe(67187.33);
    const calls = (await (await fetch(`${fake}/__calls`)).json()) as Record<string, number>;
    expect(calls["/api/v3/simple/price"]).toBe(1);
  });
});
