import { describe, expect, it } from "vitest";
import { filterTerms, groupByLetter, letterOf, type GlossaryTerm } from "#app/lib/glossary.ts";
import GLOSSARY_TERMS from "#db/seed/glossary.json";

const term = (name: string, definition = "x"): GlossaryTerm => ({
  term: name,
  slug: name.toLowerCase(),
  definition,
  related: [],
});

describe("the glossary", () => {
  it("seeds about 120 terms with unique slugs, definitions and related terms that exist", () => {
    expect(GLOSSARY_TERMS.length).toBeGreaterThanOrEqual(110);
    const slugs = new Set(GLOSSARY_TERMS.map((t) => t.slug));
    expect(slugs.size).toBe(GLOSSARY_TERMS.length);
    for (const t of GLOSSARY_TERMS) {
      expect(t.slug, t.term).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.definition.length, t.term).toBeGreaterThan(40);
      for (const related of t.related) expect(slugs.has(related), `${t.term} -> ${related}`).toBe(true);
    }
  });

  it("groups by first letter, digits under #, sorted alphabetically", () => {
    const groups = groupByLetter([term("Wallet"), term("address"), term("21 Million"), term("Altcoin")]);
    expect(groups.map((g) => g.letter)).toEqual(["#", "A", "W"]);
    expect(groups[1]!.terms.map((t) => t.term)).toEqual(["address", "Altcoin"]);
    expect(letterOf("  zap")).toBe("Z");
    expect(letterOf("₿")).toBe("#");
  });

  it("filters by every word in the name or definition", () => {
    const terms = [term("UTXO", "An unspent transaction output"), term("Mempool", "Waiting transactions")];
    expect(filterTerms(terms, "transaction").map((t) => t.term)).toEqual(["UTXO", "Mempool"]);
    expect(filterTerms(terms, "UNSPENT output").map((t) => t.term)).toEqual(["UTXO"]);
    expect(filterTerms(terms, "  ")).toHaveLength(2);
    expect(filterTerms(terms, "lightning")).toEqual([]);
  });
});
