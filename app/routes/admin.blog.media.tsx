import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { BackLink } from "#app/components/admin/BackLink.tsx";
import { BlogMediaLibrary } from "#app/components/admin/BlogMediaLibrary.tsx";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { adminMeta } from "#app/lib/meta.ts";
import { parsePageParam, totalPagesFor } from "#app/lib/pagination.ts";
import { MEDIA_PATH } from "#app/lib/blog-media.ts";
import { blogMediaAction } from "#app/server/admin/blog/blog-media-action.server.ts";
import { listBlogMedia } from "#app/server/admin/blog/blog-media.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

const PAGE_SIZE = 48;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  if (page === null) throw badRequest("Unknown page.");
  const { images, total } = await listBlogMedia(context.db(), { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  return data({ images, total, page }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

/** Uploads and deletes, from this page or a post's edit page. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireAdmin(context);
  return blogMediaAction(context, request);
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Media");

export default function BlogMedia() {
  const { images, total, page } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // A refused delete shows by its image; one whose image is not on this page shows here.
  const unplaced = result && !result.ok && !images.some((image) => image.id === result.id) ? result.formError : null;
  return (
    <div className="max-w-4xl">
      <BackLink to="/admin/blog">Blog</BackLink>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Media</h1>
      {unplaced ? <FormAlert tone="error" title={unplaced} className="mt-4" /> : null}
      <BlogMediaLibrary images={images} total={images.length} returnTo={MEDIA_PATH} pageResult={result} />
      <Pagination
        page={page}
        totalPages={totalPagesFor(total, PAGE_SIZE)}
        hrefFor={(n) => (n > 1 ? `${MEDIA_PATH}?page=${n}` : MEDIA_PATH)}
      />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
