// The media list's words shared by its page and the post editor (no zod: the editor's browser
// code imports this): the forms' intents and the Markdown that shows an image.

export const BLOG_MEDIA_INTENTS = { upload: "upload", delete: "delete" } as const;
export type BlogMediaIntent = (typeof BLOG_MEDIA_INTENTS)[keyof typeof BLOG_MEDIA_INTENTS];

export const MEDIA_PATH = "/admin/blog/media";

/** Where a form without JavaScript goes back to after an upload or a delete. */
export const MEDIA_RETURN_FIELD = "returnTo";

/** Markdown's image: brackets and backslashes in the alt text are escaped so they cannot end it. */
export const markdownImage = (alt: string, url: string) => `![${alt.replace(/[\\[\]]/g, "\\$&")}](${url})`;

export interface BlogMediaImage {
  id: string;
  url: string;
  alt: string;
  width: number;
  height: number;
}
