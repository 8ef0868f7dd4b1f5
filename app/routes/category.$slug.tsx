import {
  data,
  redirect,
  useLoaderData,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Breadcrumb } from "#app/components/Breadcrumb.tsx";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import { ListingStructuredData } from "#app/components/StructuredData.tsx";
import { RouteErrorBoundary } from "#app/components/RouteErrorBoundary.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { ToolGrid } from "#app/components/catalog/ToolGrid.tsx";
import { canonicalPath, shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { parsePageParam, totalPagesFor } from "#app/lib/pagination.ts";
import { toolCard } from "#app/lib/tool-card.ts";
import { GRID_PAGE_SIZE } from "#app/lib/tool-filters.ts";
import { hasControlCharacters } from "#app/lib/control-characters.ts";
import { findCategoryBySlug, findRenamedCategorySlug } from "#app/server/catalog/categories.server.ts";
import { findEndedMatches, NO_ENDED_MATCHES } from "#app/server/catalog/ended-matches.server.ts";
import { listToolRows } from "#app/server/catalog/tool-list.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";

export const CATEGORY_NOT_FOUND = "Category not found";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = parsePageParam(url.searchParams.get("page"));
  if (page === null) throw badRequest("The page must be a whole number from 1.");
  const db = context.db();
  const slug = params.slug ?? "";
  if (hasControlCharacters(slug)) throw notFound(CATEGORY_NOT_FOUND);
  const category = await findCategoryBySlug(db, slug);
  if (!category) {
    // A slug the category had before its last renames: one hop to its page today.
    const renamed = await findRenamedCategorySlug(db, slug);
    if (renamed) throw redirect(`/category/${renamed}${url.search}`, 301);
    throw notFound(CATEGORY_NOT_FOUND);
  }
  // The category keeps its count of published tools, so no page counts them again.
  const total = category.toolCount;
  const totalPages = totalPagesFor(total, GRID_PAGE_SIZE);
  if (page > totalPages) throw notFound();
  const tools = await listToolRows(db, { category: category.slug }, page, GRID_PAGE_SIZE);
  const ended = tools.length === 0 ? await findEndedMatches(db, { category: category.slug }) : NO_ENDED_MATCHES;
  return data(
    { category, page, totalPages, tools: tools.map(toolCard), ended, total },
    { headers: { "Cache-Control": PUBLIC_PAGE } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data
    ? shareMeta(matches, {
        title: `${data.category.name} | ${siteNameFrom(matches)}`,
        description: `Showing all tools in ${data.category.name}: Bitcoin tools in the ${data.category.name} category.`,
        path: canonicalPath(location),
      })
    : [{ title: `${CATEGORY_NOT_FOUND} | ${siteNameFrom(matches)}` }];

export default function CategoryPage() {
  const { category, tools, ended, page, totalPages } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Breadcrumb crumbs={[{ label: "Categories", to: "/browse" }, { label: category.name }]} />
      <ListingStructuredData
        crumbs={[
          { label: "Categories", to: "/browse" },
          { label: category.name, to: `/category/${category.slug}` },
        ]}
        items={tools.map((tool) => ({ name: tool.name, path: `/tool/${tool.slug}` }))}
        firstPosition={(page - 1) * GRID_PAGE_SIZE + 1}
      />
      <h1 className="mt-6 text-3xl font-bold text-slate-900 sm:text-4xl">{category.name}</h1>
      <p className="mt-2 text-slate-600">{`Showing all tools in ${category.name}`}</p>
      <div className="mt-8">
        <ToolGrid tools={tools} ended={ended} />
      </div>
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(p) => `/category/${category.slug}${p > 1 ? `?page=${p}` : ""}`}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      statusHandlers={{
        // A page past the last is the site's plain not-found page.
        404: (error) =>
          error.data === CATEGORY_NOT_FOUND ? (
            <ErrorPage title={CATEGORY_NOT_FOUND}>
              <ButtonLink to="/browse">Browse all categories</ButtonLink>
            </ErrorPage>
          ) : null,
      }}
    />
  );
}
