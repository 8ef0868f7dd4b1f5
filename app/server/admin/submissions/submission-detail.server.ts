// One submission as its reviewer sees it: everything the tool holds, who sent it, and whether it
// still waits for a decision.
import { eq } from "drizzle-orm";
import { findToolById, type ToolDetail } from "#app/server/catalog/tool-detail.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { users } from "#app/server/db/schema.server.ts";
import { isWaitingForReview } from "#app/server/submissions/review-queue.server.ts";

export interface Submission {
  tool: ToolDetail;
  /** The submitter's address; null when no account owns the tool. */
  submitterEmail: string | null;
  /** Still in the review queue: pending, and not scheduled by an editor. */
  waiting: boolean;
}

/** The tool with this id (a uuid) as a submission, or null when there is none. */
export async function findSubmission(db: Database, id: string): Promise<Submission | null> {
  const tool = await findToolById(db, id);
  if (!tool) return null;
  const [submitter] = tool.userId
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, tool.userId))
    : [];
  return {
    tool,
    submitterEmail: submitter?.email ?? null,
    waiting: isWaitingForReview(tool),
  };
}
