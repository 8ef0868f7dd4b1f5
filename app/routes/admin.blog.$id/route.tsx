import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { AuditHistory } from "#app/components/admin/AuditHistory.tsx";
import { BlogMediaLibrary } from "#app/components/admin/BlogMediaLibrary.tsx";
import { EditConflictPanel } from "#app/components/admin/EditConflictPanel.tsx";
import { PostEditorForm } from "#app/components/admin/PostEditorForm.tsx";
import { PostAutosave } from "#app/components/admin/PostAutosave.tsx";
import { RevisionsSection } from "#app/components/admin/RevisionsSection.tsx";
import { PostStatusPanel } from "#app/components/admin/PostStatusPanel.tsx";
import { usePublicHref } from "#app/components/admin/use-public-href.ts";
import { POST_EDITOR_INTENTS, postStatusOf } from "#app/lib/admin-blog-rules.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { listEntityHistory } from "#app/server/admin/audit-history.server.ts";
import { listRevisions } from "#app/server/admin/revisions/list-revisions.server.ts";
import { postEditorAction } from "#app/server/admin/blog/post-editor-action.server.ts";
import {
  findPostForEditor,
  listBlogCategoryChoices,
  postFormValues,
} from "#app/server/admin/blog/post-editor-data.server.ts";
import { listPostAuthorChoices } from "#app/server/admin/blog/post-authors.server.ts";
import { listBlogMedia } from "#app/server/admin/blog/blog-media.server.ts";
import { fingerprintFields } from "#app/server/admin/edit-merge.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { BackLink } from "#app/components/admin/BackLink.tsx";

/** The newest images of the media list that the editor offers to insert. */
const EDITOR_MEDIA_COUNT = 12;

/** The post's id from the URL; anything but an existing post's id is the site's 404. */
function postIdOf(id: string | undefined): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const admin = requireAdmin(context);
  const id = postIdOf(params.id);
  const db = context.db();
  const [post, categories, history, media, revisions] = await Promise.all([
    findPostForEditor(db, id),
    listBlogCategoryChoices(db),
    listEntityHistory(db, "post", id),
    listBlogMedia(db, { limit: EDITOR_MEDIA_COUNT }),
    listRevisions(db, "post", id, admin.id),
  ]);
  if (!post) throw notFound();
  const authors = await listPostAuthorChoices(db, post.authorId);
  const { title, slug, publishAt, publishedAt, featuredImage, updatedAt, version } = post;
  const values = postFormValues(post);
  return data(
    {
      post: { id, title, slug, status: postStatusOf(post), publishAt, publishedAt, featuredImage, updatedAt, version },
      values,
      base: fingerprintFields(values),
      categories,
      authors,
      history,
      media,
      revisions,
    },
    { headers: { "Cache-Control": ADMIN_PAGE } },
  );
}

/** Save, Preview, the status changes (each saving the form too), and Delete. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  requireAdmin(context);
  return postEditorAction(context, request, postIdOf(params.id));
}

const FORM_ID = "post-editor";

/** Save and Preview answer in the form; a status change's refusal is shown in the panel. */
const isEditorIntent = (intent: string) =>
  intent === POST_EDITOR_INTENTS.save || intent === POST_EDITOR_INTENTS.preview;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminMeta(matches, data ? `Edit ${data.post.title}` : "Post not found");

export default function EditPost() {
  const { post, values, base, categories, authors, history, media, revisions } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const publicHref = usePublicHref();
  const failed = result && !result.ok ? result : null;
  // Every intent but Delete sends the editor's fields: a refusal gives them back as sent.
  const editorResult = result && result.intent !== POST_EDITOR_INTENTS.delete ? result : null;
  const conflict = failed?.conflict ?? null;
  return (
    <div>
      <p className="text-sm">
        <BackLink to="/admin/blog">Blog</BackLink>
      </p>
      <h1 className="mt-2 break-words text-3xl font-bold text-slate-900">{post.title}</h1>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={publicHref(`/blog/${post.slug}`)} className="focus-ring font-medium text-bitcoin-dark hover:underline">
          {post.status === "published" ? "View on site" : "Preview on site"}
        </a>
        <Link to={`/admin/blog/${post.id}/image`} className="focus-ring font-medium text-bitcoin-dark hover:underline">
          Featured image
        </Link>
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {/* Enter in a field presses the form's first submit button in the page's order: the
            panel's status buttons and a conflict's "save over" belong to the form and come first,
            so Save is placed ahead of them. */}
        <button type="submit" form={FORM_ID} name="intent" value={POST_EDITOR_INTENTS.save} hidden tabIndex={-1} />
        <aside
          className="space-y-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1 lg:self-start"
          aria-label="Publication"
        >
          <PostStatusPanel key={`${post.status}-${post.publishAt}`} formId={FORM_ID} post={post} failed={failed} />
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <PostAutosave key={post.updatedAt} postId={post.id} draft={revisions.draft} />
          {conflict ? (
            <EditConflictPanel
              conflict={conflict}
              formId={FORM_ID}
              intent={{ refused: failed?.intent, save: POST_EDITOR_INTENTS.save }}
            />
          ) : null}
          {/* A save remounts the form, so it shows the post as stored (tags normalized, and so on). */}
          <PostEditorForm
            key={post.updatedAt}
            mode="edit"
            formId={FORM_ID}
            version={{ loaded: post.version, base, conflict }}
            unsaved={Boolean(editorResult)}
            categories={categories}
            authors={authors}
            values={editorResult?.values ?? values}
            fieldErrors={editorResult && !editorResult.ok ? editorResult.fieldErrors : undefined}
            formError={
              editorResult && !editorResult.ok && !conflict && isEditorIntent(editorResult.intent)
                ? editorResult.formError
                : undefined
            }
            previewHtml={editorResult?.ok ? editorResult.previewHtml : null}
          />
        </div>
      </div>
      <BlogMediaLibrary {...media} returnTo={`/admin/blog/${post.id}`} insertInto="content" />
      <RevisionsSection section={revisions} editorPath={`/admin/blog/${post.id}`} />
      <AuditHistory entries={history} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
