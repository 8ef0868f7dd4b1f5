import { describe, expect, it } from "vitest";
import { sparklineForCard } from "#app/server/prices/price-response.server.ts";

describe("the home card's 7-day line", () => {
  it("keeps a point every two hours, the first and the latest", () => {
    const hourly = Array.from({ length: 168 }, (_, hour) => 60_000 + hour);
    const card = sparklineForCard(hourly);
    expect(card).toHaveLength(85);
    expect(card[0]).toBe(60_000);
    expect(card[1]).toBe(60_002);
    expect(card.at(-1)).toBe(60_167);
  });

  it("is empty or one point as the source's is", () => {
    expect(sparklineForCard([])).toEqual([]);
    expect(sparklineForCard([1])).toEqual([1]);
  });
});
