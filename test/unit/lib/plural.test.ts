import { describe, expect, it } from "vitest";
import { ageLabel, ordinal, toolCountLabel } from "#app/lib/plural.ts";

describe("toolCountLabel", () => {
  it("is singular for one only", () => {
    expect([0, 1, 2].map(toolCountLabel)).toEqual(["0 tools", "1 tool", "2 tools"]);
  });
});

describe("ordinal", () => {
  it("gives st, nd and rd after 1, 2 and 3, except in the teens", () => {
    expect([1, 2, 3, 4, 10, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "10th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "101st",
      "111th",
      "112th",
    ]);
  });
});

describe("ageLabel", () => {
  const now = new Date("2026-12-10T12:00:00Z");
  const before = (ms: number) => new Date(now.getTime() - ms);
  it("names the largest whole unit", () => {
    expect(ageLabel(before(30_000), now)).toBe("less than a minute");
    expect(ageLabel(before(60_000), now)).toBe("1 minute");
    expect(ageLabel(before(59 * 60_000), now)).toBe("59 minutes");
    expect(ageLabel(before(3 * 3_600_000 + 59 * 60_000), now)).toBe("3 hours");
    expect(ageLabel(before(24 * 3_600_000), now)).toBe("1 day");
    expect(ageLabel(before(3 * 24 * 3_600_000 + 5 * 3_600_000), now)).toBe("3 days");
  });

  it("a time in the future (clocks apart) is no age at all", () => {
    expect(ageLabel(new Date(now.getTime() + 5_000), now)).toBe("less than a minute");
  });
});
