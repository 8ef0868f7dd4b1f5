// The admin posts list: drafts, scheduled and published posts, searched by title or slug, filtered
// by status, newest update first, paged in SQL (the updated_at index gives the order).
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { AdminPostQuery } from "#app/lib/admin-blog-rules.ts";
import { escapeLike } from "#app/server/catalog/tool-matching.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { blogPosts } from "#app/server/db/schema.server.ts";

export interface AdminPostRow {
  id: string;
  title: string;
  slug: string;
  published: boolean;
  publishedAt: Date | null;
  publishAt: Date | null;
  updatedAt: Date;
}

function conditions(query: AdminPostQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const contains = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(blogPosts.title, contains), ilike(blogPosts.slug, contains)));
  }
  if (query.status === "published") where.push(eq(blogPosts.published, true));
  if (query.status === "scheduled") where.push(and(eq(blogPosts.published, false), isNotNull(blogPosts.publishAt)));
  if (query.status === "draft") where.push(and(eq(blogPosts.published, false), isNull(blogPosts.publishAt)));
  return and(...where);
}

/** One page of the list and the number of posts under its filters. */
export async function listAdminPosts(
  db: Database,
  query: AdminPostQuery,
  pageSize: number,
): Promise<{ rows: AdminPostRow[]; total: number }> {
  const where = conditions(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        published: blogPosts.published,
        publishedAt: blogPosts.publishedAt,
        publishAt: blogPosts.publishAt,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.updatedAt), asc(blogPosts.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
