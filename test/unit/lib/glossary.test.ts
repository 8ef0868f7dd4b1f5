import { describe, expect, it } from "vitest";
import {
  definedTerm,
  definedTermSet,
  filterTerms,
  groupByLetter,
  inIndexOrder,
  letterOf,
  placeOf,
  termDescription,
  type GlossaryTerm,
} from "#app/lib/glossary.ts";
import GLOSSARY_TERMS from "#db/seed/glossary.json";

const term = (name: string, definition = "x"): GlossaryTerm => ({
  term: name,
  slug: name.toLowerCase().replace(/\s+/g, "-"),
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

  it("orders by first letter, digits first, then alphabetically, and groups in that order", () => {
    const ordered = inIndexOrder([term("Wallet"), term("address"), term("21 Million"), term("Altcoin")]);
    expect(ordered.map((t) => t.term)).toEqual(["21 Million", "address", "Altcoin", "Wallet"]);
    const groups = groupByLetter(ordered);
    expect(groups.map((g) => g.letter)).toEqual(["#", "A", "W"]);
    expect(groups[1]!.terms.map((t) => t.term)).toEqual(["address", "Altcoin"]);
    expect(letterOf("  zap")).toBe("Z");
    expect(letterOf("₿")).toBe("#");
  });

  it("filters by every word in the name or definition, and by name alone for names", () => {
    const terms = [term("UTXO", "An unspent transaction output"), term("Mempool", "Waiting transactions")];
    expect(filterTerms(terms, "transaction").map((t) => t.term)).toEqual(["UTXO", "Mempool"]);
    expect(filterTerms(terms, "UNSPENT output").map((t) => t.term)).toEqual(["UTXO"]);
    expect(filterTerms(terms, "  ")).toHaveLength(2);
    expect(filterTerms(terms, "lightning")).toEqual([]);
    const names = terms.map(({ term: name, slug }) => ({ term: name, slug }));
    expect(filterTerms(names, "mem")).toEqual([{ term: "Mempool", slug: "mempool" }]);
    expect(filterTerms(names, "transaction")).toEqual([]);
  });

  it("places a term among the others in the index's order: its letter's other terms, previous and next", () => {
    const terms = ["Block", "Address", "21 Million", "Bech32", "Wallet"].map((name) => term(name));
    expect(placeOf(terms, "bech32")).toEqual({
      letter: "B",
      sameLetter: [{ term: "Block", slug: "block", definition: "x", related: [] }],
      previous: expect.objectContaining({ slug: "address" }),
      next: expect.objectContaining({ slug: "block" }),
    });
    expect(placeOf(terms, "21-million")).toMatchObject({ letter: "#", sameLetter: [], previous: null });
    expect(placeOf(terms, "wallet")).toMatchObject({ next: null, previous: { slug: "block" } });
    expect(placeOf(terms, "nope")).toBeNull();
  });

  it("describes a term by its definition's first sentence, within 160 characters", () => {
    expect(termDescription("A wallet holds keys. It signs.")).toBe("A wallet holds keys.");
    expect(termDescription("Version 2.0 of it, e.g. this one! Then more.")).toBe("Version 2.0 of it, e.g. this one!");
    expect(termDescription("No full stop at all")).toBe("No full stop at all");
    const long = `${"word ".repeat(50)}end.`;
    const described = termDescription(long);
    expect(described.length).toBeLessThanOrEqual(160);
    expect(described).toMatch(/word…$/);
    for (const t of GLOSSARY_TERMS) expect(termDescription(t.definition).length, t.slug).toBeLessThanOrEqual(160);
  });

  it("is the set that each term's own DefinedTerm names", () => {
    const setUrl = "https://example.org/bitcoin-terms-dictionary";
    const set = definedTermSet(setUrl, [{ slug: "mempool" }, { slug: "utxo" }]);
    expect(set).toMatchObject({ "@type": "DefinedTermSet", "@id": setUrl, url: setUrl });
    // The set lists its terms again, by reference to each term page's @id.
    expect(set.hasDefinedTerm).toEqual([{ "@id": `${setUrl}/mempool` }, { "@id": `${setUrl}/utxo` }]);
    const mempool = definedTerm(term("Mempool", "Waiting transactions"), `${setUrl}/mempool`, setUrl);
    expect(mempool.inDefinedTermSet).toMatchObject({ "@id": set["@id"], name: set.name });
  });
});
