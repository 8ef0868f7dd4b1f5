// The admin overview's figures, counted in one round trip.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { subscribers, tools, users } from "#app/server/db/schema.server.ts";
import { inReviewQueue } from "#app/server/submissions/review-queue.server.ts";

export interface AdminFigures {
  toolsByStatus: { status: string; count: number }[];
  users: number;
  subscribers: { status: string; count: number }[];
  /** Submissions waiting in the review queue. */
  pendingSubmissions: number;
}

type Row = { kind: string; label: string | null; count: number };

export async function readAdminFigures(db: Database): Promise<AdminFigures> {
  const rows = await db.execute<Row>(sql`
    SELECT 'tools' AS kind, ${tools.status} AS label, count(*)::int AS count FROM ${tools} GROUP BY ${tools.status}
    UNION ALL SELECT 'users', NULL, count(*)::int FROM ${users}
    UNION ALL SELECT 'subscribers', ${subscribers.status}, count(*)::int FROM ${subscribers} GROUP BY ${subscribers.status}
    UNION ALL SELECT 'pending', NULL, count(*)::int FROM ${tools} WHERE ${inReviewQueue}`);
  const of = (kind: string) => rows.filter((row) => row.kind === kind);
  return {
    toolsByStatus: of("tools").map((row) => ({ status: row.label ?? "", count: row.count })),
    users: of("users")[0]?.count ?? 0,
    subscribers: of("subscribers").map((row) => ({ status: row.label ?? "", count: row.count })),
    pendingSubmissions: of("pending")[0]?.count ?? 0,
  };
}
