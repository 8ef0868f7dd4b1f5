import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "#app/lib/date-time-format.ts";

describe("dateTimeFormat", () => {
  const at = new Date("2026-11-26T23:07:05Z");

  it("formats as Date#toLocaleString does with the same locale and options", () => {
    const timeOfDay = { hour: "2-digit", minute: "2-digit", second: "2-digit", timeZone: "UTC" } as const;
    expect(dateTimeFormat("en-US", timeOfDay).format(at)).toBe(at.toLocaleString("en-US", timeOfDay));
    expect(dateTimeFormat("de-DE", timeOfDay).format(at)).toBe("23:07:05");
    expect(dateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(at)).toBe(
      at.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }),
    );
  });

  it("keeps one formatter per locale and options", () => {
    expect(dateTimeFormat("en-GB", { timeZone: "UTC", hour: "numeric" })).toBe(
      dateTimeFormat("en-GB", { timeZone: "UTC", hour: "numeric" }),
    );
    expect(dateTimeFormat("en-GB", { timeZone: "UTC", hour: "numeric" })).not.toBe(
      dateTimeFormat("fr-FR", { timeZone: "UTC", hour: "numeric" }),
    );
  });
});
