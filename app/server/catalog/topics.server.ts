// Topics are tags, counted over published tools.
import { sql } from "drizzle-orm";
import { normalizeTag, parseTopicLetter, type TopicLetter } from "#app/lib/topics.ts";
import type { Database } from "#app/server/db/client.server.ts";

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

/** The letters (and '&' for the rest) that at least one topic starts with. */
export async function listTopicLetters(db: Database): Promise<TopicLetter[]> {
  const rows = await db.execute<{ letter: string }>(sql`
    SELECT DISTINCT CASE WHEN g.name ~ '^[a-z]' THEN left(g.name, 1) ELSE '&' END AS letter
    FROM tags g
    WHERE EXISTS (SELECT 1 FROM tool_tags tt JOIN tools t ON t.id = tt.tool_id
                  WHERE tt.tag_id = g.id AND t.status = 'published')`);
  return rows.map((row) => parseTopicLetter(row.letter)).filter((letter) => letter !== null);
}

/** The stored tag for a name from a URL (tags are stored trimmed and lower-cased). */
export async function findTag(db: Database, name: string): Promise<string | null> {
  const [row] = await db.execute<{ name: string }>(sql`SELECT name FROM tags WHERE name = ${normalizeTag(name)}`);
  return row?.name ?? null;
}
