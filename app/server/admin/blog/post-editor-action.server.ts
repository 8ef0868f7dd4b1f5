// The post editor's forms: save (create or update), the content preview, and the publication
// actions. The caller has checked the admin role; every write goes through adminWrite, and a
// success redirects with a notice so the page works without JavaScript.
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import {
  DeletePostForm,
  joinPostCategories,
  POST_EDITOR_INTENTS,
  POST_STATUS_LABELS,
  PostForm,
  PostPreviewForm,
  ScheduleForm,
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
import { deletePost } from "#app/server/admin/blog/delete-post.server.ts";
import { removeBlogImageFile } from "#app/server/admin/blog/featured-image-change.server.ts";
import { changePostStatus, type PostStatusChange } from "#app/server/admin/blog/post-status-change.server.ts";
import { isTakenPostSlug, savePost, TAKEN_POST_SLUG } from "#app/server/admin/blog/save-post.server.ts";
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
  json<PostEditorFailure>({ ...formFailure(values, problems), intent }, { status });

/** `postId` is null on the new-post page, which only saves and previews. */
export async function postEditorAction(context: AppLoadContext, request: Request, postId: string | null) {
  const form = await readCheckedForm(request, context);
  joinPostCategories(form);
  const intent = form.get("intent");
  if (intent === save) return saveFromForm(context, form, postId);
  if (intent === preview) return previewContent(form);
  if (postId === null) throw badRequest("Unknown post editor action.");
  switch (intent) {
    case publish:
      return changeStatus(context, postId, publish, { to: "published" }, "post-published");
    case unpublish:
      return changeStatus(context, postId, unpublish, { to: "draft" }, "post-unpublished");
    case schedule: {
      const parsed = parseForm(form, ScheduleForm);
      if (!parsed.ok) return refused(schedule, 400, { values: parsed.values, fieldErrors: parsed.fieldErrors });
      return changeStatus(context, postId, schedule, { to: "scheduled", at: parsed.data.publishAt }, "post-scheduled");
    }
    case POST_EDITOR_INTENTS.delete:
      return removePost(context, form, postId);
    default:
      throw badRequest("Unknown post editor action.");
  }
}

async function saveFromForm(context: AppLoadContext, form: FormData, postId: string | null) {
  const parsed = parseForm(form, PostForm);
  const { values } = parsed;
  if (!parsed.ok) return refused(save, 400, { values, fieldErrors: parsed.fieldErrors });
  const html = markdownToSafeHtml(parsed.data.content);
  let result;
  try {
    const author = requireAdmin(context).id;
    result = await adminWrite(context, (tx, audit) => savePost(tx, audit, postId, parsed.data, html, author));
  } catch (error) {
    if (isTakenPostSlug(error)) return refused(save, 400, { values, fieldErrors: { slug: TAKEN_POST_SLUG } });
    throw error;
  }
  if (!result.ok && result.reason === "not-found") throw notFound();
  if (!result.ok) return refused(save, 400, { values, fieldErrors: result.fieldErrors });
  return redirect(postEditorPath(result.id, postId ? "post-saved" : "post-created"));
}

/** Renders the content as the post page would show it; saves nothing and keeps every field as typed. */
function previewContent(form: FormData) {
  const { values } = parseForm(form, PostForm);
  const parsed = parseForm(form, PostPreviewForm);
  if (!parsed.ok) return refused(preview, 400, { values, fieldErrors: parsed.fieldErrors });
  return json<PostPreview>({ ok: true, intent: preview, values, previewHtml: markdownToSafeHtml(parsed.data.content) });
}

const VERBS: Partial<Record<PostEditorIntent, string>> = {
  publish: "published",
  unpublish: "unpublished",
  schedule: "scheduled",
};

async function changeStatus(
  context: AppLoadContext,
  postId: string,
  intent: PostEditorIntent,
  change: PostStatusChange,
  notice: NoticeKey,
) {
  const result = await adminWrite(context, (tx, audit) => changePostStatus(tx, audit, postId, change));
  if (!result.ok && result.reason === "not-found") throw notFound();
  if (!result.ok) return notAllowed(intent, result.status);
  return redirect(postEditorPath(postId, notice));
}

const notAllowed = (intent: PostEditorIntent, status: PostStatus) =>
  refused(intent, 409, {
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
