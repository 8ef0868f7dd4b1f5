// What a weekly newsletter holds: the tools published and the posts published in its week.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { blogPosts, tools } from "#app/server/db/schema.server.ts";
import type { DigestWeek } from "#app/server/newsletter/digest-week.server.ts";

export interface DigestContent {
  tools: Pick<typeof tools.$inferSelect, "name" | "slug" | "description">[];
  posts: Pick<typeof blogPosts.$inferSelect, "title" | "slug" | "excerpt">[];
}

export async function readDigestContent(db: Database, week: DigestWeek): Promise<DigestContent> {
  const [newTools, newPosts] = await Promise.all([
    db.execute<DigestContent["tools"][number]>(sql`
      SELECT ${tools.name}, ${tools.slug}, ${tools.description} FROM ${tools}
      WHERE ${tools.status} = 'published' AND ${tools.createdAt} >= ${week.from.toISOString()}
        AND ${tools.createdAt} < ${week.to.toISOString()}
      ORDER BY ${tools.createdAt}, ${tools.name}`),
    db.execute<DigestContent["posts"][number]>(sql`
      SELECT ${blogPosts.title}, ${blogPosts.slug}, ${blogPosts.excerpt} FROM ${blogPosts}
      WHERE ${blogPosts.published} AND ${blogPosts.publishedAt} >= ${week.from.toISOString()}
        AND ${blogPosts.publishedAt} < ${week.to.toISOString()}
      ORDER BY ${blogPosts.publishedAt}, ${blogPosts.title}`),
  ]);
  return { tools: [...newTools], posts: [...newPosts] };
}

export const isEmptyDigest = (content: DigestContent) => content.tools.length === 0 && content.posts.length === 0;
