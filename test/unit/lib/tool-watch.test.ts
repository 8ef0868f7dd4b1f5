import { describe, expect, it } from "vitest";
import { releaseChangeLine, watchedChangeLines, watchedChangeText, weeklyDigestHour } from "#app/lib/tool-watch.ts";

describe("watchedChangeLines", () => {
  it("reads a lifecycle change before → after, with its successor", () => {
    const lines = watchedChangeLines(
      { lifecycle: "active", lifecycleDate: null, successorName: "" },
      { lifecycle: "discontinued", lifecycleDate: "2024-03-05", successorName: "Sparrow" },
    );
    expect(lines.map(watchedChangeText)).toEqual([
      "Lifecycle: Active → Discontinued on March 5, 2024",
      "Successor: None → Sparrow",
    ]);
  });

  it("reads a new lifecycle date alone, and the website and facts, but not the name", () => {
    const lines = watchedChangeLines(
      {
        lifecycle: "sales_ended",
        lifecycleDate: "2025-01-01",
        successorName: "",
        name: "Old",
        websiteUrl: "https://a.example",
        kyc: null,
      },
      {
        lifecycle: "sales_ended",
        lifecycleDate: "2025-02-01",
        successorName: "",
        name: "New",
        websiteUrl: "https://b.example",
        kyc: "none",
      },
    );
    expect(lines.map(watchedChangeText)).toEqual([
      "Lifecycle: Sales ended on January 1, 2025 → Sales ended on February 1, 2025",
      "Official website: https://a.example → https://b.example",
      "KYC: Unknown → No KYC",
    ]);
  });

  it("is empty for a save that changed none of the watched fields", () => {
    expect(watchedChangeLines({ name: "Old", description: "a" }, { name: "New", description: "b" })).toEqual([]);
  });
});

describe("releaseChangeLine", () => {
  it("names both releases by tag and day, or None for the first", () => {
    const after = { tag: "v2.0.0", publishedAt: "2026-05-04T23:30:00Z" };
    expect(watchedChangeText(releaseChangeLine(null, after))).toBe("Latest release: None → v2.0.0, May 4, 2026");
  });
});

describe("weeklyDigestHour", () => {
  it("is the latest Monday 09:00 UTC at or before the time", () => {
    // Monday 2026-11-23.
    expect(weeklyDigestHour(new Date("2026-11-23T09:00:00Z")).toISOString()).toBe("2026-11-23T09:00:00.000Z");
    expect(weeklyDigestHour(new Date("2026-11-23T08:59:00Z")).toISOString()).toBe("2026-11-16T09:00:00.000Z");
    expect(weeklyDigestHour(new Date("2026-11-29T23:00:00Z")).toISOString()).toBe("2026-11-23T09:00:00.000Z");
    expect(weeklyDigestHour(new Date("2026-11-30T10:00:00Z")).toISOString()).toBe("2026-11-30T09:00:00.000Z");
  });
});
