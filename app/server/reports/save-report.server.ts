// A visitor's report, stored open for the editors' queue.
import type { ToolReportInput } from "#app/lib/tool-report-rules.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { toolReports } from "#app/server/db/schema.server.ts";

/** The stored report's id. */
export async function saveToolReport(db: Database, toolId: string, report: ToolReportInput): Promise<string> {
  const [row] = await db
    .insert(toolReports)
    .values({ toolId, kind: report.kind, message: report.message, email: report.email })
    .returning({ id: toolReports.id });
  return row!.id;
}
