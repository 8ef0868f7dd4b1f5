// The sources of a tool's facts, as an editor saves them: a fact that changed, whose source
// changed, or that the editor checked again today is verified today; a fact that is not known has
// no source.
import { and, eq, inArray, sql } from "drizzle-orm";
import { factSourceField, type ToolInput } from "#app/lib/admin-tool-rules.ts";
import { FACT_KEYS, type FactKey } from "#app/lib/tool-facets.ts";
import { factValue, type FactSources } from "#app/lib/tool-facts.ts";
import { sameValue, type Writer } from "#app/server/admin/audit.server.ts";
import type { FactFields } from "#app/server/admin/tools/tool-editor-data.server.ts";
import { bare } from "#app/server/db/raw-rows.server.ts";
import { toolFactSources } from "#app/server/db/schema.server.ts";

export const isKnownFact = (facts: FactFields, key: FactKey) => factValue(facts, key) !== null;

export async function saveFactSources(
  tx: Writer,
  toolId: string,
  before: (FactFields & { factSources: FactSources }) | null,
  input: ToolInput,
  today: string,
): Promise<void> {
  const unknown = FACT_KEYS.filter((key) => !isKnownFact(input, key));
  if (unknown.length > 0)
    await tx
      .delete(toolFactSources)
      .where(and(eq(toolFactSources.toolId, toolId), inArray(toolFactSources.facet, unknown)));

  const verified = FACT_KEYS.filter((key) => isKnownFact(input, key)).flatMap((key) => {
    const sourceUrl = input[factSourceField(key)];
    const previous = before?.factSources[key];
    const checked =
      input.factsVerified ||
      !before ||
      !sameValue(before[key], input[key]) ||
      (previous?.sourceUrl ?? null) !== sourceUrl;
    return checked ? [{ toolId, facet: key, sourceUrl, verifiedOn: today }] : [];
  });
  if (verified.length > 0)
    await tx
      .insert(toolFactSources)
      .values(verified)
      .onConflictDoUpdate({
        target: [toolFactSources.toolId, toolFactSources.facet],
        set: {
          sourceUrl: sql`excluded.${bare(toolFactSources.sourceUrl)}`,
          verifiedOn: sql`excluded.${bare(toolFactSources.verifiedOn)}`,
        },
      });
}
