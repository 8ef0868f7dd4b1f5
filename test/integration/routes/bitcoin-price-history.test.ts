import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "#test/support/fixtures.ts";
import { dateInWords } from "#app/lib/date-in-words.ts";
import { DAY_CLOSE_MEANING, dayBefore, utcDay } from "#app/lib/price-day.ts";
import { appendPriceHistory, type HistoryRow } from "#app/server/prices/price-history.server.ts";
import { fieldError, inputValue, selectedOption, textOf } from "#test/support/form-html.ts";
import { get, heading } from "#test/support/worker.ts";

const DAY_MS = 86_400_000;
const midnight = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** The page's words as a reader sees them, one space between any two. */
const text = (html: string) =>
  textOf(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, " "),
  ).replace(/\s+/g, " ");

let request = 0;
/** A unique query, so the edge cache never answers for the code under test. */
const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}n=${++request}`;

const today = utcDay(Date.now());
/** The day looked up: ten days ago. GBP's history runs from 20 days before it to today. */
const day = utcDay(Date.now() - 10 * DAY_MS);
const firstDay = utcDay(midnight(day) - 20 * DAY_MS);

beforeEach(async ({ db }) => {
  await db.execute(sql`DELETE FROM price_history WHERE currency IN ('GBP', 'COP', 'HRK')`);
  // During the day looked up, two polls; its close is the next midnight's price.
  const rows: HistoryRow[] = [
    { currency: "GBP", at: midnight(day) + 6 * 3_600_000, price: 39_000, source: "coingecko" },
    { currency: "GBP", at: midnight(day) + 23 * 3_600_000, price: 39_500, source: "coingecko" },
    { currency: "GBP", at: midnight(day) + DAY_MS, price: 41_234.56, source: "coingecko-history" },
  ];
  // CoinGecko's daily history: a price at each midnight, each the close of the day before, from
  // firstDay's close to today's midnight (a row already there for the time is kept).
  for (let at = midnight(firstDay) + DAY_MS; at <= midnight(today); at += DAY_MS) {
    rows.push({ currency: "GBP", at, price: 40_000 + (at - midnight(firstDay)) / DAY_MS, source: "coingecko-history" });
  }
  // The Colombian peso, which CoinGecko does not price: the site's own Coinbase polls, from two days ago.
  rows.push({ currency: "COP", at: Date.now() - 2 * DAY_MS, price: 270_123_456.78, source: "coinbase" });
  rows.push({ currency: "HRK", at: midnight(day) + 12 * 3_600_000, price: 461_368.22, source: "derived-from-eur" });
  await appendPriceHistory(db, rows);
});

describe("/bitcoin-price-history", () => {
  it("shows one bitcoin's price on a covered day: the day's close, its source and what that means", async () => {
    const { response, html } = await get(fresh(`/bitcoin-price-history?currency=gbp&date=${day}`));
    expect(response.status).toBe(200);
    expect(heading(html)).toBe("Bitcoin Price History");
    const visible = text(html);
    expect(visible).toContain(`1 BTC on ${dateInWords(day)} = £41,234.56`);
    expect(visible).toContain("The day's close in GBP, UTC.");
    expect(visible).toContain("Source: CoinGecko's market history");
    expect(visible).toContain(DAY_CLOSE_MEANING);
    expect(visible).toContain(`The history for GBP covers ${dateInWords(firstDay)} to ${dateInWords(today)}.`);
    expect(selectedOption(html, "currency")).toBe("GBP");
    expect(inputValue(html, "date")).toBe(day);
    expect(html).toContain(`<title>Bitcoin Price in GBP on ${dateInWords(day)} | `);
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost/bitcoin-price-history?currency=GBP&amp;date=${day}"/>`,
    );
    expect(html).toMatch(/"@type":"BreadcrumbList".*"name":"Bitcoin Price History"/);
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(response.headers.get("Cache-Control")).toContain("s-maxage=");
  });

  it("says when a day is outside the history, naming the days it covers", async () => {
    const before = dayBefore(firstDay);
    const { response, html } = await get(fresh(`/bitcoin-price-history?currency=GBP&date=${before}`));
    expect(response.status).toBe(200);
    const visible = text(html);
    expect(visible).toContain(`No price of bitcoin in GBP is stored for ${dateInWords(before)}.`);
    expect(visible).toContain(`The history for GBP covers ${dateInWords(firstDay)} to ${dateInWords(today)}.`);
    expect(visible).not.toContain("CoinGecko's free history");
  });

  it("for a currency CoinGecko does not price, says its history starts with the site's own polls", async () => {
    const { html } = await get(fresh(`/bitcoin-price-history?currency=COP&date=${day}`));
    const visible = text(html);
    expect(visible).toContain(`No price of bitcoin in COP is stored for ${dateInWords(day)}.`);
    expect(visible).toContain(
      "CoinGecko's free history, which reaches back one year, does not cover COP: its history starts with this site's own price checks.",
    );
    const kuna = text((await get(fresh(`/bitcoin-price-history?currency=HRK&date=${day}`))).html);
    expect(kuna).toContain("Source: derived from the euro's price at the fixed 7.5345 kuna per euro");
  });

  it("before a day is chosen, shows the form and an example", async () => {
    const { response, html } = await get(fresh("/bitcoin-price-history"));
    expect(response.status).toBe(200);
    expect(text(html)).toContain(`For example: 1 BTC in USD on ${dateInWords(dayBefore(today))} .`);
    expect(html).toContain(`href="/bitcoin-price-history?currency=USD&amp;date=${dayBefore(today)}"`);
    expect(html).toContain(`max="${today}"`);
    expect(html).toContain('<link rel="canonical" href="http://localhost/bitcoin-price-history"/>');
  });

  it("refuses a bad or future date with a message under the field, and garbage with a 400, never a 500", async () => {
    for (const date of ["2025-02-30", "yesterday", "x".repeat(5000)]) {
      const { response, html } = await get(fresh(`/bitcoin-price-history?currency=GBP&date=${date}`));
      expect(response.status, date.slice(0, 20)).toBe(400);
      expect(fieldError(html, "history-date")).toBe(`Enter a date as YYYY-MM-DD, for example ${dayBefore(today)}.`);
    }
    const tomorrow = utcDay(Date.now() + DAY_MS);
    const future = await get(fresh(`/bitcoin-price-history?currency=GBP&date=${tomorrow}`));
    expect(future.response.status).toBe(400);
    expect(fieldError(future.html, "history-date")).toBe(`Choose a day no later than today, ${today} (UTC).`);
    for (const query of ["currency=XYZ", "currency=%3Cscript%3E&date=2025-01-01", "currency=G%00P"]) {
      const { response } = await get(fresh(`/bitcoin-price-history?${query}`));
      expect(response.status, query).toBe(400);
    }
  });
});

describe("finding the page", () => {
  it("is in the sitemap and linked from the converter and the price pages", async () => {
    expect((await get("/sitemap.xml")).html).toContain("<loc>http://localhost/bitcoin-price-history</loc>");
    const converter = await get(fresh("/bitcoin-currency-conversion-calculator"));
    expect(converter.html).toContain('href="/bitcoin-price-history"');
    const euro = await get(fresh("/bitcoin-to-euro"));
    expect(euro.html).toContain('href="/bitcoin-price-history?currency=EUR"');
  });
});

describe("the converter's date", () => {
  it("converts at a past day's close, saying so, without JavaScript", async () => {
    const path = `/bitcoin-currency-conversion-calculator?currency=GBP&date=${day}`;
    const { response, html } = await get(fresh(path));
    expect(response.status).toBe(200);
    const visible = text(html);
    expect(visible).toContain(`Amounts below convert at the close of ${dateInWords(day)}, not at the live price.`);
    expect(visible).toContain(`1 BTC on ${dateInWords(day)} = £41,234.56`);
    // The card at the top shows that day's close too, not the live price above a dated one.
    const card = text(html.slice(html.indexOf('id="converter-title"'), html.indexOf('id="past-day-title"')));
    expect(card).toContain("1 BTC = British Pound £41,234.56");
    expect(card).toContain(`Close of ${dateInWords(day)} (UTC)`);
    expect(card).not.toContain("Refresh");
    expect(inputValue(html, "fiat")).toBe("41234.56");
    const amount = await get(fresh(`${path}&btc=0.5`));
    expect(inputValue(amount.html, "fiat")).toBe("20617.28");
    expect(amount.html).toMatch(new RegExp(`name="date" value="${day}"`));
  });

  it("empty is the live price; a bad date gets its message", async () => {
    const live = await get(fresh("/bitcoin-currency-conversion-calculator?currency=GBP&date="));
    expect(live.response.status).toBe(200);
    expect(text(live.html)).not.toContain("Amounts below convert at the close of");
    const bad = await get(fresh("/bitcoin-currency-conversion-calculator?currency=GBP&date=2025-13-01"));
    expect(bad.response.status).toBe(400);
    expect(fieldError(bad.html, "converter-date")).toBe(`Enter a date as YYYY-MM-DD, for example ${dayBefore(today)}.`);
  });
});
