// The media list's forms, posted from its page or from a post's edit page. With JavaScript they
// are answered in place (the editor's unsaved text stays); without, a success goes back to the
// page the form was on with a notice, and a refusal shows the media page with the reason.
import { data, redirect, type AppLoadContext } from "react-router";
import { FEATURED_IMAGE_TOO_LARGE } from "#app/lib/admin-blog-rules.ts";
import { BODY_TOO_LARGE_HEADER } from "#app/lib/body-limits.ts";
import { BLOG_MEDIA_INTENTS, MEDIA_PATH, MEDIA_RETURN_FIELD, type BlogMediaIntent } from "#app/lib/blog-media.ts";
import {
  BlogMediaDeleteForm,
  BlogMediaUploadForm,
  type BlogMediaDone,
  type BlogMediaFailure,
  type BlogMediaField,
} from "#app/lib/blog-media-rules.ts";
import { formFailure, parseForm } from "#app/lib/form-result.ts";
import { IN_PLACE_FIELD } from "#app/lib/in-place-field.ts";
import { noticeMessage, type NoticeKey } from "#app/lib/notices.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { deleteBlogMedia, uploadBlogMedia } from "#app/server/admin/blog/blog-media.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { readCheckedForm, readOversizeUploadFields } from "#app/server/security/checked-form.server.ts";

type Problems = {
  values?: Partial<Record<BlogMediaField, string>>;
  fieldErrors?: Partial<Record<BlogMediaField, string>>;
  formError?: string;
};

const refused = (intent: BlogMediaIntent, id: string | null, status: number, { values = {}, ...problems }: Problems) =>
  data<BlogMediaFailure>({ ...formFailure(values, problems), intent, id }, { status });

/** Back to the media page or a post's edit page; any other address is the media page. */
function returnPath(form: FormData): string {
  const path = form.get(MEDIA_RETURN_FIELD);
  if (typeof path === "string" && path.startsWith("/admin/blog/") && isUuid(path.slice("/admin/blog/".length)))
    return path;
  return MEDIA_PATH;
}

const done = (form: FormData, intent: BlogMediaIntent, notice: NoticeKey) =>
  form.has(IN_PLACE_FIELD)
    ? data<BlogMediaDone>({ ok: true, intent, notice: noticeMessage(notice) })
    : redirect(`${returnPath(form)}?notice=${notice}#media`);

/** For an admin only (the route checks). */
export async function blogMediaAction(context: AppLoadContext, request: Request) {
  const { upload } = BLOG_MEDIA_INTENTS;
  if (request.headers.has(BODY_TOO_LARGE_HEADER)) {
    const { values } = parseForm(await readOversizeUploadFields(request, context), BlogMediaUploadForm);
    return refused(upload, null, 413, { values, fieldErrors: { image: FEATURED_IMAGE_TOO_LARGE } });
  }
  const form = await readCheckedForm(request, context);
  switch (form.get("intent")) {
    case upload: {
      const parsed = parseForm(form, BlogMediaUploadForm);
      if (!parsed.ok) return refused(upload, null, 400, { values: parsed.values, fieldErrors: parsed.fieldErrors });
      const stored = await uploadBlogMedia(context, parsed.data.image!, parsed.data.alt);
      if (!stored.ok)
        return refused(upload, null, stored.status, { values: parsed.values, fieldErrors: { image: stored.error } });
      return done(form, upload, "media-uploaded");
    }
    case BLOG_MEDIA_INTENTS.delete: {
      const intent = BLOG_MEDIA_INTENTS.delete;
      const parsed = parseForm(form, BlogMediaDeleteForm);
      const id = parsed.values.id ?? null;
      if (!parsed.ok) return refused(intent, id, 400, { fieldErrors: parsed.fieldErrors });
      const result = await deleteBlogMedia(context, parsed.data.id);
      if (!result.ok && result.reason === "not-found")
        return refused(intent, id, 404, { formError: "This image is already gone." });
      if (!result.ok && result.reason === "in-use") {
        const posts = result.posts.join(", ");
        return refused(intent, id, 409, {
          formError: `This image is used in ${posts}: take it out of ${result.posts.length === 1 ? "that post" : "those posts"} first.`,
        });
      }
      return done(form, intent, "media-deleted");
    }
    default:
      throw badRequest("Unknown media action.");
  }
}
