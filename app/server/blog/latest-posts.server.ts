import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";

export type PostLink = { id: string; title: string; slug: string; publishedAt: string };

/** The newest published posts (tool page sidebar: 3). */
export async function listLatestPosts(db: Database, limit: number): Promise<PostLink[]> {
  const rows = await db.execute<PostLink>(sql`
    SELECT id, title, slug, published_at AS "publishedAt" FROM blog_posts
    WHERE published ORDER BY published_at DESC LIMIT ${limit}`);
  return [...rows];
}
