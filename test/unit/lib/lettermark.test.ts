import { describe, expect, it } from "vitest";
import { colourFromSlug, initialsFromSlug, lettermarkSvg } from "#app/lib/lettermark.ts";

describe("lettermark logos", () => {
  it("uses the first letters of the first two words", () => {
    expect(initialsFromSlug("bitcoin-core")).toBe("BC");
    expect(initialsFromSlug("mempool-space")).toBe("MS");
  });

  it("uses two letters of a one-word name", () => {
    expect(initialsFromSlug("electrum")).toBe("EL");
    expect(initialsFromSlug("1ml")).toBe("1M");
  });

  it("gives a slug the same colour every time", () => {
    expect(colourFromSlug("sparrow-wallet")).toBe(colourFromSlug("sparrow-wallet"));
    expect(colourFromSlug("sparrow-wallet")).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("is an SVG with the initials", () => {
    const svg = lettermarkSvg("bitcoin-core");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain(">BC</text>");
  });
});
