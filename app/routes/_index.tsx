import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { FilterBar } from "#app/components/catalog/FilterBar.tsx";
import { MarketCard } from "#app/components/prices/MarketCard.tsx";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { PopularCategories } from "#app/components/catalog/PopularCategories.tsx";
import { ToolGrid } from "#app/components/catalog/ToolGrid.tsx";
import { HeroNewsletter } from "#app/components/newsletter/HeroNewsletter.tsx";
import { ToolCard } from "#app/components/ToolCard.tsx";
import { takeHomeSearch } from "#app/lib/home-search.ts";
import { totalPagesFor } from "#app/lib/pagination.ts";
import { toolCountLabel } from "#app/lib/plural.ts";
import {
  defaultSort,
  HOME_PAGE_SIZE,
  parseToolFilters,
  toolFiltersQuery,
  type ToolFilters,
} from "#app/lib/tool-filters.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { countToolsAddedSince, listPopularCategories } from "#app/server/catalog/category-stats.server.ts";
import { listFeaturedTools } from "#app/server/catalog/featured-tools.server.ts";
import { listTools } from "#app/server/catalog/tool-list.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { latestMarket } from "#app/server/prices/latest-prices.server.ts";
import { marketAnswer } from "#app/server/prices/price-response.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { ButtonLink } from "#app/components/ui/Button.tsx";

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
  const [featured, list, popular, addedThisWeek, market] = await Promise.all([
    listFeaturedTools(db, HOME_FEATURED_COUNT),
    listTools(db, filters, filters.page, HOME_PAGE_SIZE),
    listPopularCategories(db, POPULAR_CATEGORY_COUNT),
    countToolsAddedSince(db, NEW_TOOLS_DAYS).catch((error) => {
      console.error("recent tool count failed", error);
      return 0;
    }),
    latestMarket(context.env, context.ctx),
  ]);
  const totalPages = totalPagesFor(list.total, HOME_PAGE_SIZE);
  if (filters.page > totalPages) throw notFound();
  return json(
    {
      featured,
      filters,
      tools: list.tools,
      total: list.total,
      totalPages,
      popular,
      addedThisWeek,
      market: marketAnswer(market, Date.now()),
    },
    { headers: { "Cache-Control": PUBLIC_PAGE } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, matches }) => {
  const siteName = matches.find((m) => m.id === "root")?.data?.siteName ?? "";
  const tags: ReturnType<MetaFunction> = [
    { title: `${siteName} | Bitcoin tools and resources` },
    {
      name: "description",
      content:
        "A public directory of Bitcoin tools and resources: wallets, exchanges, Lightning, mining, security and more.",
    },
  ];
  if (data) {
    const { filters, totalPages } = data;
    if (filters.page > 1) tags.push({ tagName: "link", rel: "prev", href: `/${pageQuery(filters, filters.page - 1)}` });
    if (filters.page < totalPages) {
      tags.push({ tagName: "link", rel: "next", href: `/${pageQuery(filters, filters.page + 1)}` });
    }
  }
  return tags;
};

const pageQuery = (filters: ToolFilters, page: number) => toolFiltersQuery({ ...filters, page });

export default function Home() {
  const { featured, filters, tools, total, totalPages, popular, addedThisWeek, market } =
    useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const navigate = useNavigate();
  const chosenCategory = filters.category
    ? root?.categories.find((category) => category.slug === filters.category)
    : undefined;

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
      <section className="bg-gradient-to-b from-orange-50 to-white">
        <div className="mx-auto grid grid-cols-1 max-w-7xl items-center gap-10 px-4 py-16 sm:py-20 lg:grid-cols-[3fr_2fr]">
          <div>
            <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              Discover the best tools in the Bitcoin ecosystem
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-600">
              Wallets, exchanges, Lightning services, explorers, mining, security and developer tools, organised so you
              can find what fits.
            </p>
            <ButtonLink to="/browse" size="lg" className="mt-8">
              Browse all categories
            </ButtonLink>
            <HeroNewsletter />
          </div>
          <MarketCard initial={market} />
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="featured-heading" className="text-2xl font-bold text-slate-900">
          Featured tools
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((tool) => (
            <li key={tool.id}>
              <ToolCard tool={tool} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="all-tools-heading" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-12" id="tools">
        <div className="mb-6 flex flex-wrap items-center gap-3">
          <h2 id="all-tools-heading" className="text-2xl font-bold text-slate-900">
            {chosenCategory?.name ?? "All Tools"}
          </h2>
          {addedThisWeek > 0 ? (
            <span className="rounded-full bg-orange-100 px-3 py-1 text-sm font-medium text-orange-900">
              {`${toolCountLabel(addedThisWeek)} added in the last 7 days`}
            </span>
          ) : null}
          <p className="w-full text-sm text-slate-600" aria-live="polite">
            {`${total} ${total === 1 ? "result" : "results"}`}
          </p>
        </div>
        <FilterBar filters={filters} categories={root?.categories ?? []} />
        <div className="mt-8">
          <ToolGrid tools={tools} headingLevel={3} />
        </div>
        <Pagination
          page={filters.page}
          totalPages={totalPages}
          hrefFor={(page) => `/${pageQuery(filters, page)}#tools`}
        />
      </section>

      <PopularCategories categories={popular} />
    </>
  );
}
