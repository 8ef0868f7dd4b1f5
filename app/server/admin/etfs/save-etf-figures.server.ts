// Saving the "as of" date and the source of the ETF figures: the one etf_figures row, recorded in
// the history under the ETF entity ETF_FIGURES_ENTITY_ID (its page is the ETF list).
import { sql } from "drizzle-orm";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import { changedFields, type Writer } from "#app/server/admin/audit.server.ts";
import { etfFigures } from "#app/server/db/schema.server.ts";

/** Not a ticker (those are upper case), so it never names a fund. */
export const ETF_FIGURES_ENTITY_ID = "figures";

export interface EtfFiguresFields {
  asOf: string;
  sourceUrl: string | null;
}

export async function updateEtfFigures(tx: Writer, audit: Audit, fields: EtfFiguresFields): Promise<boolean> {
  const [before] = await tx
    .select({ asOf: etfFigures.asOf, sourceUrl: etfFigures.sourceUrl })
    .from(etfFigures)
    .for("update");
  const changed = changedFields(before ?? {}, { ...fields });
  if (Object.keys(changed.after).length === 0) return false;
  await tx
    .insert(etfFigures)
    .values({ id: true, ...fields })
    .onConflictDoUpdate({ target: etfFigures.id, set: { ...fields, updatedAt: sql`now()` } });
  await audit({
    entityType: "etf",
    entityId: ETF_FIGURES_ENTITY_ID,
    entityLabel: "ETF figures: as of and source",
    action: "updated",
    ...changed,
  });
  return true;
}
