// Saving the post editor: the blog_posts row (Markdown as written, its sanitized HTML), its
// categories, its featured tools in order, the old slug's redirect and one history row, all inside
// the caller's transaction (adminWrite), so a refused or failed save writes nothing. A new post
// starts as a draft.
import { and, eq, inArray, sql } from "drizzle-orm";
import { TOOL_FIELDS, type PostField, type PostInput } from "#app/lib/admin-blog-rules.ts";
import { slugify } from "#app/lib/slugify.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import { changedFields, type Writer } from "#app/server/admin/audit.server.ts";
import { findPostForEditor, postFieldsOf, type PostFields } from "#app/server/admin/blog/post-editor-data.server.ts";
import { recordPostRevision } from "#app/server/admin/revisions/record-revision.server.ts";
import { violatedUniqueIndex } from "#app/server/admin/write-refused.server.ts";
import {
  blogCategories,
  blogPostCategories,
  blogPosts,
  blogPostSlugRedirects,
  blogPostTools,
  tools,
} from "#app/server/db/schema.server.ts";
import { resolvePostAuthor, UNLISTED_AUTHOR } from "#app/server/admin/blog/post-authors.server.ts";

export type SavePostResult =
  | { ok: true; id: string; slug: string }
  | { ok: false; reason: "invalid"; fieldErrors: Partial<Record<PostField, string>> }
  | { ok: false; reason: "not-found" };

export const TAKEN_POST_SLUG = "Another post has this slug. Choose another one.";

const invalid = (fieldErrors: Partial<Record<PostField, string>>): SavePostResult => ({
  ok: false,
  reason: "invalid",
  fieldErrors,
});

/**
 * Creates the post (`postId` null) or updates it. `html` is the sanitized HTML of `input.content`.
 * `writer` is the admin saving it: a new post's author unless another is chosen.
 */
export async function savePost(
  tx: Writer,
  audit: Audit,
  postId: string | null,
  input: PostInput,
  html: string,
  writer: string,
): Promise<SavePostResult> {
  const before = postId ? await findPostForEditor(tx, postId, { lock: true }) : null;
  if (postId && !before) return { ok: false, reason: "not-found" };

  const slug = input.slug || slugify(input.title).slice(0, 100).replace(/-+$/, "");
  if (!slug) return invalid({ slug: "The title has no letters or digits to make a slug from: enter one." });
  const [taken] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(postId ? sql`${blogPosts.slug} = ${slug} AND ${blogPosts.id} <> ${postId}` : eq(blogPosts.slug, slug));
  if (taken)
    return invalid({
      slug: input.slug ? TAKEN_POST_SLUG : `The slug made from the title, ${slug}, is taken: enter another.`,
    });

  const chosenCategories = input.categories.length
    ? await tx
        .select({ id: blogCategories.id, name: blogCategories.name })
        .from(blogCategories)
        .where(inArray(blogCategories.id, input.categories))
    : [];
  if (chosenCategories.length !== input.categories.length)
    return invalid({ categories: "Choose from the listed categories." });

  const chosenTools = TOOL_FIELDS.map((field) => ({ field, slug: input[field] })).filter((choice) => choice.slug);
  const foundTools = chosenTools.length
    ? await tx
        .select({ id: tools.id, slug: tools.slug })
        .from(tools)
        .where(
          and(
            inArray(
              tools.slug,
              chosenTools.map((choice) => choice.slug),
            ),
            eq(tools.status, "published"),
          ),
        )
    : [];
  const toolIds = new Map(foundTools.map((tool) => [tool.slug, tool.id]));
  const missing = chosenTools.filter((choice) => !toolIds.has(choice.slug));
  if (missing.length > 0)
    return invalid(Object.fromEntries(missing.map((choice) => [choice.field, "No published tool has this slug."])));

  const author = await resolvePostAuthor(tx, {
    chosen: input.author,
    current: before?.authorId ?? null,
    writer,
    isNew: !before,
  });
  if (!author.ok) return invalid({ author: UNLISTED_AUTHOR });

  const row = {
    title: input.title,
    authorId: author.id,
    slug,
    excerpt: input.excerpt || null,
    contentMarkdown: input.content,
    content: html,
    tags: input.tags,
  };
  const id = before
    ? (await tx
        .update(blogPosts)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(blogPosts.id, before.id)),
      before.id)
    : (
        await tx
          .insert(blogPosts)
          .values({
            ...row,
            published: false,
          })
          .returning({ id: blogPosts.id })
      )[0]!.id;

  await tx.delete(blogPostCategories).where(eq(blogPostCategories.postId, id));
  if (chosenCategories.length)
    await tx
      .insert(blogPostCategories)
      .values(chosenCategories.map((category) => ({ postId: id, categoryId: category.id })));
  await tx.delete(blogPostTools).where(eq(blogPostTools.postId, id));
  if (chosenTools.length)
    await tx
      .insert(blogPostTools)
      .values(
        chosenTools.map((choice, index) => ({ postId: id, toolId: toolIds.get(choice.slug)!, position: index + 1 })),
      );

  // The old address answers 301 to the new one; an old address this slug had is its own again.
  await tx.delete(blogPostSlugRedirects).where(eq(blogPostSlugRedirects.oldSlug, slug));
  if (before && before.slug !== slug) {
    // Earlier addresses lead straight to the new one: one hop, never a chain.
    await tx
      .insert(blogPostSlugRedirects)
      .values({ oldSlug: before.slug, postId: id })
      .onConflictDoUpdate({ target: blogPostSlugRedirects.oldSlug, set: { postId: id, createdAt: new Date() } });
  }

  const after: PostFields = {
    title: input.title,
    slug,
    excerpt: input.excerpt,
    content: input.content,
    categories: chosenCategories.map((category) => category.name).sort(),
    tags: [...input.tags].sort(),
    tools: chosenTools.map((choice) => choice.slug),
    author: author.name,
  };
  if (!before) {
    await audit({ entityType: "post", entityId: id, entityLabel: input.title, action: "created", after: { ...after } });
  } else {
    const changes = changedFields({ ...postFieldsOf(before) }, { ...after });
    if (Object.keys(changes.after).length > 0)
      await audit({ entityType: "post", entityId: id, entityLabel: input.title, action: "updated", ...changes });
  }
  await recordPostRevision(tx, audit, id, before);
  return { ok: true, id, slug };
}

/** A save that lost a race for its slug (another editor took it a moment before). */
export const isTakenPostSlug = (error: unknown) => violatedUniqueIndex(error) === "blog_posts_slug_key";
