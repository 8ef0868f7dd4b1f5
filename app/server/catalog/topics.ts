// Topics are tags, counted over published tools.
import { sql } from "drizzle-orm";
import { normalizeTag, type TopicLetter } from "~/lib/topics";
import type { Database } from "../db/client.ts";

export type Topic = { name: string; toolCount: number };

export async function listTopics(db: Database, letter: TopicLetter | null = null): Promise<Topic[]> {
  const byLetter =
    letter === null ? sql`TRUE` : letter === "&" ? sql`g.name !~ '^[a-z]'` : sql`left(g.name, 1) = ${letter}`;
  const rows = await db.execute<Topic>(sql`
    SELECT g.name, count(*)::int AS "toolCount"
    FROM tags g
    JOIN tool_tags tt ON tt.tag_id = g.id
    JOIN tools t ON t.id = tt.tool_id AND t.status = 'published'
    WHERE ${byLetter}
    GROUP BY g.name
    ORDER BY g.name`);
  return [...rows];
}

/** The stored tag for a name from a URL (tags are stored trimmed and lower-cased). */
export async function findTag(db: Database, name: string): Promise<string | null> {
  const [row] = await db.execute<{ name: string }>(sql`SELECT name FROM tags WHERE name = ${normalizeTag(name)}`);
  return row?.name ?? null;
}
