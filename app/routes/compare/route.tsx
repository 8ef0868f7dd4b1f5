import {
  data,
  useLoaderData,
  useNavigate,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { useEffect } from "react";
import { useComparison } from "#app/components/compare/useComparison.ts";
import { comparePath, parseCompareParam } from "#app/lib/comparison.ts";
import { parseFeatures } from "#app/lib/features.ts";
import { canonicalPath, shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { FACT_KEYS, type FactKey } from "#app/lib/tool-facets.ts";
import { factWords } from "#app/lib/tool-facts.ts";
import { findPublishedToolsBySlugs } from "#app/server/catalog/tool-detail.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { ComparisonTable } from "#app/routes/compare/ComparisonTable.tsx";

// /compare?tools=a,b,c: the chosen tools side by side. The URL holds the choice, so the page
// renders on the server and can be shared; the browser's saved list fills an empty URL.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const slugs = parseCompareParam(new URL(request.url).searchParams.get("tools"));
  if (slugs === null) throw badRequest("Choose up to 4 tools to compare.");
  const tools = await findPublishedToolsBySlugs(context.db(), slugs);
  return data(
    {
      slugs,
      tools: tools.map((tool) => ({
        name: tool.name,
        slug: tool.slug,
        logoUrl: tool.logoUrl,
        websiteUrl: tool.websiteUrl,
        categories: tool.categories.map((c) => c.name).join(", ") || "Uncategorized",
        facts: Object.fromEntries(FACT_KEYS.map((key) => [key, factWords(tool, key) ?? "Unknown"])) as Record<
          FactKey,
          string
        >,
        features: parseFeatures(tool.features).map((f) => f.title),
      })),
    },
    { headers: { "Cache-Control": PUBLIC_PAGE } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches, location }) => [
  ...shareMeta(matches, {
    title: `Compare Bitcoin Tools | ${siteNameFrom(matches)}`,
    description: "Compare Bitcoin tools side by side.",
    path: canonicalPath(location),
  }),
  { name: "robots", content: "noindex" },
];

export default function Compare() {
  const { slugs, tools } = useLoaderData<typeof loader>();
  const { list, ready, remove, clear } = useComparison();
  const navigate = useNavigate();

  // An empty URL shows the list saved in this browser.
  useEffect(() => {
    if (ready && slugs.length === 0 && list.length > 0)
      navigate(comparePath(list.map((t) => t.slug)), { replace: true });
  }, [ready, slugs.length, list, navigate]);

  const without = (slug: string) => comparePath(slugs.filter((s) => s !== slug));
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Compare Tools</h1>
      {tools.length === 0 ? (
        <div className="mt-8 rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <p className="font-semibold text-slate-900">No tools to compare yet</p>
          <p className="mt-1 text-slate-600">
            Use the Compare button on up to 4 tools, then come back here.{" "}
            <Link to="/" className="focus-ring rounded font-medium text-orange-800 underline">
              Find tools
            </Link>
          </p>
        </div>
      ) : (
        <>
          <ComparisonTable tools={tools} without={without} onRemove={remove} />
          <ButtonLink to="/compare" onClick={clear} variant="quiet" size="sm" className="mt-6">
            Clear comparison
          </ButtonLink>
        </>
      )}
    </div>
  );
}
