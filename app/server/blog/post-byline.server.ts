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

/**
 * The byline of a post written by the account or profile with this id: its public name, else (a
 * writer who never named themselves) the name part of the account's address, since a post that a
 * person wrote is never the house's; the house byline only for a post with no author, or one whose
 * account is gone.
 */
export function bylineOf(id: SQLWrapper): SQL<string> {
  return sql<string>`coalesce(${publicNameOf(id)},
    (SELECT split_part(${users.email}, '@', 1) FROM ${users} WHERE ${users.id} = ${id}),
    ${EDITORIAL_BYLINE})`;
}

/** A blog_posts row's byline and whether it names a person (an account) rather than the team. */
export const postBylineColumns = {
  authorName: bylineOf(blogPosts.authorId),
  authorIsPerson: sql<boolean>`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${blogPosts.authorId})`,
};
