import {
  data,
  isRouteErrorResponse,
  redirect,
  useLoaderData,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { RouteErrorBoundary } from "#app/components/RouteErrorBoundary.tsx";
import { RssLink } from "#app/components/blog/RssLink.tsx";
import { TableOfContents } from "#app/components/blog/TableOfContents.tsx";
import { PostLinks, ToolLinks } from "#app/components/tool/ToolSidebar.tsx";
import { unpublishedPostNotice } from "#app/lib/unpublished-post.ts";
import { errorTitle } from "#app/lib/error-title.ts";
import { shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { POST_SHARE_IMAGE_TYPE } from "#app/lib/share-image.ts";
import { absoluteUrl, jsonLd } from "#app/lib/structured-data.ts";
import { schemaAuthor } from "#app/lib/post-author.ts";
import { hasControlCharacters } from "#app/lib/control-characters.ts";
import { findPostBySlug, findRenamedPost, listPostTools } from "#app/server/blog/blog-posts.server.ts";
import { listLatestPosts, type PostLink } from "#app/server/blog/latest-posts.server.ts";
import { preparePostContent, shareExcerpt } from "#app/server/blog/post-content.server.ts";
import { postShareImagePath } from "#app/server/blog/post-share-image.server.ts";
import { listFeaturedTools } from "#app/server/catalog/featured-tools.server.ts";
import type { ToolSummary } from "#app/server/catalog/tool-summary.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { unavailable } from "#app/server/http/responses.server.ts";
import { PostArticle } from "#app/routes/blog.$slug/PostArticle.tsx";
import { POST_LOAD_FAILED, POST_NOT_FOUND, PostLoadFailed, PostNotFound } from "#app/routes/blog.$slug/PostErrors.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";
import { Icon } from "#app/components/ui/Icon.tsx";

const SIDEBAR_FEATURED_COUNT = 5;
const SIDEBAR_POSTS_COUNT = 4;

/** The sidebar is extra: when it cannot be read, the post shows without it. */
function orNothing<T>(what: string) {
  return (error: unknown): T[] => {
    console.error(`${what} read failed`, error);
    return [];
  };
}

type Context = LoaderFunctionArgs["context"];

/** Published posts are public; drafts and scheduled posts show to admins only. */
const mayView = (context: Context, post: { published: boolean }) => post.published || Boolean(context.user?.isAdmin);

/**
 * The post at this slug, if this visitor may see it. A slug the post had before a rename answers
 * 301 to its current address, in one hop.
 */
async function visiblePost(context: Context, slug: string) {
  const db = context.db();
  const post = await findPostBySlug(db, slug).catch((error: unknown) => {
    console.error("blog post read failed", error);
    throw unavailable(POST_LOAD_FAILED);
  });
  if (post && mayView(context, post)) return post;
  const renamed = post ? null : await findRenamedPost(db, slug);
  // max-age=0: browsers would otherwise keep a 301 for good, and an old slug can be given back.
  if (renamed && mayView(context, renamed))
    throw redirect(`/blog/${renamed.slug}`, { status: 301, headers: { "Cache-Control": PUBLIC_PAGE } });
  throw data({ slug }, { status: 404 });
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const db = context.db();
  const slug = params.slug ?? "";
  if (hasControlCharacters(slug)) throw data({ slug: "" }, { status: 404 });
  const [post, chosen, siteFeatured, latest] = await Promise.all([
    visiblePost(context, slug),
    listPostTools(db, slug).catch(orNothing<ToolSummary>("blog post tools")),
    listFeaturedTools(db, SIDEBAR_FEATURED_COUNT).catch(orNothing<ToolSummary>("blog sidebar tools")),
    listLatestPosts(db, SIDEBAR_POSTS_COUNT).catch(orNothing<PostLink>("blog sidebar posts")),
  ]);
  // The tools the post features; without any, the site's featured tools.
  const featured = chosen.length > 0 ? chosen : siteFeatured;
  const origin = context.env.SITE_URL;
  const pageUrl = absoluteUrl(origin, `/blog/${post.slug}`);
  const image = absoluteUrl(origin, postShareImagePath(post));
  const { html, headings } = preparePostContent(post.content);
  const excerpt = shareExcerpt(post.excerpt, post.content);
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: excerpt,
    image,
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: schemaAuthor(post),
    publisher: { "@type": "Organization", name: context.env.SITE_NAME },
    keywords: post.tags.join(", "),
    articleSection: post.categories.map((c) => c.name),
  };
  return data(
    {
      post: { ...post, content: undefined, html },
      unpublished: post.published ? null : post.publishAt ? ("scheduled" as const) : ("draft" as const),
      headings,
      excerpt,
      pageUrl,
      image,
      featured,
      latest: latest.filter((p) => p.slug !== post.slug).slice(0, SIDEBAR_POSTS_COUNT - 1),
      structuredData,
    },
    { headers: { "Cache-Control": PUBLIC_PAGE } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  const siteName = siteNameFrom(matches);
  if (!data) {
    const title = isRouteErrorResponse(error) && error.status === 404 ? POST_NOT_FOUND : errorTitle(error);
    return [{ title: `${title} | ${siteName}` }, { name: "robots", content: "noindex" }];
  }
  if (data.unpublished) return [{ title: `${data.post.title} | ${siteName}` }, { name: "robots", content: "noindex" }];
  return [
    ...shareMeta(matches, {
      title: `${data.post.title} | ${siteName}`,
      description: data.excerpt,
      path: data.pageUrl,
      image: data.image,
      imageType: POST_SHARE_IMAGE_TYPE,
      type: "article",
    }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${siteName} blog`, href: "/rss.xml" },
  ];
};

export default function BlogPost() {
  const { post, unpublished, headings, excerpt, pageUrl, featured, latest, structuredData } =
    useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      {unpublished ? (
        <FormAlert tone="warning" className="mb-6">
          <p>{unpublishedPostNotice(unpublished, post.publishAt)}</p>
        </FormAlert>
      ) : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/blog"
          className="focus-ring inline-flex items-center gap-2 rounded text-sm font-medium text-slate-700 hover:text-slate-950"
        >
          <Icon name="arrow-left" className="h-4 w-4" />
          Back to all posts
        </Link>
        <RssLink>Subscribe</RssLink>
      </div>
      <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[14rem_minmax(0,1fr)_16rem]">
        <div className="hidden lg:block">
          <div className="sticky top-24">
            <TableOfContents headings={headings} />
          </div>
        </div>
        {headings.length > 0 ? (
          <div className="lg:hidden">
            <TableOfContents headings={headings} title="Contents" startOpen={false} />
          </div>
        ) : null}
        <PostArticle post={post} excerpt={excerpt} pageUrl={pageUrl} />
        <aside className="space-y-6" aria-label="More to read">
          <ToolLinks id="featured-tools-heading" title="Featured Tools" tools={featured} />
          <PostLinks id="more-posts-heading" title="More from the Blog" posts={latest} />
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary statusHandlers={{ 404: () => <PostNotFound />, 503: () => <PostLoadFailed /> }} />;
}
