import {
  Form,
  data,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import { ImageUploadField } from "#app/components/form/ImageUploadField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import {
  FEATURED_IMAGE_INTENTS,
  FEATURED_IMAGE_NEEDS_ALT,
  FEATURED_IMAGE_TOO_LARGE,
  type FeaturedImageFailure,
} from "#app/lib/admin-blog-rules.ts";
import { TOOL_IMAGE_MAX_BYTES } from "#app/lib/body-limits.ts";
import { BLOG_IMAGE_BOX } from "#app/lib/blog-images.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { onMainSite } from "#app/lib/site-hosts.ts";
import { TOOL_IMAGE_ACCEPT } from "#app/lib/tool-images.ts";
import { isUuid } from "#app/lib/uuid.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { featuredImageAction } from "#app/server/admin/blog/featured-image-action.server.ts";
import { findPostForEditor } from "#app/server/admin/blog/post-editor-data.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { BackLink } from "#app/components/admin/BackLink.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const post = isUuid(params.id) ? await findPostForEditor(context.db(), params.id) : null;
  if (!post) throw notFound();
  return data(
    {
      post: {
        id: post.id,
        title: post.title,
        featuredImage: post.featuredImage,
        featuredImageAlt: post.featuredImageAlt,
      },
    },
    { headers: { "Cache-Control": ADMIN_PAGE } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound();
  return featuredImageAction(context, request, params.id);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminMeta(matches, data ? `Featured image of ${data.post.title}` : "Post not found");

export default function FeaturedImagePage() {
  const { post } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as FeaturedImageFailure | undefined;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const mainSite = useRouteLoaderData<typeof rootLoader>("root")?.mainSiteHref ?? "/";
  return (
    <div className="max-w-3xl">
      <BackLink to={`/admin/blog/${post.id}`}>Back to the post</BackLink>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Featured image of {post.title}</h1>
      <p className="mt-2 text-slate-600">
        It shows at the top of the post and on its card in the blog, and its share image is drawn from it.
      </p>
      {refused?.formError ? <FormAlert tone="error" title={refused.formError} className="mt-4" /> : null}
      <section
        aria-labelledby="image-heading"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="image-heading" className="text-lg font-semibold text-slate-900">
          Current image
        </h2>
        <div className="mt-4">
          {post.featuredImage ? (
            <img
              src={onMainSite(mainSite, post.featuredImage)}
              alt={post.featuredImageAlt ?? ""}
              className="h-auto max-w-full rounded-lg border border-slate-200"
              data-testid="featured-image"
            />
          ) : (
            <p className="text-sm text-slate-600">No featured image: the post&apos;s share image shows its title.</p>
          )}
        </div>
        <Form
          key={post.featuredImage ?? "none"}
          method="post"
          encType="multipart/form-data"
          className="mt-6 space-y-3 border-t border-slate-200 pt-5"
        >
          <CsrfField />
          <input type="hidden" name="intent" value={FEATURED_IMAGE_INTENTS.upload} />
          <ImageUploadField
            id="image"
            label={
              post.featuredImage
                ? "New featured image (optional: leave empty to change only the alt text)"
                : "New featured image"
            }
            hint={`JPEG, PNG, WebP or GIF (a still one), up to 5 MB. It is stored as WebP, at most ${BLOG_IMAGE_BOX.width} pixels wide and ${BLOG_IMAGE_BOX.height} high.`}
            error={refused?.fieldErrors.image}
            accept={TOOL_IMAGE_ACCEPT}
            maxBytes={TOOL_IMAGE_MAX_BYTES}
            tooLarge={FEATURED_IMAGE_TOO_LARGE}
            required={!post.featuredImage}
          />
          <TextField
            id="alt"
            label="Alt text"
            hint="What the image shows, for people who cannot see it (read aloud by screen readers). Required."
            required
            defaultValue={refused?.values.alt ?? post.featuredImageAlt ?? ""}
            error={
              refused?.fieldErrors.alt ??
              (post.featuredImage && !post.featuredImageAlt ? FEATURED_IMAGE_NEEDS_ALT : undefined)
            }
          />
          <SubmitButton busy={busy(FEATURED_IMAGE_INTENTS.upload)} busyLabel="Saving...">
            {post.featuredImage ? "Save image" : "Upload image"}
          </SubmitButton>
        </Form>
        {post.featuredImage ? (
          <Form method="post" className="mt-4">
            <CsrfField />
            <input type="hidden" name="intent" value={FEATURED_IMAGE_INTENTS.remove} />
            <Button type="submit" variant="secondary" size="sm" disabled={busy(FEATURED_IMAGE_INTENTS.remove)}>
              {busy(FEATURED_IMAGE_INTENTS.remove) ? "Removing..." : "Remove image"}
            </Button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
