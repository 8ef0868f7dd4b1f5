import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { PostAutosave } from "#app/components/admin/PostAutosave.tsx";
import { PostEditorForm } from "#app/components/admin/PostEditorForm.tsx";
import { BLANK_POST_VALUES } from "#app/lib/admin-blog-rules.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { postEditorAction } from "#app/server/admin/blog/post-editor-action.server.ts";
import { listBlogCategoryChoices } from "#app/server/admin/blog/post-editor-data.server.ts";
import { listPostAuthorChoices } from "#app/server/admin/blog/post-authors.server.ts";
import { findNewPostDraft } from "#app/server/admin/revisions/new-post-draft.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { BackLink } from "#app/components/admin/BackLink.tsx";

/**
 * The editor's draft of a new post that a closed tab left is offered back; `?draft=recover` opens
 * the page with it in the form (how Recover works without JavaScript).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const writer = requireAdmin(context).id;
  const db = context.db();
  const [categories, authors, draft] = await Promise.all([
    listBlogCategoryChoices(db),
    listPostAuthorChoices(db, writer),
    findNewPostDraft(db, writer),
  ]);
  const recovered = draft !== null && new URL(request.url).searchParams.get("draft") === "recover";
  return data(
    {
      categories,
      authors,
      values: recovered ? { ...BLANK_POST_VALUES, ...draft.fields } : { ...BLANK_POST_VALUES, author: writer },
      draft: recovered ? null : draft,
      recovered,
    },
    { headers: { "Cache-Control": ADMIN_PAGE } },
  );
}

/** Creates the post as a draft and opens its edit page; Preview renders the content and saves nothing. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireAdmin(context);
  return postEditorAction(context, request, null);
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "New post");

export default function NewPost() {
  const { categories, authors, values, draft, recovered } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failed = result && !result.ok ? result : null;
  const formKey = recovered ? "recovered" : "blank";
  return (
    <div className="max-w-3xl">
      <p className="text-sm">
        <BackLink to="/admin/blog">Blog</BackLink>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">New post</h1>
      <p className="mt-2 text-slate-600">
        It starts as a draft: publish or schedule it, and give it a featured image, from its page once saved.
      </p>
      <div className="mt-8">
        {/* A form sent back (a preview, a refusal) holds the editor's text: no draft to offer over it. */}
        <PostAutosave key={formKey} postId={null} draft={result ? null : draft} recovered={recovered} />
        <PostEditorForm
          key={formKey}
          mode="new"
          unsaved={recovered}
          categories={categories}
          authors={authors}
          values={result?.values ?? values}
          fieldErrors={failed?.fieldErrors}
          formError={failed?.formError}
          previewHtml={result?.ok ? result.previewHtml : null}
        />
      </div>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
