import { describe, expect, it } from "vitest";
import { usMarketHasClosed } from "#app/server/etf/us-market-close.server.ts";

describe("the US market's close", () => {
  it("is 20:00 UTC under daylight saving time and 21:00 UTC without it", () => {
    // July: EDT, UTC-4.
    expect(usMarketHasClosed(new Date(Date.UTC(2026, 6, 14, 19, 59)))).toBe(false);
    expect(usMarketHasClosed(new Date(Date.UTC(2026, 6, 14, 20, 15)))).toBe(true);
    // January: EST, UTC-5.
    expect(usMarketHasClosed(new Date(Date.UTC(2026, 0, 14, 20, 15)))).toBe(false);
    expect(usMarketHasClosed(new Date(Date.UTC(2026, 0, 14, 21, 15)))).toBe(true);
    // The first Sunday of November 2026 ends daylight saving time: Monday the 2nd closes at 21:00 UTC.
    expect(usMarketHasClosed(new Date(Date.UTC(2026, 10, 2, 20, 15)))).toBe(false);
  });
});
