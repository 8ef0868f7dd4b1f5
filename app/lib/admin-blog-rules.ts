// The admin blog's forms, shared by the pages and the server: a post's fields, the content
// preview, its publication actions, the list's filters, and the blog categories' form.
import { z } from "zod";
import { TOOL_IMAGE_MAX_BYTES } from "#app/lib/body-limits.ts";
import type { EditConflict } from "#app/lib/edit-conflict.ts";
import type { FormFailure } from "#app/lib/form-result.ts";
import { SLUG_PATTERN } from "#app/lib/admin-tool-rules.ts";
import { ScheduleForm } from "#app/lib/submission-review-rules.ts";
import { parsePageParam } from "#app/lib/pagination.ts";
import { normalizeTag } from "#app/lib/topics.ts";
import { singleLine } from "#app/lib/single-line-field.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { imageAlt, optionalImage } from "#app/lib/image-alt-rules.ts";
import { fitsIn } from "#app/lib/text-limits.ts";

export const POST_LIMITS = {
  title: 160,
  slug: 100,
  excerpt: 500,
  /** Characters of Markdown; the editor form's body cap (request-body-caps.ts) leaves room for them. */
  content: 200_000,
  tags: 10,
  tag: 30,
  tools: 5,
  categoryName: 60,
} as const;

export const POST_EDITOR_INTENTS = {
  save: "save",
  preview: "preview",
  publish: "publish",
  schedule: "schedule",
  unpublish: "unpublish",
  delete: "delete",
} as const;
export type PostEditorIntent = (typeof POST_EDITOR_INTENTS)[keyof typeof POST_EDITOR_INTENTS];

export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

/** A post is published, or waits for its publication time, or is a draft. */
export const postStatusOf = (post: { published: boolean; publishAt: string | Date | null }): PostStatus =>
  post.published ? "published" : post.publishAt ? "scheduled" : "draft";

const SLUG_FORMAT = "Use lower-case letters a-z and digits, in words joined by single hyphens.";
const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .+#&-]*$/u;

/** The content as stored and compared: Unix line ends, no trailing blank space. */
export const markdownText = (text: string | null) => (text ?? "").replace(/\r\n?/g, "\n").trimEnd();

/** The featured tools' fields, in order: a tool's slug each. */
export const TOOL_FIELDS = ["tool1", "tool2", "tool3", "tool4", "tool5"] as const;
export type PostToolField = (typeof TOOL_FIELDS)[number];

/** The ticked category boxes arrive as one field each; the form reads them as one comma-joined field. */
export function joinPostCategories(form: FormData): void {
  const checked = form.getAll("categories").filter((value): value is string => typeof value === "string");
  form.set("categories", checked.join(","));
}

const toolSlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(POST_LIMITS.slug, "Enter a tool's slug, as in /tool/<slug>.")
  .refine((value) => value === "" || SLUG_PATTERN.test(value), "Enter a tool's slug, as in /tool/<slug>.");

const content = z
  .string()
  .refine(
    fitsIn(POST_LIMITS.content),
    `Keep the content under ${POST_LIMITS.content.toLocaleString("en-US")} characters.`,
  )
  .transform(markdownText);

export const PostForm = z
  .object({
    title: singleLine(
      z
        .string()
        .trim()
        .min(3, "Enter the post's title.")
        .max(POST_LIMITS.title, `Titles are at most ${POST_LIMITS.title} characters.`),
    ),
    /** Blank: made from the title. */
    slug: z
      .string()
      .trim()
      .max(POST_LIMITS.slug, `Slugs are at most ${POST_LIMITS.slug} characters.`)
      .refine((value) => value === "" || SLUG_PATTERN.test(value), SLUG_FORMAT),
    excerpt: z
      .string()
      .trim()
      .refine(fitsIn(POST_LIMITS.excerpt), `Keep the excerpt under ${POST_LIMITS.excerpt} characters.`),
    content: content.refine((value) => value !== "", "Write the post's content."),
    categories: z
      .string()
      .transform((value) => [...new Set(value.split(",").filter(Boolean))])
      .refine((ids) => ids.every(isUuid), "Choose from the listed categories."),
    tags: z
      .string()
      .transform((value) => [...new Set(value.split(",").map(normalizeTag).filter(Boolean))])
      .refine((tags) => tags.length <= POST_LIMITS.tags, `Add at most ${POST_LIMITS.tags} tags.`)
      .refine(
        (tags) => tags.every((tag) => tag.length <= POST_LIMITS.tag),
        `Tags are at most ${POST_LIMITS.tag} characters each.`,
      )
      .refine(
        (tags) => tags.every((tag) => TAG_PATTERN.test(tag)),
        "Tags are letters, digits, spaces and - . + # & only, separated by commas.",
      ),
    /** A user or byline id from the editor's list; blank keeps the author (a new post: its writer). */
    author: z.string().trim().max(100, "Choose one of the listed authors."),
    tool1: toolSlug,
    tool2: toolSlug,
    tool3: toolSlug,
    tool4: toolSlug,
    tool5: toolSlug,
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    for (const field of TOOL_FIELDS) {
      const slug = value[field];
      if (!slug) continue;
      if (seen.has(slug)) ctx.addIssue({ code: "custom", path: [field], message: "This tool is already chosen." });
      seen.add(slug);
    }
  });

export type PostInput = z.output<typeof PostForm>;
export type PostField = keyof z.input<typeof PostForm>;
export type PostFormValues = Record<PostField, string>;

/** The preview reads only the content; every other field is kept as typed. */
export const PostPreviewForm = z.object({ content });

export const DeletePostForm = z.object({
  confirm: z.literal("delete", { error: "Tick the box to confirm that the post is deleted for good." }),
});

export { ScheduleForm };

export type PostStatusField = keyof z.input<typeof ScheduleForm> | keyof z.input<typeof DeletePostForm>;

/** A refused form of the editor page, named by its intent (a saved one redirects with a notice). */
export type PostEditorFailure = FormFailure<PostField | PostStatusField> & {
  intent: PostEditorIntent;
  conflict?: EditConflict;
};

export type PostPreview = {
  ok: true;
  intent: typeof POST_EDITOR_INTENTS.preview;
  values: Partial<Record<PostField, string>>;
  previewHtml: string;
};

export const BLANK_POST_VALUES: PostFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  categories: "",
  tags: "",
  author: "",
  tool1: "",
  tool2: "",
  tool3: "",
  tool4: "",
  tool5: "",
};

/** The posts list: 50 a page, newest update first. */
export const ADMIN_POST_PAGE_SIZE = 50;

export interface AdminPostQuery {
  q: string;
  status: PostStatus | null;
  page: number;
}

export const BLOG_CATEGORY_INTENTS = { save: "save", delete: "delete" } as const;

export const BlogCategoryForm = z.object({
  name: singleLine(
    z
      .string()
      .trim()
      .min(2, "Enter the category's name.")
      .max(POST_LIMITS.categoryName, `Names are at most ${POST_LIMITS.categoryName} characters.`),
  ),
  slug: z
    .string()
    .trim()
    .max(POST_LIMITS.slug, `Slugs are at most ${POST_LIMITS.slug} characters.`)
    .refine((value) => value === "" || SLUG_PATTERN.test(value), SLUG_FORMAT),
});
export type BlogCategoryField = keyof z.input<typeof BlogCategoryForm>;
export type BlogCategoryFailure = FormFailure<BlogCategoryField> & {
  intent: (typeof BLOG_CATEGORY_INTENTS)[keyof typeof BLOG_CATEGORY_INTENTS];
  conflict?: EditConflict;
};

/**
 * The list's query from the URL: `q` (title or slug), `status`, `page`. Empty is no filter; a value
 * the list cannot use is refused with a message that names it.
 */
export function parseAdminPostQuery(
  params: URLSearchParams,
): { ok: true; query: AdminPostQuery } | { ok: false; message: string } {
  const q = (params.get("q") ?? "").trim();
  if (q.length > 100) return { ok: false, message: "Search for at most 100 characters." };
  const status = params.get("status") || null;
  if (status !== null && !(POST_STATUSES as readonly string[]).includes(status))
    return { ok: false, message: "Unknown status." };
  const page = parsePageParam(params.get("page"));
  if (page === null) return { ok: false, message: "Unknown page." };
  return { ok: true, query: { q, status: status as PostStatus | null, page } };
}

/** The list's URL for a query: only what is set. */
export function adminPostSearch(query: AdminPostQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const FEATURED_IMAGE_INTENTS = { upload: "upload", remove: "remove" } as const;

export const FEATURED_IMAGE_TOO_LARGE = `Images must be ${TOOL_IMAGE_MAX_BYTES / (1024 * 1024)} MB or smaller.`;

/** A new image with its alt text, or (no file) new alt text for the image the post has. */
export const FeaturedImageForm = z.object({ image: optionalImage, alt: imageAlt });

export const NO_FEATURED_IMAGE_CHOSEN = "Choose an image to upload.";
/** Shown by the alt field of an image uploaded before alt text was asked for. */
export const FEATURED_IMAGE_NEEDS_ALT = "This image has no alt text yet: describe it and save.";

/** A refused form of the featured image page, named by its intent when known. */
export type FeaturedImageFailure = FormFailure<"image" | "alt"> & {
  intent: (typeof FEATURED_IMAGE_INTENTS)[keyof typeof FEATURED_IMAGE_INTENTS] | null;
};
