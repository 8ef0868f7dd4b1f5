import {
  data,
  redirect,
  useLoaderData,
  useNavigate,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { canonicalPath, shareMeta } from "#app/lib/meta.ts";
import { useEffect } from "react";
import { SiteStructuredData } from "#app/components/StructuredData.tsx";
import { PopularCategories } from "#app/components/catalog/PopularCategories.tsx";
import { ToolCard } from "#app/components/ToolCard.tsx";
import { takeHomeSearch } from "#app/lib/home-search.ts";
import { toolCard } from "#app/lib/tool-card.ts";
import { totalPagesFor } from "#app/lib/pagination.ts";
import { parseToolFilters } from "#app/server/catalog/tool-list-params.server.ts";
import { defaultSort, HOME_PAGE_SIZE, toolFiltersQuery } from "#app/lib/tool-filters.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { countToolsAddedSince, listPopularCategories } from "#app/server/catalog/category-stats.server.ts";
import { listFeaturedTools } from "#app/server/catalog/featured-tools.server.ts";
import { findCategoryBySlug } from "#app/server/catalog/categories.server.ts";
import { listFilterCategories, withChosenCategory } from "#app/server/catalog/menu-categories.server.ts";
import { listTools } from "#app/server/catalog/tool-list.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { latestMarket } from "#app/server/prices/latest-prices.server.ts";
import { marketAnswer } from "#app/server/prices/price-response.server.ts";
import { loadPriceTrend } from "#app/server/prices/price-trend.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { findEndedMatches, NO_ENDED_MATCHES } from "#app/server/catalog/ended-matches.server.ts";
import { AllTools, pageQuery } from "#app/routes/_index/AllTools.tsx";
import { HomeHero } from "#app/routes/_index/HomeHero.tsx";

const HOME_FEATURED_COUNT = 3;
const POPULAR_CATEGORY_COUNT = 12;
const NEW_TOOLS_DAYS = 7;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  const parsed = parseToolFilters(searchParams);
  if (!parsed.ok) throw badRequest(parsed.message);
  const { filters } = parsed;
  // The filter form without JavaScript sends every field, empty ones too: land on the short URL, at the results.
  if ([...searchParams.values()].some((value) => value.trim() === "")) {
    throw redirect(`/${toolFiltersQuery(filters)}#tools`);
  }
  const db = context.db();
  const [featured, list, popular, addedThisWeek, market, chosenCategory, categories] = await Promise.all([
    listFeaturedTools(db, HOME_FEATURED_COUNT),
    listTools(db, filters, filters.page, HOME_PAGE_SIZE),
    listPopularCategories(db, POPULAR_CATEGORY_COUNT),
    countToolsAddedSince(db, NEW_TOOLS_DAYS).catch((error) => {
      console.error("recent tool count failed", error);
      return 0;
    }),
    latestMarket(context.env, context.ctx),
    filters.category ? findCategoryBySlug(db, filters.category) : null,
    listFilterCategories(context.db),
  ]);
  const chosen = chosenCategory && { name: chosenCategory.name, slug: chosenCategory.slug };
  const marketTrend = await loadPriceTrend(context, "USD", {
    price: market?.price ?? null,
    change24h: market?.change24h ?? null,
  });
  const totalPages = totalPagesFor(list.total, HOME_PAGE_SIZE);
  if (filters.page > totalPages) throw notFound();
  // A search names the ended tools it matches too, on its first page; other lists only when empty.
  const wantsEnded = !filters.includeEnded && (list.total === 0 || (filters.q !== "" && filters.page === 1));
  const ended = wantsEnded ? await findEndedMatches(db, filters) : NO_ENDED_MATCHES;
  return data(
    {
      featured: featured.map(toolCard),
      filters,
      tools: list.tools.map(toolCard),
      total: list.total,
      capped: list.capped,
      ended,
      totalPages,
      popular: popular.map(({ name, slug, toolCount }) => ({ name, slug, toolCount })),
      chosenCategory: chosen,
      /** The filter's choices. */
      categories: withChosenCategory(categories, chosen),
      addedThisWeek,
      market: marketAnswer(market, Date.now()),
      marketTrend,
    },
    { headers: { "Cache-Control": PUBLIC_PAGE } },
  );
}

const FEATURED_HEADING = "featured-heading";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, matches, location }) => {
  const siteName = matches.find((m) => m.id === "root")?.data?.siteName ?? "";
  const tags: ReturnType<MetaFunction> = shareMeta(matches, {
    title: `${siteName} | Bitcoin tools and resources`,
    description:
      "A public directory of Bitcoin tools and resources: wallets, exchanges, Lightning, mining, security and more.",
    path: canonicalPath(location),
  });
  if (data) {
    const { filters, totalPages } = data;
    if (filters.page > 1) tags.push({ tagName: "link", rel: "prev", href: `/${pageQuery(filters, filters.page - 1)}` });
    if (filters.page < totalPages) {
      tags.push({ tagName: "link", rel: "next", href: `/${pageQuery(filters, filters.page + 1)}` });
    }
  }
  return tags;
};

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { featured, filters, popular, market, marketTrend } = data;
  const navigate = useNavigate();

  // A search handed over by the global search is applied once, then forgotten.
  useEffect(() => {
    const q = takeHomeSearch();
    if (!q) return;
    // The order the visitor chose stays; the default one becomes the search's default (relevance).
    const sort = filters.sort === defaultSort(filters.q) ? defaultSort(q) : filters.sort;
    navigate(`/${toolFiltersQuery({ ...filters, q, sort, page: 1 })}#tools`, { replace: true });
    // Only on arrival: later filter changes come from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <SiteStructuredData />
      <HomeHero market={market} trend={marketTrend} />

      <section aria-labelledby={FEATURED_HEADING} className="mx-auto max-w-7xl px-4 py-12">
        <h2 id={FEATURED_HEADING} className="text-2xl font-bold text-slate-900">
          Featured tools
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((tool) => (
            <li key={tool.slug}>
              <ToolCard tool={tool} />
            </li>
          ))}
        </ul>
      </section>

      <AllTools data={data} />

      <PopularCategories categories={popular} />
    </>
  );
}
