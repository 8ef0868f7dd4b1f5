// Topics are tags, counted over published tools.
import { eq, sql } from "drizzle-orm";
import { normalizeTag, parseTopicLetter, type TopicLetter } from "#app/lib/topics.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { tagRedirects, tags, tools, toolTags } from "#app/server/db/schema.server.ts";

export type Topic = Pick<typeof tags.$inferSelect, "name"> & { toolCount: number };

/** For a row of `tags`: the tag is on at least one published tool. */
export const tagInUse = sql`EXISTS (SELECT 1 FROM ${toolTags} JOIN ${tools} ON ${tools.id} = ${toolTags.toolId}
  WHERE ${toolTags.tagId} = ${tags.id} AND ${tools.status} = 'published')`;

export async function listTopics(db: Database, letter: TopicLetter | null = null): Promise<Topic[]> {
  const byLetter =
    letter === null
      ? sql`TRUE`
      : letter === "&"
        ? sql`${tags.name} !~ '^[a-z]'`
        : sql`left(${tags.name}, 1) = ${letter}`;
  const rows = await db.execute<Topic>(sql`
    SELECT ${tags.name}, count(*)::int AS "toolCount"
    FROM ${tags}
    JOIN ${toolTags} ON ${toolTags.tagId} = ${tags.id}
    JOIN ${tools} ON ${tools.id} = ${toolTags.toolId} AND ${tools.status} = 'published'
    WHERE ${byLetter}
    GROUP BY ${tags.name}
    ORDER BY ${tags.name}`);
  return [...rows];
}

/** The letters (and '&' for the rest) that at least one topic starts with. */
export async function listTopicLetters(db: Database): Promise<TopicLetter[]> {
  const rows = await db.execute<{ letter: string }>(sql`
    SELECT DISTINCT CASE WHEN ${tags.name} ~ '^[a-z]' THEN left(${tags.name}, 1) ELSE '&' END AS letter
    FROM ${tags} WHERE ${tagInUse}`);
  return rows.map((row) => parseTopicLetter(row.letter)).filter((letter) => letter !== null);
}

/** The stored tag for a name from a URL (tags are stored trimmed and lower-cased). */
export async function findTag(db: Database, name: string): Promise<string | null> {
  const [row] = await db
    .select({ name: tags.name })
    .from(tags)
    .where(eq(tags.name, normalizeTag(name)));
  return row?.name ?? null;
}

/** The current name of the tag that a renamed or merged tag named `oldName` became. */
export async function findRenamedTag(db: Database, oldName: string): Promise<string | null> {
  const [row] = await db
    .select({ name: tags.name })
    .from(tagRedirects)
    .innerJoin(tags, eq(tags.id, tagRedirects.tagId))
    .where(eq(tagRedirects.oldName, normalizeTag(oldName)));
  return row?.name ?? null;
}
