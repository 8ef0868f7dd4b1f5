// The yes/no facts between their columns and the values the pages use. A column holds yes, no or
// null; a fact that does not apply to the kind of tool is listed in not_applicable_facts (its
// column null), and a source-available licence is open_source = false with source_available.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import {
  NOT_APPLICABLE,
  SOURCE_AVAILABLE,
  YES_NO_FACET_KEYS,
  type YesNoFacet,
  type YesNoFacts,
} from "#app/lib/tool-facets.ts";
import { tools } from "#app/server/db/schema.server.ts";

/**
 * Each yes/no fact as JSON: true, false, null, "not-applicable" or "source-available", for raw
 * selects; `column` prints a column of `tools` as the query needs it (qualified, for one).
 */
export function yesNoFactColumns(column: (column: AnyColumn) => SQL | AnyColumn = (c) => c): Record<YesNoFacet, SQL> {
  const notApplicable = column(tools.notApplicableFacts);
  return Object.fromEntries(
    YES_NO_FACET_KEYS.map((key) => [
      key,
      sql`CASE WHEN ${key}::text = ANY(${notApplicable}) THEN to_json(${NOT_APPLICABLE}::text)
        ${key === "openSource" ? sql`WHEN ${column(tools.sourceAvailable)} THEN to_json(${SOURCE_AVAILABLE}::text)` : sql``}
        ELSE to_json(${column(tools[key])}) END`,
    ]),
  ) as Record<YesNoFacet, SQL>;
}

/** The columns that store these facts. */
export function yesNoFactColumnValues(facts: YesNoFacts) {
  return {
    ...(Object.fromEntries(
      YES_NO_FACET_KEYS.map((key) => {
        const value = facts[key];
        return [key, typeof value === "boolean" ? value : value === SOURCE_AVAILABLE ? false : null];
      }),
    ) as Record<YesNoFacet, boolean | null>),
    notApplicableFacts: YES_NO_FACET_KEYS.filter((key) => facts[key] === NOT_APPLICABLE),
    sourceAvailable: facts.openSource === SOURCE_AVAILABLE,
  };
}
