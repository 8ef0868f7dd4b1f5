// Giving a tool its tags by name: new tags are added and existing ones reused, in one statement.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { bare } from "#app/server/db/raw-rows.server.ts";
import { tags, toolTags } from "#app/server/db/schema.server.ts";

/** Adds the tags (already normalized: trimmed, lower-case, each once) to the tool. */
export async function addToolTags(db: Pick<Database, "execute">, toolId: string, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db.execute(sql`
    WITH wanted AS (SELECT json_array_elements_text(${JSON.stringify(names)}::json) AS name),
    added AS (INSERT INTO ${tags} (${bare(tags.name)}) SELECT name FROM wanted ON CONFLICT (${bare(tags.name)}) DO NOTHING RETURNING ${tags.id}),
    every_tag AS (SELECT id FROM added UNION SELECT ${tags.id} FROM ${tags} JOIN wanted ON wanted.name = ${tags.name})
    INSERT INTO ${toolTags} (${bare(toolTags.toolId)}, ${bare(toolTags.tagId)})
    SELECT ${toolId}, id FROM every_tag ON CONFLICT DO NOTHING`);
}
