// A field's length as the counter shows it and the server's rules count it.
import { describe, expect, it } from "vitest";
import { countedLength, counterText, fitsIn } from "#app/lib/text-limits.ts";

describe("counting a field against its limit", () => {
  it("counts a line break as one character however it was sent", () => {
    expect(countedLength("a\r\nb\rc\nd")).toBe(7);
    expect(fitsIn(7)("a\r\nb\rc\nd")).toBe(true);
    expect(fitsIn(6)("a\r\nb\rc\nd")).toBe(false);
  });

  it("counts as JavaScript does: an accented letter or ₿ is one, an emoji two", () => {
    expect(countedLength("é₿日")).toBe(3);
    expect(countedLength("🙂")).toBe(2);
  });

  it("shows used / limit once scripts run, and is heard only near or over the limit", () => {
    expect(counterText(1204, 200_000, true)).toEqual({ shown: "1,204 / 200,000", heard: "", over: false, near: false });
    expect(counterText(180_000, 200_000, true)).toMatchObject({
      shown: "180,000 / 200,000",
      heard: "20,000 characters left.",
    });
    expect(counterText(200_000, 200_000, true)).toMatchObject({ heard: "0 characters left.", over: false });
    expect(counterText(200_012, 200_000, true)).toEqual({
      shown: "200,012 / 200,000 (over the limit)",
      heard: "12 characters over the limit of 200,000.",
      over: true,
      near: true,
    });
  });

  it("without scripts names the limit, and counts only a text already over it", () => {
    expect(counterText(50, 500, false)).toMatchObject({ shown: "Up to 500 characters.", heard: "", over: false });
    expect(counterText(501, 500, false)).toMatchObject({ shown: "501 / 500 (over the limit)", over: true });
  });
});
