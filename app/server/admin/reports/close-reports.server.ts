// Closing open reports: resolved with the editor's note, or dismissed. Each report that was still
// open gets its audit row; one already closed (by another editor, say) is left alone.
import { and, eq, inArray, sql } from "drizzle-orm";
import { REPORT_KIND_NAMES } from "#app/lib/tool-reports.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { toolReports, tools } from "#app/server/db/schema.server.ts";

export type Closing = { to: "resolved"; note: string } | { to: "dismissed" };

export interface ClosedReport {
  id: string;
  email: string | null;
  toolName: string;
  toolSlug: string;
}

/** The reports this closed. */
export async function closeReports(
  tx: Writer,
  audit: Audit,
  ids: readonly string[],
  closing: Closing,
): Promise<ClosedReport[]> {
  const open = await tx
    .select({
      id: toolReports.id,
      kind: toolReports.kind,
      email: toolReports.email,
      toolName: tools.name,
      toolSlug: tools.slug,
    })
    .from(toolReports)
    .innerJoin(tools, eq(tools.id, toolReports.toolId))
    .where(and(inArray(toolReports.id, [...ids]), eq(toolReports.status, "open")))
    .orderBy(toolReports.createdAt)
    .for("update", { of: toolReports });
  if (open.length === 0) return [];
  const note = closing.to === "resolved" ? closing.note : null;
  await tx
    .update(toolReports)
    .set({ status: closing.to, resolutionNote: note, closedAt: sql`now()` })
    .where(
      inArray(
        toolReports.id,
        open.map((row) => row.id),
      ),
    );
  for (const row of open)
    await audit({
      entityType: "tool_report",
      entityId: row.id,
      entityLabel: `${row.toolName}: ${REPORT_KIND_NAMES[row.kind]}`,
      action: closing.to,
      before: { status: "open" },
      after: note === null ? { status: closing.to } : { status: closing.to, note },
    });
  return open.map(({ id, email, toolName, toolSlug }) => ({ id, email, toolName, toolSlug }));
}
