// The post editor's forms: save (create or update), the content preview, and the publication
// actions, which are buttons of the same form and save its fields with the change. The caller has checked the admin role; every write goes through adminWrite, and a
// success redirects with a notice so the page works without JavaScript.
import { data, redirect, type AppLoadContext } from "react-router";
import {
  DeletePostForm,
  joinPostCategories,
  POST_EDITOR_INTENTS,
  POST_STATUS_LABELS,
  PostForm,
  PostPreviewForm,
  ScheduleForm,
  TOOL_FIELDS,
  type PostEditorFailure,
  type PostEditorIntent,
  type PostField,
  type PostPreview,
  type PostStatus,
  type PostStatusField,
} from "#app/lib/admin-blog-rules.ts";
import { formFailure, parseForm } from "#app/lib/form-result.ts";
import type { NoticeKey } from "#app/lib/notices.ts";
import { adminWrite } from "#app/server/admin/admin-write.server.ts";
import {
  findPostForEditor,
  listBlogCategoryChoices,
  postFormValues,
} from "#app/server/admin/blog/post-editor-data.server.ts";
import {
  adminWriteUnlessRefused,
  claimVersion,
  sentVersion,
  StaleEdit,
} from "#app/server/admin/edit-version.server.ts";
import { answerStaleSave } from "#app/server/admin/stale-save.server.ts";
import { blogPosts } from "#app/server/db/schema.server.ts";
import { deletePost } from "#app/server/admin/blog/delete-post.server.ts";
import { removeBlogImageFile } from "#app/server/admin/blog/featured-image-change.server.ts";
import { changePostStatus, type PostStatusChange } from "#app/server/admin/blog/post-status-change.server.ts";
import {
  isTakenPostSlug,
  savePost,
  TAKEN_POST_SLUG,
  type SavePostResult,
} from "#app/server/admin/blog/save-post.server.ts";
import { markdownToSafeHtml } from "#app/server/html/markdown.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

const { save, preview, publish, unpublish, schedule } = POST_EDITOR_INTENTS;

export const postEditorPath = (id: string, notice?: NoticeKey) =>
  `/admin/blog/${id}${notice ? `?notice=${notice}` : ""}`;

type Problems = {
  values?: Partial<Record<PostField | PostStatusField, string>>;
  fieldErrors?: Partial<Record<PostField | PostStatusField, string>>;
  formError?: string;
};

const refused = (intent: PostEditorIntent, status: number, { values = {}, ...problems }: Problems) =>
  data<PostEditorFailure>({ ...formFailure(values, problems), intent }, { status });

/** `postId` is null on the new-post page, which only saves and previews. */
export async function postEditorAction(context: AppLoadContext, request: Request, postId: string | null) {
  const form = await readCheckedForm(request, context);
  joinPostCategories(form);
  const intent = form.get("intent");
  if (intent === save) return saveFromForm(context, form, postId, save);
  if (intent === preview) return previewContent(form);
  if (postId === null) throw badRequest("Unknown post editor action.");
  switch (intent) {
    case publish:
      return saveFromForm(context, form, postId, publish, { change: { to: "published" }, notice: "post-published" });
    case unpublish:
      return saveFromForm(context, form, postId, unpublish, { change: { to: "draft" }, notice: "post-unpublished" });
    case schedule: {
      const parsed = parseForm(form, ScheduleForm);
      if (!parsed.ok)
        return refused(schedule, 400, {
          values: { ...parseForm(form, PostForm).values, ...parsed.values },
          fieldErrors: parsed.fieldErrors,
        });
      const change = { to: "scheduled", at: parsed.data.publishAt } as const;
      return saveFromForm(context, form, postId, schedule, { change, notice: "post-scheduled" });
    }
    case POST_EDITOR_INTENTS.delete:
      return removePost(context, form, postId);
    default:
      throw badRequest("Unknown post editor action.");
  }
}

/** A status change sent with the editor's form: saved with its fields, in the same transaction. */
interface StatusStep {
  change: PostStatusChange;
  notice: NoticeKey;
}

const POST_RECORD = { table: blogPosts, id: blogPosts.id, version: blogPosts.version };

type SaveAndChangeResult = SavePostResult | { ok: false; reason: "not-allowed"; status: PostStatus };

/**
 * Saves the editor's fields, then makes the status change when there is one, all or nothing. The
 * form's version is claimed first: a post saved by someone else since is answered with the
 * conflict. A status change sent without the fields (a script) changes the status alone.
 */
type EditorAnswer = Promise<ReturnType<typeof data<PostEditorFailure>> | ReturnType<typeof redirect>>;

async function saveFromForm(
  context: AppLoadContext,
  form: FormData,
  postId: string | null,
  intent: PostEditorIntent,
  status?: StatusStep,
): EditorAnswer {
  const withFields = !status || form.has("title");
  const parsed = withFields ? parseForm(form, PostForm) : null;
  const values = parsed?.values ?? {};
  if (parsed && !parsed.ok) return refused(intent, 400, { values, fieldErrors: parsed.fieldErrors });
  const html = parsed ? markdownToSafeHtml(parsed.data.content) : "";
  const version = sentVersion(form);
  const author = requireAdmin(context).id;
  let result: SaveAndChangeResult;
  try {
    result = await adminWriteUnlessRefused(context, async (tx, audit): Promise<SaveAndChangeResult> => {
      if (postId) await claimVersion(tx, POST_RECORD, postId, version);
      const saved = parsed ? await savePost(tx, audit, postId, parsed.data, html, author) : null;
      if (saved && !saved.ok) return saved;
      if (!status) return saved!;
      const changed = await changePostStatus(tx, audit, postId!, status.change);
      if (!changed.ok) return changed;
      return saved ?? { ok: true, id: postId!, slug: changed.slug };
    });
  } catch (error) {
    if (error instanceof StaleEdit) return staleSave(context, form, postId!, intent, version, parsed ? values : null);
    if (isTakenPostSlug(error)) return refused(intent, 400, { values, fieldErrors: { slug: TAKEN_POST_SLUG } });
    throw error;
  }
  if (!result.ok && result.reason === "not-found") throw notFound();
  if (!result.ok && result.reason === "not-allowed") return notAllowed(intent, result.status, values);
  if (!result.ok) return refused(intent, 400, { values, fieldErrors: result.fieldErrors });
  return redirect(postEditorPath(result.id, status?.notice ?? (postId ? "post-saved" : "post-created")));
}

/** A save of a form loaded from an older version: see answerStaleSave. */
async function staleSave(
  context: AppLoadContext,
  form: FormData,
  postId: string,
  intent: PostEditorIntent,
  sent: number | null,
  values: Partial<Record<PostField, string>> | null,
): EditorAnswer {
  const db = context.db();
  const [post, categoryChoices] = await Promise.all([findPostForEditor(db, postId), listBlogCategoryChoices(db)]);
  if (!post) throw notFound();
  const names = new Map(categoryChoices.map((category) => [category.id, category.name]));
  return answerStaleSave(context, {
    form,
    entityType: "post",
    entityId: postId,
    reloadHref: postEditorPath(postId),
    current: { version: post.version, values: postFormValues(post) },
    sent,
    labels: POST_FIELD_LABELS,
    yours: values ?? {},
    display: (field, value) =>
      field === "categories"
        ? value
            .split(",")
            .filter(Boolean)
            .map((id) => names.get(id) ?? id)
            .join(", ")
        : value,
    thing: "post",
    intent,
    values,
    saveMerged: intent === save ? (merged) => saveFromForm(context, merged, postId, save) : undefined,
  });
}

const POST_FIELD_LABELS: Record<PostField, string> = {
  title: "Title",
  slug: "Slug",
  excerpt: "Excerpt",
  content: "Content (Markdown)",
  categories: "Categories",
  tags: "Tags",
  author: "Author",
  ...(Object.fromEntries(TOOL_FIELDS.map((field, index) => [field, `Tool ${index + 1}`])) as Record<
    (typeof TOOL_FIELDS)[number],
    string
  >),
};

/** Renders the content as the post page would show it; saves nothing and keeps every field as typed. */
function previewContent(form: FormData) {
  const { values } = parseForm(form, PostForm);
  const parsed = parseForm(form, PostPreviewForm);
  if (!parsed.ok) return refused(preview, 400, { values, fieldErrors: parsed.fieldErrors });
  return data<PostPreview>({ ok: true, intent: preview, values, previewHtml: markdownToSafeHtml(parsed.data.content) });
}

const VERBS: Partial<Record<PostEditorIntent, string>> = {
  publish: "published",
  unpublish: "unpublished",
  schedule: "scheduled",
};

const notAllowed = (intent: PostEditorIntent, status: PostStatus, values: Problems["values"] = {}) =>
  refused(intent, 409, {
    values,
    formError: `The post is ${POST_STATUS_LABELS[status].toLowerCase()}: it cannot be ${VERBS[intent]}.`,
  });

async function removePost(context: AppLoadContext, form: FormData, postId: string) {
  const intent = POST_EDITOR_INTENTS.delete;
  const parsed = parseForm(form, DeletePostForm);
  if (!parsed.ok) return refused(intent, 400, { fieldErrors: parsed.fieldErrors });
  const result = await adminWrite(context, (tx, audit) => deletePost(tx, audit, postId));
  if (!result.ok) throw notFound();
  await removeBlogImageFile(context.env.BLOG_IMAGES, result.featuredImage);
  return redirect("/admin/blog?notice=post-deleted");
}
