import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Breadcrumb } from "#app/components/Breadcrumb.tsx";
import { Notice } from "#app/components/Notice.tsx";
import { RouteErrorBoundary } from "#app/components/RouteErrorBoundary.tsx";
import { ReportProblemLink } from "#app/components/tool/ReportProblemLink.tsx";
import { ToolChanges } from "#app/components/changes/ToolChanges.tsx";
import { ShareButtons } from "#app/components/tool/ShareButtons.tsx";
import { ToolFacts } from "#app/components/tool/ToolFacts.tsx";
import { ToolNotFound, TOOL_NOT_FOUND } from "#app/components/tool/ToolNotFound.tsx";
import { ToolSidebar } from "#app/components/tool/ToolSidebar.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";
import { parseFeatures } from "#app/lib/features.ts";
import { linkedToolFacts } from "#app/lib/glossary-facts.ts";
import { shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { alternativesHeading, alternativesPath } from "#app/lib/tool-alternatives.ts";
import { absoluteUrl, breadcrumbList, jsonLd, softwareApplication } from "#app/lib/structured-data.ts";
import { PLATFORM_LABELS } from "#app/lib/tool-facets.ts";
import { repositoryLabels } from "#app/lib/tool-repository.ts";
import { factsLastVerified } from "#app/lib/tool-facts.ts";
import { toolImage } from "#app/lib/tool-images.ts";
import { unpublishedToolNotice } from "#app/lib/tool-status.ts";
import { listToolChanges } from "#app/server/changes/public-changes.server.ts";
import { listLatestPosts } from "#app/server/blog/latest-posts.server.ts";
import { isBookmarked } from "#app/server/bookmarks/bookmarks.server.ts";
import { toolPageAction } from "#app/server/catalog/tool-page-action.server.ts";
import { isWatching } from "#app/server/watching/tool-watches.server.ts";
import { listFeaturedTools } from "#app/server/catalog/featured-tools.server.ts";
import { listSimilarTools } from "#app/server/catalog/tool-detail.server.ts";
import { visibleTool } from "#app/server/catalog/visible-tool.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { sanitizeRichHtml } from "#app/server/html/sanitize.server.ts";
import { LifecycleBanner } from "#app/routes/tool.$slug/LifecycleBanner.tsx";
import { RepositoryFreshness } from "#app/routes/tool.$slug/RepositoryFreshness.tsx";
import { ToolHeader } from "#app/routes/tool.$slug/ToolHeader.tsx";
import { AboutSection, FeatureList, RelatedTopics, Screenshot } from "#app/routes/tool.$slug/ToolSections.tsx";

const FEATURED_COUNT = 3;
const SIMILAR_COUNT = 5;
const LATEST_POSTS_COUNT = 3;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const db = context.db();
  const [tool, similar, featured, posts, changes] = await Promise.all([
    visibleTool(context, params.slug),
    listSimilarTools(db, params.slug ?? "", SIMILAR_COUNT),
    listFeaturedTools(db, FEATURED_COUNT + 1),
    listLatestPosts(db, LATEST_POSTS_COUNT),
    listToolChanges(db, params.slug ?? ""),
  ]);
  const [bookmarked, watching] = context.user
    ? await Promise.all([isBookmarked(db, context.user.id, tool.id), isWatching(db, context.user.id, tool.id)])
    : [false, false];
  const origin = context.env.SITE_URL;
  const pageUrl = absoluteUrl(origin, `/tool/${tool.slug}`);
  const primary = tool.categories[0];
  const crumbs = [
    { name: "Home", url: absoluteUrl(origin, "/") },
    { name: "Browse Tools", url: absoluteUrl(origin, "/browse") },
    ...(primary ? [{ name: primary.name, url: absoluteUrl(origin, `/category/${primary.slug}`) }] : []),
    { name: tool.name, url: pageUrl },
  ];
  // The screenshot is the share image; without one, the image drawn from the tool's name.
  const screenshot = tool.screenshotUrl ? toolImage(tool.screenshotUrl) : null;
  const shareImage = absoluteUrl(origin, screenshot?.url ?? `/og/tool/${tool.slug}.png`);
  const facts = linkedToolFacts(tool, new Date());
  return data(
    {
      // The facts travel once, in words, with their sources.
      tool: { ...tool, factSources: undefined, fullDescription: sanitizeRichHtml(tool.fullDescription ?? "") },
      features: parseFeatures(tool.features),
      facts,
      factsVerifiedOn: factsLastVerified(facts),
      repositoryLabels: tool.repository ? repositoryLabels(tool.repository, new Date()) : [],
      bookmarked,
      watching,
      featured: featured.filter((t) => t.id !== tool.id).slice(0, FEATURED_COUNT),
      similar,
      posts,
      changes,
      pageUrl,
      screenshot,
      shareImage,
      structuredData: [
        softwareApplication({
          name: tool.name,
          description: tool.description,
          url: pageUrl,
          websiteUrl: tool.websiteUrl,
          image: shareImage,
          category: primary?.name ?? "Uncategorized",
          operatingSystems: tool.platforms.map((p) => PLATFORM_LABELS[p]),
        }),
        breadcrumbList(crumbs),
      ],
    },
    { headers: { "Cache-Control": PUBLIC_PAGE } },
  );
}

/** The bookmark and watch forms (signed-out visitors are sent to sign in). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const tool = await visibleTool(context, params.slug);
  return toolPageAction(context, request, tool.id);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const siteName = siteNameFrom(matches);
  if (!data) return [{ title: `${TOOL_NOT_FOUND} | ${siteName}` }, { name: "robots", content: "noindex" }];
  return shareMeta(matches, {
    title: `${siteName} | ${data.tool.name}`,
    description: data.tool.description,
    path: data.pageUrl,
    image: data.shareImage,
    ...shareImageDetails(data.screenshot),
  });
};

/** An uploaded screenshot is a WebP whose size its name says; of another, nothing is known. */
function shareImageDetails(screenshot: { width?: number; height?: number } | null) {
  if (!screenshot) return {};
  const { width, height } = screenshot;
  return width && height ? { imageSize: { width, height }, imageType: "image/webp" } : { imageSize: null };
}

export default function ToolPage() {
  const {
    tool,
    facts,
    factsVerifiedOn,
    repositoryLabels,
    screenshot,
    features,
    featured,
    similar,
    posts,
    changes,
    pageUrl,
    structuredData,
    bookmarked,
    watching,
  } = useLoaderData<typeof loader>();
  // Without JavaScript the bookmark and watch forms post here and the page says what happened.
  const submitted = useActionData<typeof action>();
  const notice = submitted && "notice" in submitted ? submitted.notice : null;
  const justBookmarked = Boolean(submitted && "bookmarked" in submitted && submitted.bookmarked);
  const primary = tool.categories[0];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }} />
      <Notice notice={notice} />
      {tool.status !== "published" ? (
        <FormAlert tone="warning" className="mb-6">
          <p>{unpublishedToolNotice(tool.status, tool.publishAt)}</p>
        </FormAlert>
      ) : null}
      <Breadcrumb
        crumbs={[
          { label: "Browse Tools", to: "/browse" },
          ...(primary ? [{ label: primary.name, to: `/category/${primary.slug}` }] : []),
          { label: tool.name },
        ]}
      />
      <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr),320px]">
        <article className="min-w-0 space-y-8">
          <ToolHeader tool={tool} bookmarked={bookmarked} watching={watching} justBookmarked={justBookmarked} />
          <LifecycleBanner {...tool} />
          <ToolFacts facts={facts} lastVerified={factsVerifiedOn} />
          <RepositoryFreshness
            repository={tool.repository}
            sourceUrl={tool.repositorySourceUrl}
            labels={repositoryLabels}
          />
          <AboutSection html={tool.fullDescription} />
          {screenshot ? <Screenshot image={screenshot} name={tool.name} /> : null}
          <FeatureList features={features} />
          <ShareButtons url={pageUrl} title={tool.name} />
          <RelatedTopics tags={tool.tags} />
          <ToolChanges changes={changes} />
          <ReportProblemLink tool={tool} />
        </article>
        <ToolSidebar
          featured={featured}
          similar={similar}
          posts={posts}
          alternatives={
            tool.status === "published"
              ? { to: alternativesPath(tool.slug), label: alternativesHeading(tool.name) }
              : null
          }
        />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary statusHandlers={{ 404: () => <ToolNotFound /> }} />;
}
