// The forms of a post's featured image page: upload a new image, or remove it. Success returns to
// the page with a notice; a refused upload shows the page again with the reason by its field.
import { data, redirect, type AppLoadContext } from "react-router";
import {
  FEATURED_IMAGE_INTENTS,
  FEATURED_IMAGE_TOO_LARGE,
  FeaturedImageForm,
  NO_FEATURED_IMAGE_CHOSEN,
  type FeaturedImageFailure,
} from "#app/lib/admin-blog-rules.ts";
import { BODY_TOO_LARGE_HEADER } from "#app/lib/body-limits.ts";
import { formFailure, parseForm } from "#app/lib/form-result.ts";
import {
  describeFeaturedImage,
  removeFeaturedImage,
  uploadFeaturedImage,
} from "#app/server/admin/blog/featured-image-change.server.ts";
import { findPostForEditor } from "#app/server/admin/blog/post-editor-data.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { readCheckedForm, readOversizeUploadFields } from "#app/server/security/checked-form.server.ts";

const refused = (
  intent: FeaturedImageFailure["intent"],
  status: number,
  {
    values = {},
    ...problems
  }: { values?: { alt?: string }; fieldErrors?: { image?: string; alt?: string }; formError?: string },
) => data<FeaturedImageFailure>({ ...formFailure(values, problems), intent }, { status });

/** For an admin only (the route checks), on a post whose id is a UUID. */
export async function featuredImageAction(context: AppLoadContext, request: Request, postId: string) {
  if (request.headers.has(BODY_TOO_LARGE_HEADER)) {
    const { values } = parseForm(await readOversizeUploadFields(request, context), FeaturedImageForm);
    return refused(FEATURED_IMAGE_INTENTS.upload, 413, { values, fieldErrors: { image: FEATURED_IMAGE_TOO_LARGE } });
  }
  const form = await readCheckedForm(request, context);
  // Nothing is decoded or stored for a post that does not exist.
  const post = await findPostForEditor(context.db(), postId);
  if (!post) throw notFound();
  switch (form.get("intent")) {
    case FEATURED_IMAGE_INTENTS.upload: {
      const { upload } = FEATURED_IMAGE_INTENTS;
      const parsed = parseForm(form, FeaturedImageForm);
      if (!parsed.ok) return refused(upload, 400, { values: parsed.values, fieldErrors: parsed.fieldErrors });
      const { image, alt } = parsed.data;
      if (!image && !post.featuredImage)
        return refused(upload, 400, { values: parsed.values, fieldErrors: { image: NO_FEATURED_IMAGE_CHOSEN } });
      const change = image
        ? await uploadFeaturedImage(context, postId, image, alt)
        : await describeFeaturedImage(context, postId, alt);
      if (!change.ok)
        return refused(upload, change.status, { values: parsed.values, fieldErrors: { image: change.error } });
      return redirect(`/admin/blog/${postId}/image?notice=${image ? "post-image-uploaded" : "post-image-described"}`);
    }
    case FEATURED_IMAGE_INTENTS.remove:
      await removeFeaturedImage(context, postId);
      return redirect(`/admin/blog/${postId}/image?notice=post-image-removed`);
    default:
      throw badRequest("Unknown featured image action.");
  }
}
