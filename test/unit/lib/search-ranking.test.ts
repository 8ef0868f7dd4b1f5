import { describe, expect, it } from "vitest";
import { matchRank, normalizeSearchQuery, rankCandidates } from "#app/lib/search-ranking.ts";

const c = (name: string, similarity = 0) => ({ name, similarity });

describe("search ranking", () => {
  it("ranks exact, then prefix, then word prefix, then substring, then similar", () => {
    expect(matchRank("bitcoin", "Bitcoin")).toBe(0);
    expect(matchRank("bitcoin", "Bitcoin Core")).toBe(1);
    expect(matchRank("core", "Bitcoin Core")).toBe(2);
    expect(matchRank("coin", "Bitcoin Core")).toBe(3);
    expect(matchRank("sparow", "Sparrow Wallet")).toBe(4);
  });

  it("orders candidates by rank, then similarity, then name, and keeps the limit", () => {
    const ranked = rankCandidates(
      "coin",
      [
        c("Bitcoin Core", 0.5),
        c("CoinGate", 0.6),
        c("Coin", 1),
        c("Coincover", 0.55),
        c("Coinos", 0.6),
        c("Koinly", 0.3),
      ],
      4,
    );
    expect(ranked.map((r) => r.name)).toEqual(["Coin", "CoinGate", "Coinos", "Coincover"]);
  });

  it("puts typo matches after real matches, best similarity first", () => {
    const ranked = rankCandidates("sparow", [c("Sparrow Wallet", 0.86), c("Sparkle", 0.4), c("Spark", 0.5)], 10);
    expect(ranked.map((r) => r.name)).toEqual(["Sparrow Wallet", "Spark", "Sparkle"]);
  });

  it("treats blank queries as no search", () => {
    expect(normalizeSearchQuery("   ")).toBeNull();
    expect(normalizeSearchQuery(null)).toBeNull();
    expect(normalizeSearchQuery("  node ")).toBe("node");
    expect(normalizeSearchQuery("x".repeat(150))).toHaveLength(100);
  });
});
