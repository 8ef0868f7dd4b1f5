// Where the dictionary and the directory meet: the glossary terms that name a tool fact. A term's
// page lists the published tools that have its fact, and the tool page links each fact to the term
// that explains it. Only slugs of terms the seed holds (db/seed/glossary.json); a unit test checks.
import { YES_NO_FACETS, type FactKey, type YesNoFacet } from "#app/lib/tool-facets.ts";
import { toolFacts, type FactSources, type FactValues, type ToolFact } from "#app/lib/tool-facts.ts";
import { NO_FACETS, setFacetParams, type ToolFacets } from "#app/lib/tool-filters.ts";

/** The one home-list filter that picks the tools having a term's fact. */
export type TermFact =
  | { facet: "custody"; value: "self-custody" | "custodial" }
  | { facet: "kyc"; value: "required" }
  | { facet: "validation"; value: "full-node" | "spv" }
  | { facet: YesNoFacet; value: true };

interface TermFactEntry {
  fact: TermFact;
  /** Completes "Tools with …" and "All N tools with …". */
  noun: string;
}

const yes = (facet: YesNoFacet): TermFactEntry => ({ fact: { facet, value: true }, noun: YES_NO_FACETS[facet].noun });

/** Each term slug that names a fact, with the filter of the tools that have it. */
export const TERM_FACTS: Readonly<Record<string, TermFactEntry>> = {
  "self-custody": { fact: { facet: "custody", value: "self-custody" }, noun: "self-custody" },
  "custodial-wallet": { fact: { facet: "custody", value: "custodial" }, noun: "custodial wallets" },
  kyc: { fact: { facet: "kyc", value: "required" }, noun: "KYC required" },
  "full-node": { fact: { facet: "validation", value: "full-node" }, noun: "their own full node" },
  spv: { fact: { facet: "validation", value: "spv" }, noun: "SPV / compact filters" },
  "open-source": yes("openSource"),
  "lightning-network": yes("lightning"),
  "bitcoin-only": yes("bitcoinOnly"),
  "reproducible-builds": yes("reproducibleBuilds"),
  tor: yes("tor"),
  "coin-control": yes("coinControl"),
  multisig: yes("multisig"),
};

/** The term that explains each fact, whatever the tool's value; custody and validation depend on it. */
const FACT_TERMS: Partial<Record<FactKey, string>> = {
  custody: "custody",
  kyc: "kyc",
  openSource: "open-source",
  lightning: "lightning-network",
  bitcoinOnly: "bitcoin-only",
  reproducibleBuilds: "reproducible-builds",
  tor: "tor",
  coinControl: "coin-control",
  multisig: "multisig",
  hardwareSigners: "hardware-wallet",
  custodialLightning: "custodial-wallet",
  selfCustodialLightning: "self-custody",
};

/**
 * The slug of the term a tool page links a fact's label to, or null when none explains it. Custody
 * and validation link to the term of the tool's value, where that term lists the tools sharing it.
 */
export function factTermSlug(tool: Pick<FactValues, "custody" | "validation">, key: FactKey): string | null {
  if (key === "custody" && tool.custody === "self-custody") return "self-custody";
  if (key === "custody" && tool.custody === "custodial") return "custodial-wallet";
  if (key === "validation") {
    if (tool.validation === "spv") return "spv";
    // A wallet that validates with a full node, its own or one it connects to.
    return tool.validation === "full-node" || tool.validation === "own-node" ? "full-node" : null;
  }
  return FACT_TERMS[key] ?? null;
}

/** A fact with the slug of the glossary term that explains it, if one does. */
export type LinkedToolFact = ToolFact & { termSlug: string | null };

/** The tool page's facts (see toolFacts), each with the term its label links to. */
export function linkedToolFacts(tool: FactValues & { factSources: FactSources }, today: Date): LinkedToolFact[] {
  return toolFacts(tool, today).map((fact) => ({ ...fact, termSlug: factTermSlug(tool, fact.key) }));
}

/** The facts of the home list's filters that pick the tools having the term's fact. */
export function termFacets({ facet, value }: TermFact): Partial<ToolFacets> {
  return { [facet]: value };
}

/** The home list narrowed to the tools having the term's fact: "/?multisig=yes#tools". */
export function termFactListPath(fact: TermFact): string {
  const params = new URLSearchParams();
  setFacetParams(params, { ...NO_FACETS, ...termFacets(fact) });
  return `/?${params.toString()}#tools`;
}
