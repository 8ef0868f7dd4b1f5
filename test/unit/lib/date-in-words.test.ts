import { describe, expect, it } from "vitest";
import { dateAndTimeInWords, dateInWords, monthInWords, shortDateInWords } from "#app/lib/date-in-words.ts";

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });

describe("days written as Intl's en-US UTC formats", () => {
  // Every day of 2024 (a leap year), at a different hour and minute each, 23:59 UTC among them (where
  // a local time zone would show the next day), and a few far from it.
  const days = [
    ...Array.from(
      { length: 366 },
      (_, index) => new Date(Date.UTC(2024, 0, 1 + index, (index * 7) % 24, (index * 13) % 60)),
    ),
    new Date("2024-06-30T23:59:59Z"),
    new Date("1970-01-01T00:00:00Z"),
    new Date("2009-01-03T18:15:05Z"),
    new Date("2140-12-31T12:00:00Z"),
  ];

  it("matches Intl for dates, ISO moments and days", () => {
    for (const day of days) {
      for (const value of [day, day.toISOString(), day.toISOString().slice(0, 10)]) {
        const date = new Date(value);
        expect(dateInWords(value)).toBe(intl({ dateStyle: "long" }).format(date));
        expect(shortDateInWords(value)).toBe(intl({ dateStyle: "medium" }).format(date));
        expect(shortDateInWords(value)).toBe(intl({ year: "numeric", month: "short", day: "numeric" }).format(date));
        expect(monthInWords(value)).toBe(intl({ month: "long", year: "numeric" }).format(date));
        expect(dateAndTimeInWords(value)).toBe(
          intl({ dateStyle: "long", timeStyle: "short", hourCycle: "h23" }).format(date),
        );
      }
    }
  });

  it("reads as a person expects, and refuses what is not a date as Intl does", () => {
    expect(dateInWords("2026-11-26")).toBe("November 26, 2026");
    expect(shortDateInWords("2026-09-05T23:59:59Z")).toBe("Sep 5, 2026");
    expect(monthInWords("2025-03-31")).toBe("March 2025");
    expect(dateAndTimeInWords("2026-11-26T15:07:59Z")).toBe("November 26, 2026 at 15:07");
    expect(dateAndTimeInWords("2026-11-26T03:05:00Z")).toBe("November 26, 2026 at 03:05");
    expect(() => dateInWords("not a day")).toThrow(RangeError);
  });
});
