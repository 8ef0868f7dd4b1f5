// The reports queue: reports of one status, open ones newest first (like the contact inbox), closed
// ones latest closed first, a page at a time; and how many there are of each status.
import { count, desc, eq } from "drizzle-orm";
import type { ReportQueueQuery } from "#app/lib/report-queue.ts";
import { REPORT_STATUSES, type ReportStatus } from "#app/lib/tool-reports.ts";
import { REPORT_COLUMNS, type ToolReportRow } from "#app/server/admin/reports/find-report.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { toolReports, tools } from "#app/server/db/schema.server.ts";

export async function listToolReports(
  db: Database,
  query: ReportQueueQuery,
  pageSize: number,
): Promise<{ rows: ToolReportRow[]; total: number }> {
  const condition = eq(toolReports.status, query.status);
  const order =
    query.status === "open"
      ? [desc(toolReports.createdAt), desc(toolReports.id)]
      : [desc(toolReports.closedAt), desc(toolReports.id)];
  const [rows, totals] = await Promise.all([
    db
      .select(REPORT_COLUMNS)
      .from(toolReports)
      .innerJoin(tools, eq(tools.id, toolReports.toolId))
      .where(condition)
      .orderBy(...order)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(toolReports).where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function countReportsByStatus(db: Database): Promise<Record<ReportStatus, number>> {
  const rows = await db
    .select({ status: toolReports.status, n: count() })
    .from(toolReports)
    .groupBy(toolReports.status);
  const counts = Object.fromEntries(REPORT_STATUSES.map((status) => [status, 0])) as Record<ReportStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** How many reports wait: the figure beside "Reports" in the navigation. */
export async function countOpenReports(db: Database): Promise<number> {
  const [row] = await db.select({ open: count() }).from(toolReports).where(eq(toolReports.status, "open"));
  return row?.open ?? 0;
}
