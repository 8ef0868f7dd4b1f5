import {
  data,
  redirect,
  useLoaderData,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { Breadcrumb } from "#app/components/Breadcrumb.tsx";
import { ListingStructuredData } from "#app/components/StructuredData.tsx";
import { RouteErrorBoundary } from "#app/components/RouteErrorBoundary.tsx";
import { ToolNotFound, TOOL_NOT_FOUND } from "#app/components/tool/ToolNotFound.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { hasControlCharacters } from "#app/lib/control-characters.ts";
import { shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { toolLogoUrl } from "#app/lib/tool-logo.ts";
import {
  alternativesHeading,
  alternativesPath,
  compareWithFirst,
  keyFactsShown,
  keyFactWords,
} from "#app/lib/tool-alternatives.ts";
import { listToolAlternatives } from "#app/server/catalog/tool-alternatives.server.ts";
import { findRenamedTool, findToolBySlug } from "#app/server/catalog/tool-detail.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { AlternativeCard, KeyFactList } from "#app/routes/tool.$slug_.alternatives/AlternativeCard.tsx";

// /tool/{slug}/alternatives: the published tools of the tool's primary category, those with the
// most facts and tags in common first. Public tools only, so the page is the same for everyone.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!slug || hasControlCharacters(slug)) throw notFound(TOOL_NOT_FOUND);
  const db = context.db();
  const [tool, alternatives] = await Promise.all([findToolBySlug(db, slug), listToolAlternatives(db, slug)]);
  if (!tool || tool.status !== "published") {
    const renamed = tool ? null : await findRenamedTool(db, slug);
    // max-age=0, as the tool page's: an old slug can be given back.
    if (renamed?.status === "published")
      throw redirect(alternativesPath(renamed.slug), { status: 301, headers: { "Cache-Control": PUBLIC_PAGE } });
    throw notFound(TOOL_NOT_FOUND);
  }
  const toolFacts = keyFactWords(tool);
  const listed = alternatives.map((alternative) => ({
    name: alternative.name,
    slug: alternative.slug,
    description: alternative.description,
    logoUrl: toolLogoUrl(alternative),
    facts: keyFactWords(alternative),
  }));
  return data(
    {
      tool: { name: tool.name, slug: tool.slug, logoUrl: tool.logoUrl, facts: toolFacts },
      category: tool.categories[0] ?? null,
      alternatives: listed,
      factRows: keyFactsShown([toolFacts, ...listed.map((a) => a.facts)]),
    },
    { headers: { "Cache-Control": PUBLIC_PAGE } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const siteName = siteNameFrom(matches);
  if (!data) return [{ title: `${TOOL_NOT_FOUND} | ${siteName}` }, { name: "robots", content: "noindex" }];
  const { tool, category, alternatives } = data;
  const tags = shareMeta(matches, {
    title: `${alternativesHeading(tool.name)} | ${siteName}`,
    description: alternatives.length
      ? `${alternatives.length} Bitcoin tools in ${category?.name ?? "its category"} compared with ${tool.name}, those with the most facts and tags in common first.`
      : `No alternatives to ${tool.name} are listed yet.`,
    path: alternativesPath(tool.slug),
    image: `/og/tool/${tool.slug}.png`,
  });
  // A page that lists nothing stays out of search results until it does.
  return alternatives.length ? tags : [...tags, { name: "robots", content: "noindex" }];
};

export default function ToolAlternativesPage() {
  const { tool, category, alternatives, factRows } = useLoaderData<typeof loader>();
  const crumbs = [
    { label: "Browse Tools", to: "/browse" },
    ...(category ? [{ label: category.name, to: `/category/${category.slug}` }] : []),
    { label: tool.name, to: `/tool/${tool.slug}` },
    { label: "Alternatives", to: alternativesPath(tool.slug) },
  ];
  const categoryLink = category ? `/category/${category.slug}` : "/browse";
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Breadcrumb crumbs={crumbs} />
      <ListingStructuredData
        crumbs={crumbs}
        items={alternatives.map((a) => ({ name: a.name, path: `/tool/${a.slug}` }))}
        firstPosition={1}
      />
      <h1 className="mt-6 break-words text-3xl font-bold text-slate-900 sm:text-4xl">
        {alternativesHeading(tool.name)}
      </h1>
      {alternatives.length === 0 ? (
        <div className="mt-8 rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <p className="font-semibold text-slate-900">{`No other published tool shares ${tool.name}'s category yet.`}</p>
          <p className="mt-1 text-slate-600">
            <Link to={categoryLink} className="focus-ring rounded font-medium text-orange-800 underline">
              {category ? `See all tools in ${category.name}` : "Browse Tools"}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-2 max-w-3xl text-slate-600">
            {`Tools in ${category?.name ?? "the same category"}, those with the most facts and tags in common with ${tool.name} first. A check marks a fact it shares with ${tool.name}.`}
          </p>
          <section
            aria-labelledby="compared-tool-heading"
            className="mt-8 flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="min-w-0">
              <h2 id="compared-tool-heading" className="break-words text-lg font-semibold text-slate-900">
                <Link to={`/tool/${tool.slug}`} className="focus-ring rounded hover:underline">
                  {tool.name}
                </Link>
              </h2>
              <KeyFactList facts={tool.facts} rows={factRows} />
            </div>
            <ButtonLink
              to={compareWithFirst(
                tool.slug,
                alternatives.map((a) => a.slug),
              )}
              size="sm"
              className="shrink-0 self-start"
            >
              {`Compare ${tool.name} with the first ${Math.min(alternatives.length, 3)}`}
            </ButtonLink>
          </section>
          <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {alternatives.map((alternative) => (
              <li key={alternative.slug} className="min-w-0">
                <AlternativeCard alternative={alternative} tool={tool} rows={factRows} />
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <Link to={categoryLink} className="focus-ring rounded font-medium text-orange-800 underline">
              {category ? `See all tools in ${category.name}` : "Browse Tools"}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary statusHandlers={{ 404: () => <ToolNotFound /> }} />;
}
