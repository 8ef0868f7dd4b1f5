// The name a profile is shown by in public: its full name, else its username, else the account's
// own name (Google's; never an address). Null when there is none, so callers choose the fallback.
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { EDITORIAL_BYLINE } from "#app/lib/post-author.ts";
import { blogPosts, profiles, users } from "#app/server/db/schema.server.ts";

const blank = (value: SQLWrapper) => sql`nullif(btrim(${value}), '')`;

/** The public name of the profile or account with this id, or NULL. */
export function publicNameOf(id: SQLWrapper): SQL<string | null> {
  return sql<string | null>`coalesce(
    (SELECT coalesce(${blank(profiles.fullName)}, ${blank(profiles.username)}) FROM ${profiles} WHERE ${profiles.id} = ${id}),
    (SELECT ${blank(users.name)} FROM ${users} WHERE ${users.id} = ${id} AND strpos(${users.name}, '@') = 0))`;
}

/** A blog_posts row's byline and whether it names a person (an account) rather than the team. */
export const postBylineColumns = {
  authorName: sql<string>`coalesce(${publicNameOf(blogPosts.authorId)}, ${EDITORIAL_BYLINE})`,
  authorIsPerson: sql<boolean>`(${publicNameOf(blogPosts.authorId)} IS NOT NULL
    AND EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${blogPosts.authorId}))`,
};
