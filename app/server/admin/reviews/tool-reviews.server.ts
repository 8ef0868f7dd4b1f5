// The editors' review queue: what the checks found for a tool (tool_reviews) and is still open,
// newest first, and an editor marking one as looked at.
import { REVIEWS_SHOWN } from "#app/lib/tool-reviews.ts";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { ToolReviewKind } from "#app/lib/tool-reviews.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { toolReviews, tools } from "#app/server/db/schema.server.ts";

export interface OpenReview {
  id: string;
  kind: ToolReviewKind;
  detail: string;
  openedAt: Date;
  tool: { id: string; name: string; slug: string };
}

export async function countOpenReviews(db: Database): Promise<number> {
  const [row] = await db.select({ open: count() }).from(toolReviews).where(isNull(toolReviews.closedAt));
  return row?.open ?? 0;
}

export async function listOpenReviews(db: Database): Promise<OpenReview[]> {
  const rows = await db
    .select({
      id: toolReviews.id,
      kind: toolReviews.kind,
      detail: toolReviews.detail,
      openedAt: toolReviews.openedAt,
      toolId: tools.id,
      toolName: tools.name,
      toolSlug: tools.slug,
    })
    .from(toolReviews)
    .innerJoin(tools, eq(tools.id, toolReviews.toolId))
    .where(isNull(toolReviews.closedAt))
    .orderBy(desc(toolReviews.openedAt), toolReviews.id)
    .limit(REVIEWS_SHOWN);
  return rows.map(({ toolId, toolName, toolSlug, ...review }) => ({
    ...review,
    tool: { id: toolId, name: toolName, slug: toolSlug },
  }));
}

/** Closes an open review as looked at by `editorId`; false when it was not open (closed meanwhile, or no such review). */
export async function closeReview(db: Database, reviewId: string, editorId: string): Promise<boolean> {
  const closed = await db
    .update(toolReviews)
    .set({ closedAt: sql`now()`, closedBy: editorId })
    .where(and(eq(toolReviews.id, reviewId), isNull(toolReviews.closedAt)))
    .returning({ id: toolReviews.id });
  return closed.length > 0;
}
