// A tool's facts as the tool page, the comparison and the open data state them: each fact's words,
// its source and the day it was last verified. Unknown stays unknown: its value is null.
import {
  CUSTODY_LABELS,
  FACT_KEYS,
  FACT_LABELS,
  HARDWARE_SIGNER_LABELS,
  KYC_LABELS,
  PLATFORM_LABELS,
  VALIDATION_LABELS,
  type Custody,
  type FactKey,
  type HardwareSigner,
  type Kyc,
  type Platform,
  type Validation,
  NOT_APPLICABLE,
  NOT_APPLICABLE_LABEL,
  SOURCE_AVAILABLE,
  SOURCE_AVAILABLE_LABEL,
  type OpenSourceValue,
  type YesNoFacts,
} from "#app/lib/tool-facets.ts";

/** A fact older than this many months is marked as such. */
export const FACT_STALE_MONTHS = 12;

export interface FactSource {
  sourceUrl: string | null;
  /** YYYY-MM-DD. */
  verifiedOn: string;
}
export type FactSources = Partial<Record<FactKey, FactSource>>;

export type FactValues = YesNoFacts & {
  custody: Custody | null;
  kyc: Kyc | null;
  platforms: Platform[];
  validation: Validation | null;
  hardwareSigners: HardwareSigner[] | null;
};

export interface ToolFact extends Partial<FactSource> {
  key: FactKey;
  label: string;
  /** The fact in words; null when it is not known. */
  value: string | null;
  /** Verified more than FACT_STALE_MONTHS ago. */
  stale: boolean;
}

/** A fact's stored value, or null while it is not known: a tool that lists no platforms has unknown platforms. */
export function factValue(tool: FactValues, key: FactKey): FactValues[FactKey] | null {
  if (key === "platforms") return tool.platforms.length > 0 ? tool.platforms : null;
  return tool[key];
}

/** A yes/no fact in words, or null while it is not known. */
export const yesNoWords = (value: OpenSourceValue): string | null =>
  value === null
    ? null
    : value === NOT_APPLICABLE
      ? NOT_APPLICABLE_LABEL
      : value === SOURCE_AVAILABLE
        ? SOURCE_AVAILABLE_LABEL
        : value
          ? "Yes"
          : "No";

/** One fact of a tool in words, or null when it is not known. */
export function factWords(tool: FactValues, key: FactKey): string | null {
  if (factValue(tool, key) === null) return null;
  switch (key) {
    case "custody":
      return tool.custody && CUSTODY_LABELS[tool.custody];
    case "kyc":
      return tool.kyc && KYC_LABELS[tool.kyc];
    case "platforms":
      return tool.platforms.map((p) => PLATFORM_LABELS[p]).join(", ");
    case "validation":
      return tool.validation && VALIDATION_LABELS[tool.validation];
    case "hardwareSigners":
      return tool.hardwareSigners!.map((s) => HARDWARE_SIGNER_LABELS[s]).join(", ") || "None";
    default:
      return yesNoWords(tool[key]);
  }
}

/** The first day that is not more than FACT_STALE_MONTHS before `today`, as YYYY-MM-DD. */
export function staleBefore(today: Date): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - FACT_STALE_MONTHS, today.getUTCDate()));
  return day.toISOString().slice(0, 10);
}

/** Every fact of the tool in the page's order, known or not, each with its source when it has one. */
export function toolFacts(tool: FactValues & { factSources: FactSources }, today: Date): ToolFact[] {
  const oldest = staleBefore(today);
  return FACT_KEYS.map((key) => {
    const value = factWords(tool, key);
    const source = value === null ? undefined : tool.factSources[key];
    return {
      key,
      label: FACT_LABELS[key],
      value,
      ...source,
      stale: Boolean(source && source.verifiedOn < oldest),
    };
  });
}

/** The latest day any of the facts was verified, or null. */
export function factsLastVerified(facts: ToolFact[]): string | null {
  return facts.reduce<string | null>(
    (latest, f) => (f.verifiedOn && (!latest || f.verifiedOn > latest) ? f.verifiedOn : latest),
    null,
  );
}
