// One tool report, with the tool it is about, for its page in the queue.
import { eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { toolReports, tools } from "#app/server/db/schema.server.ts";

/** A report as the queue reads it. */
export const REPORT_COLUMNS = {
  id: toolReports.id,
  kind: toolReports.kind,
  message: toolReports.message,
  email: toolReports.email,
  status: toolReports.status,
  resolutionNote: toolReports.resolutionNote,
  closedAt: toolReports.closedAt,
  reporterMailedAt: toolReports.reporterMailedAt,
  createdAt: toolReports.createdAt,
  tool: { id: tools.id, name: tools.name, slug: tools.slug, status: tools.status },
};

export async function findToolReport(db: Database, id: string) {
  const [row] = await db
    .select(REPORT_COLUMNS)
    .from(toolReports)
    .innerJoin(tools, eq(tools.id, toolReports.toolId))
    .where(eq(toolReports.id, id));
  return row ?? null;
}

export type ToolReportRow = NonNullable<Awaited<ReturnType<typeof findToolReport>>>;
