// A repository whose licence contradicts the listing's "open source" fact puts the tool in the
// editors' review queue (tool_reviews, kind 'licence'), once; the review closes itself when the
// two agree again (an editor corrected the fact, or the repository its licence).
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { licenceContradiction } from "#app/lib/tool-repository.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { toolRepositoryStats, toolReviews, tools } from "#app/server/db/schema.server.ts";

/** Who closes a review whose contradiction went away. */
export const CLOSED_BY_CHECK = "repository check";

/** Opens and closes the licence reviews of these tools (all tools with repository figures when none are given). */
export async function syncLicenceReviews(
  db: Database,
  toolIds?: string[],
): Promise<{ opened: number; closed: number }> {
  if (toolIds?.length === 0) return { opened: 0, closed: 0 };
  const rows = await db
    .select({
      toolId: tools.id,
      openSource: tools.openSource,
      license: toolRepositoryStats.licenseSpdxId,
      openReview: toolReviews.id,
    })
    .from(tools)
    .innerJoin(
      toolRepositoryStats,
      and(eq(toolRepositoryStats.toolId, tools.id), eq(toolRepositoryStats.repositoryUrl, tools.repositoryUrl)),
    )
    .leftJoin(
      toolReviews,
      and(eq(toolReviews.toolId, tools.id), eq(toolReviews.kind, "licence"), isNull(toolReviews.closedAt)),
    )
    .where(and(isNotNull(toolRepositoryStats.figuresReadAt), toolIds ? inArray(tools.id, toolIds) : undefined));
  const toOpen = rows.flatMap((row) => {
    const detail = licenceContradiction(row.openSource, row.license);
    return detail && !row.openReview ? [{ toolId: row.toolId, kind: "licence" as const, detail }] : [];
  });
  const toClose = rows.flatMap((row) =>
    row.openReview && !licenceContradiction(row.openSource, row.license) ? [row.openReview] : [],
  );
  if (toOpen.length) await db.insert(toolReviews).values(toOpen).onConflictDoNothing();
  if (toClose.length)
    await db
      .update(toolReviews)
      .set({ closedAt: sql`now()`, closedBy: CLOSED_BY_CHECK })
      .where(inArray(toolReviews.id, toClose));
  return { opened: toOpen.length, closed: toClose.length };
}
