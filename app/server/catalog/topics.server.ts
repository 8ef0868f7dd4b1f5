// Topics are tags, counted over published tools (tags.tool_count, kept by triggers).
import { eq, sql } from "drizzle-orm";
import { normalizeTag, parseTopicLetter, type TopicLetter } from "#app/lib/topics.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { tagRedirects, tags } from "#app/server/db/schema.server.ts";

export type Topic = Pick<typeof tags.$inferSelect, "name"> & { toolCount: number };

/** For a row of `tags`: the tag is on at least one published tool. */
export const tagInUse = sql`${tags.toolCount} > 0`;

/** Topics per page of /tag and /topics: three full columns, however many tags the catalogue has. */
export const TOPIC_PAGE_SIZE = 150;

/** One page of the topics in use (those starting with `letter`, if given) by name, and how many there are. */
export async function listTopics(
  db: Database,
  letter: TopicLetter | null,
  page: number,
): Promise<{ topics: Topic[]; total: number }> {
  const byLetter =
    letter === null
      ? sql`TRUE`
      : letter === "&"
        ? sql`${tags.name} !~ '^[a-z]'`
        : sql`left(${tags.name}, 1) = ${letter}`;
  const rows = await db.execute<Topic & { total: number }>(sql`
    SELECT ${tags.name}, ${tags.toolCount} AS "toolCount", count(*) OVER ()::int AS total
    FROM ${tags}
    WHERE ${tagInUse} AND ${byLetter}
    ORDER BY ${tags.name}
    LIMIT ${TOPIC_PAGE_SIZE} OFFSET ${(page - 1) * TOPIC_PAGE_SIZE}`);
  return { topics: rows.map(({ name, toolCount }) => ({ name, toolCount })), total: rows[0]?.total ?? 0 };
}

/** The letters (and '&' for the rest) that at least one topic starts with. */
export async function listTopicLetters(db: Database): Promise<TopicLetter[]> {
  const rows = await db.execute<{ letter: string }>(sql`
    SELECT DISTINCT CASE WHEN ${tags.name} ~ '^[a-z]' THEN left(${tags.name}, 1) ELSE '&' END AS letter
    FROM ${tags} WHERE ${tagInUse}`);
  return rows.map((row) => parseTopicLetter(row.letter)).filter((letter) => letter !== null);
}

export type FoundTag = Pick<typeof tags.$inferSelect, "id" | "name" | "toolCount">;

/** The stored tag for a name from a URL (tags are stored trimmed and lower-cased), with its count. */
export async function findTag(db: Database, name: string): Promise<FoundTag | null> {
  const [row] = await db
    .select({ id: tags.id, name: tags.name, toolCount: tags.toolCount })
    .from(tags)
    .where(eq(tags.name, normalizeTag(name)));
  return row ?? null;
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
