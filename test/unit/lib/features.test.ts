import { describe, expect, it } from "vitest";
import { parseFeatures } from "#app/lib/features.ts";

describe("parseFeatures", () => {
  it("splits each line at the first hyphen", () => {
    expect(parseFeatures("Coin control - Choose which coins to spend\nPSBT - Sign on an air-gapped device")).toEqual([
      { title: "Coin control", description: "Choose which coins to spend" },
      { title: "PSBT", description: "Sign on an air-gapped device" },
    ]);
  });

  it("keeps later hyphens in the description", () => {
    expect(parseFeatures("Multisig - 2-of-3 set-ups")).toEqual([{ title: "Multisig", description: "2-of-3 set-ups" }]);
  });

  it("treats a line without a hyphen as a title and skips blank lines", () => {
    expect(parseFeatures("\n  Open source  \r\n\n")).toEqual([{ title: "Open source", description: "" }]);
  });

  it("answers an empty list for no features", () => {
    expect(parseFeatures(null)).toEqual([]);
    expect(parseFeatures("")).toEqual([]);
  });
});
