// What a weekly newsletter holds: the tools published and the posts published in its week.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import type { DigestWeek } from "#app/server/newsletter/digest-week.server.ts";

export interface DigestContent {
  tools: { name: string; slug: string; description: string }[];
  posts: { title: string; slug: string; excerpt: string | null }[];
}

export async function readDigestContent(db: Database, week: DigestWeek): Promise<DigestContent> {
  const [tools, posts] = await Promise.all([
    db.execute<DigestContent["tools"][number]>(sql`
      SELECT name, slug, description FROM tools
      WHERE status = 'published' AND created_at >= ${week.from.toISOString()} AND created_at < ${week.to.toISOString()}
      ORDER BY created_at, name`),
    db.execute<DigestContent["posts"][number]>(sql`
      SELECT title, slug, excerpt FROM blog_posts
      WHERE published AND published_at >= ${week.from.toISOString()} AND published_at < ${week.to.toISOString()}
      ORDER BY published_at, title`),
  ]);
  return { tools: [...tools], posts: [...posts] };
}

export const isEmptyDigest = (content: DigestContent) => content.tools.length === 0 && content.posts.length === 0;
