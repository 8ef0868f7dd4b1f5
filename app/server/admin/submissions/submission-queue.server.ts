// The editors' review queue: submissions waiting for a decision, oldest first, so every one is
// reviewed in turn.
import { asc, eq, getTableName } from "drizzle-orm";
import type { DuplicateMatch } from "#app/lib/duplicate-tools.ts";
import { firstDuplicateOf } from "#app/server/catalog/duplicate-tools.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { tools, users } from "#app/server/db/schema.server.ts";
import { inReviewQueue } from "#app/server/submissions/review-queue.server.ts";

export interface QueuedSubmission {
  id: string;
  name: string;
  websiteUrl: string;
  submittedAt: Date;
  /** The submitter's address; null when no account owns the tool. */
  submitterEmail: string | null;
  /** A listed (or another submitted) tool with the same website or name. */
  duplicateOf: Pick<DuplicateMatch, "id" | "name" | "slug" | "status"> | null;
}

export async function countReviewQueue(db: Database): Promise<number> {
  return db.$count(tools, inReviewQueue);
}

/** One page of the queue and the queue's length. */
export async function listReviewQueue(
  db: Database,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ submissions: QueuedSubmission[]; total: number }> {
  const [submissions, total] = await Promise.all([
    db
      .select({
        id: tools.id,
        name: tools.name,
        websiteUrl: tools.websiteUrl,
        submittedAt: tools.createdAt,
        submitterEmail: users.email,
        duplicateOf: firstDuplicateOf(getTableName(tools)),
      })
      .from(tools)
      .leftJoin(users, eq(users.id, tools.userId))
      .where(inReviewQueue)
      .orderBy(asc(tools.createdAt), asc(tools.id))
      .limit(limit)
      .offset(offset),
    countReviewQueue(db),
  ]);
  return { submissions, total };
}
