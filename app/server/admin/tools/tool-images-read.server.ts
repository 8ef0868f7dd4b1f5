// What a tool's images page shows: the tool's name and its current logo and screenshot.
import { eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { tools } from "#app/server/db/schema.server.ts";

export async function readToolImages(db: Database, toolId: string) {
  const [tool] = await db
    .select({
      id: tools.id,
      name: tools.name,
      slug: tools.slug,
      status: tools.status,
      logoUrl: tools.logoUrl,
      screenshotUrl: tools.screenshotUrl,
    })
    .from(tools)
    .where(eq(tools.id, toolId));
  return tool ?? null;
}
