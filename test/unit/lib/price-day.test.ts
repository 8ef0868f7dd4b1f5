import { describe, expect, it } from "vitest";
import { coveredDays, dayCloseBounds, parsePriceDay, pickDayClose } from "#app/lib/price-day.ts";

const NOW = Date.parse("2026-11-26T09:30:00Z");
const at = (iso: string) => Date.parse(iso);

describe("a day asked for", () => {
  it("empty means no day: the live price", () => {
    expect(parsePriceDay("", NOW)).toEqual({ ok: true, day: null });
    expect(parsePriceDay(null, NOW)).toEqual({ ok: true, day: null });
    expect(parsePriceDay("  ", NOW)).toEqual({ ok: true, day: null });
  });

  it("takes a real day up to today in UTC", () => {
    expect(parsePriceDay("2025-12-01", NOW)).toEqual({ ok: true, day: "2025-12-01" });
    expect(parsePriceDay("2024-02-29", NOW)).toEqual({ ok: true, day: "2024-02-29" });
    expect(parsePriceDay(" 2026-11-26 ", NOW)).toEqual({ ok: true, day: "2026-11-26" });
  });

  it("refuses what is not a day written YYYY-MM-DD, naming an example", () => {
    for (const raw of ["yesterday", "26/11/2026", "2026-2-1", "2026-02-30", "2025-02-29", "2026-13-01", "0000-01-01"]) {
      expect(parsePriceDay(raw, NOW), raw).toEqual({
        ok: false,
        message: "Enter a date as YYYY-MM-DD, for example 2026-11-25.",
      });
    }
  });

  it("refuses a day after today in UTC, even when it is already that day elsewhere", () => {
    expect(parsePriceDay("2026-11-27", NOW)).toEqual({
      ok: false,
      message: "Choose a day no later than today, 2026-11-26 (UTC).",
    });
    expect(parsePriceDay("2026-11-27", at("2026-11-26T23:59:59Z")).ok).toBe(false);
    expect(parsePriceDay("2026-11-27", at("2026-11-27T00:00:00Z")).ok).toBe(true);
  });
});

describe("a day's close", () => {
  it("spans the day's 00:00 UTC to the next day's 00:00 UTC", () => {
    expect(dayCloseBounds("2026-03-01")).toEqual({ from: at("2026-03-01T00:00:00Z"), to: at("2026-03-02T00:00:00Z") });
  });

  it("is the latest stored price of the UTC day", () => {
    const rows = [
      { at: at("2026-03-01T00:30:00Z"), price: 1 },
      { at: at("2026-03-01T23:10:00Z"), price: 3 },
      { at: at("2026-03-01T12:00:00Z"), price: 2 },
      { at: at("2026-03-02T00:00:01Z"), price: 4 },
    ];
    expect(pickDayClose(rows, "2026-03-01")?.price).toBe(3);
  });

  it("takes a price stamped at the next day's midnight (CoinGecko's daily points) as the close", () => {
    const rows = [
      { at: at("2026-03-01T00:00:00Z"), price: 1 },
      { at: at("2026-03-02T00:00:00Z"), price: 2 },
      { at: at("2026-03-03T00:00:00Z"), price: 3 },
    ];
    expect(pickDayClose(rows, "2026-03-01")?.price).toBe(2);
    expect(pickDayClose(rows, "2026-03-02")?.price).toBe(3);
  });

  it("falls back to a price at the day's own midnight, and to nothing before it", () => {
    expect(pickDayClose([{ at: at("2026-03-01T00:00:00Z"), price: 1 }], "2026-03-01")?.price).toBe(1);
    expect(pickDayClose([{ at: at("2026-02-28T23:59:59Z"), price: 1 }], "2026-03-01")).toBeNull();
    expect(pickDayClose([], "2026-03-01")).toBeNull();
  });
});

describe("the days a history covers", () => {
  it("runs from the day of the first price to the day of the last", () => {
    expect(coveredDays(at("2026-03-01T08:00:00Z"), at("2026-03-09T23:59:00Z"))).toEqual({
      firstDay: "2026-03-01",
      lastDay: "2026-03-09",
    });
  });

  it("starts a day earlier when the first price is at midnight: it is the close of the day before", () => {
    expect(coveredDays(at("2026-03-01T00:00:00Z"), at("2026-03-09T00:00:00Z"))).toEqual({
      firstDay: "2026-02-28",
      lastDay: "2026-03-09",
    });
  });
});
