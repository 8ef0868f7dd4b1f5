// Stores what a look at a tool's website found. Each image is put in the bucket under a new name,
// then, in one transaction that locks the tool, the tool points at it and its origin is recorded,
// unless an editor's image is there by then: an editor's upload always wins, and the fetched file
// is deleted. The file a fetched image replaces goes after the commit, as with uploads.
import { and, eq, sql } from "drizzle-orm";
import type { ToolImageKind } from "#app/lib/tool-images.ts";
import { removeToolImageFile, storeToolImageFile } from "#app/server/admin/tools/tool-image-files.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { toolImageOrigins, tools, toolSiteImageFetches } from "#app/server/db/schema.server.ts";
import type { FetchedImage } from "#app/server/site-images/fetch-site-images.server.ts";

const COLUMN = { logo: "logoUrl", screenshot: "screenshotUrl" } as const satisfies Record<ToolImageKind, string>;

/** Bucket operations one stored image takes (the new file, the old one's removal). */
export const BUCKET_OPERATIONS_PER_IMAGE = 2;

/** Whether the tool's `kind` is an editor's: stored, and uploaded (or older than origins). */
export const isEditorsImage = (url: string | null, source: string | null | undefined) =>
  url !== null && (source ?? "editor") === "editor";

/** Stores the image as the tool's `kind` unless an editor's is there; true when stored. */
export async function storeFetchedImage(
  bucket: R2Bucket,
  db: Database,
  toolId: string,
  kind: ToolImageKind,
  image: FetchedImage,
): Promise<boolean> {
  const url = await storeToolImageFile(bucket, toolId, kind, image);
  let replaced: string | null = null;
  let stored = false;
  try {
    await db.transaction(async (tx) => {
      const [tool] = await tx
        .select({ url: tools[COLUMN[kind]] })
        .from(tools)
        .where(eq(tools.id, toolId))
        .for("update");
      if (!tool) return;
      const [origin] = await tx
        .select({ source: toolImageOrigins.source })
        .from(toolImageOrigins)
        .where(and(eq(toolImageOrigins.toolId, toolId), eq(toolImageOrigins.kind, kind)));
      if (isEditorsImage(tool.url, origin?.source)) return;
      await tx
        .update(tools)
        .set({ [COLUMN[kind]]: url })
        .where(eq(tools.id, toolId));
      await tx
        .insert(toolImageOrigins)
        .values({ toolId, kind, source: image.origin, sourceUrl: image.sourceUrl, license: null })
        .onConflictDoUpdate({
          target: [toolImageOrigins.toolId, toolImageOrigins.kind],
          set: { source: image.origin, sourceUrl: image.sourceUrl, license: null, storedAt: sql`now()` },
        });
      replaced = tool.url;
      stored = true;
    });
  } finally {
    await removeToolImageFile(bucket, stored ? replaced : url);
  }
  return stored;
}

export async function recordSiteImageFetch(db: Database, toolId: string, outcome: string) {
  await db
    .insert(toolSiteImageFetches)
    .values({ toolId, outcome })
    .onConflictDoUpdate({ target: toolSiteImageFetches.toolId, set: { outcome, fetchedAt: sql`now()` } });
}
