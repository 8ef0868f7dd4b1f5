// The notice on a draft or scheduled post's page, which only editors see. The public post page
// imports it, so it lives apart from the admin blog's rules (zod, which the browser does not load).
import type { PostStatus } from "#app/lib/admin-blog-rules.ts";
import { publicationTimeLabel } from "#app/lib/tool-status.ts";

/** What an unpublished post's page tells the only people who can see it: the editors. */
export function unpublishedPostNotice(status: Exclude<PostStatus, "published">, publishAt: string | null): string {
  const state =
    status === "scheduled" && publishAt
      ? `This post is scheduled for ${publicationTimeLabel(new Date(publishAt))}`
      : "This post is a draft";
  return `${state}. Only the editors can see this page.`;
}
