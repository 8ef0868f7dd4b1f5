import { describe, expect, it } from "vitest";
import { SIMILARITY_THRESHOLD, wordSimilarity } from "#app/lib/trigram.ts";

describe("wordSimilarity", () => {
  it("is 1 for a whole-word match, in any case", () => {
    expect(wordSimilarity("Lightning", "lightning")).toBe(1);
    expect(wordSimilarity("wallet", "mobile wallet")).toBe(1);
  });

  it("forgives a typo", () => {
    expect(wordSimilarity("sparow", "sparrow")).toBeGreaterThanOrEqual(SIMILARITY_THRESHOLD);
    expect(wordSimilarity("multsig", "multisig")).toBeGreaterThanOrEqual(SIMILARITY_THRESHOLD);
  });

  it("keeps unrelated words apart", () => {
    expect(wordSimilarity("sparrow", "mining pool")).toBeLessThan(SIMILARITY_THRESHOLD);
    expect(wordSimilarity("", "anything")).toBe(0);
  });
});
