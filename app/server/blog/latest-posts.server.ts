import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { selectList, type RawRow } from "#app/server/db/raw-rows.server.ts";
import { blogPosts } from "#app/server/db/schema.server.ts";
import { memoize, SHARED_READ_TTL_MS } from "#app/server/memo.server.ts";

export type PostLink = RawRow<Pick<typeof blogPosts.$inferSelect, "id" | "title" | "slug">> & { publishedAt: string };

/** The newest published posts (tool page sidebar: 3). */
export function listLatestPosts(db: Database, limit: number): Promise<PostLink[]> {
  const { id, title, slug, publishedAt } = blogPosts;
  return memoize(`latest-posts:${limit}`, SHARED_READ_TTL_MS, async () => {
    const rows = await db.execute<PostLink>(sql`
      SELECT ${selectList({ id, title, slug, publishedAt })} FROM ${blogPosts}
      WHERE ${blogPosts.published} ORDER BY ${blogPosts.publishedAt} DESC LIMIT ${limit}`);
    return [...rows];
  });
}
