// Replacing or removing a tool's logo or screenshot. An upload is checked by its header,
// re-encoded to WebP and stored under a new name; then the tool points at it, in one transaction
// with its audit row. Only after that commit is the file it replaced deleted, and a new file the
// tool could not be pointed at is deleted at once (even when the database went away meanwhile),
// so no row ever names a missing file and no file is left that no row names.
import type { AppLoadContext } from "react-router";
import { and, eq, sql } from "drizzle-orm";
import { TOOL_IMAGE_MAX_BYTES } from "#app/lib/body-limits.ts";
import { TOOL_IMAGE_TOO_LARGE, TOOL_NOT_FOUND } from "#app/lib/tool-image-rules.ts";
import { TOOL_IMAGE_BOXES, type ToolImageKind } from "#app/lib/tool-images.ts";
import { adminWrite, type Audit } from "#app/server/admin/admin-write.server.ts";
import { changedFields, type Writer } from "#app/server/admin/audit.server.ts";
import { removeToolImageFile, storeToolImageFile } from "#app/server/admin/tools/tool-image-files.server.ts";
import { toolImageOrigins, tools } from "#app/server/db/schema.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { imageUploadRefusal } from "#app/server/images/upload-limit.server.ts";
import { toWebp } from "#app/server/images/webp-image.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";

export type ToolImageChange = { ok: true } | { ok: false; status: 400 | 413 | 429 | 503; error: string };

const COLUMN = { logo: "logoUrl", screenshot: "screenshotUrl" } as const satisfies Record<ToolImageKind, string>;

/** Points the tool's `kind` at `url` (null: none) with its audit row; returns the URL it had. */
async function pointToolAt(
  tx: Writer,
  audit: Audit,
  toolId: string,
  kind: ToolImageKind,
  url: string | null,
): Promise<string | null> {
  const column = COLUMN[kind];
  const [tool] = await tx
    .select({ name: tools.name, url: tools[column] })
    .from(tools)
    .where(eq(tools.id, toolId))
    .for("update");
  if (!tool) throw notFound(TOOL_NOT_FOUND);
  if (tool.url === url) return null;
  await tx
    .update(tools)
    .set({ [column]: url })
    .where(eq(tools.id, toolId));
  // An upload is the editor's, and the listing check never replaces it; a removal leaves no origin.
  if (url)
    await tx
      .insert(toolImageOrigins)
      .values({ toolId, kind, source: "editor" })
      .onConflictDoUpdate({
        target: [toolImageOrigins.toolId, toolImageOrigins.kind],
        set: { source: "editor", sourceUrl: null, storedAt: sql`now()` },
      });
  else
    await tx.delete(toolImageOrigins).where(and(eq(toolImageOrigins.toolId, toolId), eq(toolImageOrigins.kind, kind)));
  await audit({
    entityType: "tool",
    entityId: toolId,
    entityLabel: tool.name,
    action: url ? `${kind} uploaded` : `${kind} removed`,
    ...changedFields({ [column]: tool.url }, { [column]: url }),
  });
  return tool.url;
}

/**
 * Whether the tool does not name `url` after a failed write. The write may have failed after its
 * commit (while refreshing the public copies): then the tool names the file, and it stays. When
 * the tool cannot be read (the database went away), what we know decides: a write that was never
 * seen to commit names nothing, so its file goes.
 */
async function unused(context: AppLoadContext, toolId: string, kind: ToolImageKind, url: string, committed: boolean) {
  try {
    const [tool] = await context.db().select({ url: tools[COLUMN[kind]] }).from(tools).where(eq(tools.id, toolId));
    return tool?.url !== url;
  } catch {
    return !committed;
  }
}

export async function uploadToolImage(
  context: AppLoadContext,
  toolId: string,
  kind: ToolImageKind,
  file: File,
): Promise<ToolImageChange> {
  if (file.size > TOOL_IMAGE_MAX_BYTES) return { ok: false, status: 413, error: TOOL_IMAGE_TOO_LARGE };
  const limited = await imageUploadRefusal(context.db(), requireAdmin(context).id);
  if (limited) return { ok: false, status: 429, error: limited };
  const image = await toWebp(new Uint8Array(await file.arrayBuffer()), { within: TOOL_IMAGE_BOXES[kind] });
  if (!image.ok) return { ok: false, status: 400, error: image.error };
  const bucket = context.env.TOOL_IMAGES;
  let url: string;
  try {
    url = await storeToolImageFile(bucket, toolId, kind, image);
  } catch (error) {
    console.error("tool image upload", error);
    return { ok: false, status: 503, error: "The image could not be stored. Try again." };
  }
  let replaced: string | null;
  let committed = false;
  try {
    replaced = await adminWrite(context, (tx, audit) => pointToolAt(tx, audit, toolId, kind, url), {
      afterCommit: async () => {
        committed = true;
      },
    });
  } catch (error) {
    if (await unused(context, toolId, kind, url, committed)) await removeToolImageFile(bucket, url);
    if (error instanceof Response) throw error;
    console.error("tool image update", error);
    return { ok: false, status: 503, error: "The tool could not be updated with the image. Try again." };
  }
  await removeToolImageFile(bucket, replaced);
  return { ok: true };
}

export async function removeToolImage(
  context: AppLoadContext,
  toolId: string,
  kind: ToolImageKind,
): Promise<ToolImageChange> {
  let removed: string | null;
  try {
    removed = await adminWrite(context, (tx, audit) => pointToolAt(tx, audit, toolId, kind, null));
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("tool image removal", error);
    return { ok: false, status: 503, error: `The ${kind} could not be removed. Try again.` };
  }
  await removeToolImageFile(context.env.TOOL_IMAGES, removed);
  return { ok: true };
}
