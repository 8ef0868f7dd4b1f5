import { describe, expect, it } from "vitest";
import { factTermSlug, TERM_FACTS, termFactListPath } from "#app/lib/glossary-facts.ts";
import { FACT_KEYS, type FactKey } from "#app/lib/tool-facets.ts";
import type { FactValues } from "#app/lib/tool-facts.ts";
import GLOSSARY_TERMS from "#db/seed/glossary.json";

const seeded = new Set(GLOSSARY_TERMS.map((t) => t.slug));
const tool = (facts: Partial<FactValues> = {}) => ({ custody: null, validation: null, ...facts });

/** A tool having exactly this term's fact. */
function toolWith(slug: string) {
  const { facet, value } = TERM_FACTS[slug]!.fact;
  return tool({ [facet]: value });
}

describe("glossary terms that name a tool fact", () => {
  it("name only terms the seed holds", () => {
    for (const slug of Object.keys(TERM_FACTS)) expect(seeded, slug).toContain(slug);
    for (const key of FACT_KEYS) {
      for (const facts of [tool(), tool({ custody: "self-custody", validation: "spv" })]) {
        const slug = factTermSlug(facts, key);
        if (slug) expect(seeded, `${key} → ${slug}`).toContain(slug);
      }
    }
  });

  it("cover the facts a reader looks up: multisig, coin control, Tor, Lightning, custody, KYC, builds, SPV, full node", () => {
    expect(Object.keys(TERM_FACTS)).toEqual(
      expect.arrayContaining([
        "multisig",
        "coin-control",
        "tor",
        "lightning-network",
        "self-custody",
        "custodial-wallet",
        "kyc",
        "reproducible-builds",
        "spv",
        "full-node",
        "open-source",
        "bitcoin-only",
      ]),
    );
  });

  it("link a tool's fact to the term whose list that tool is on", () => {
    for (const [slug, { fact }] of Object.entries(TERM_FACTS)) {
      const key = fact.facet as FactKey;
      expect(factTermSlug(toolWith(slug), key), slug).toBe(slug);
    }
  });

  it("link custody and validation by the tool's value", () => {
    expect(factTermSlug(tool({ custody: "self-custody" }), "custody")).toBe("self-custody");
    expect(factTermSlug(tool({ custody: "custodial" }), "custody")).toBe("custodial-wallet");
    expect(factTermSlug(tool({ custody: "not-applicable" }), "custody")).toBe("custody");
    expect(factTermSlug(tool({ validation: "own-node" }), "validation")).toBe("full-node");
    expect(factTermSlug(tool({ validation: "server-trusted" }), "validation")).toBeNull();
    expect(factTermSlug(tool(), "hardwareSigners")).toBe("hardware-wallet");
    expect(factTermSlug(tool(), "platforms")).toBeNull();
  });

  it("reach the full list through the home list's own filter", () => {
    expect(termFactListPath(TERM_FACTS["multisig"]!.fact)).toBe("/?multisig=yes#tools");
    expect(termFactListPath(TERM_FACTS["self-custody"]!.fact)).toBe("/?custody=self-custody#tools");
    expect(termFactListPath(TERM_FACTS["kyc"]!.fact)).toBe("/?kyc=required#tools");
    expect(termFactListPath(TERM_FACTS["spv"]!.fact)).toBe("/?validation=spv#tools");
    expect(termFactListPath(TERM_FACTS["reproducible-builds"]!.fact)).toBe("/?reproducible=yes#tools");
  });
});
