// Deleting a tool for good: only an archived one (archive comes first, and can be undone), inside
// the caller's transaction (adminWrite). Its categories, tags, redirects and bookmarks go with its
// row; the history keeps everything it was. Its image files are the caller's to remove once the
// delete is committed (removeToolImageFile), so no row ever names a missing file.
import { eq } from "drizzle-orm";
import type { ToolStatus } from "#app/lib/tool-facets.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { findToolForEditor, wholeToolSnapshot } from "#app/server/admin/tools/tool-editor-data.server.ts";
import { tools } from "#app/server/db/schema.server.ts";

export type DeleteToolResult =
  | { ok: true; name: string; imageUrls: (string | null)[] }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "not-allowed"; status: ToolStatus };

export async function deleteArchivedTool(tx: Writer, audit: Audit, toolId: string): Promise<DeleteToolResult> {
  const tool = await findToolForEditor(tx, toolId, { lock: true });
  if (!tool) return { ok: false, reason: "not-found" };
  if (tool.status !== "archived") return { ok: false, reason: "not-allowed", status: tool.status };
  await tx.delete(tools).where(eq(tools.id, toolId));
  await audit({
    entityType: "tool",
    entityId: toolId,
    entityLabel: tool.name,
    action: "deleted",
    before: wholeToolSnapshot(tool),
    after: null,
  });
  return { ok: true, name: tool.name, imageUrls: [tool.logoUrl, tool.screenshotUrl] };
}
