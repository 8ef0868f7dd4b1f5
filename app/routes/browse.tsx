import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { CategoryIcon } from "#app/components/catalog/CategoryIcon.tsx";
import { ListingStructuredData } from "#app/components/StructuredData.tsx";
import { canonicalPath, shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { parsePageParam, totalPagesFor } from "#app/lib/pagination.ts";
import { toolCountLabel } from "#app/lib/plural.ts";
import { listCategoriesWithCounts } from "#app/server/catalog/categories.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";

/** Category tiles per page: every grid width (1 to 4 columns) ends its last row full. */
export const BROWSE_PAGE_SIZE = 48;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  if (page === null) throw badRequest("The page must be a whole number from 1.");
  const { categories, total } = await listCategoriesWithCounts(context.db(), page, BROWSE_PAGE_SIZE);
  const totalPages = totalPagesFor(total, BROWSE_PAGE_SIZE);
  if (page > totalPages) throw notFound();
  return data({ categories, page, totalPages }, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches, location }) =>
  shareMeta(matches, {
    title: `Browse Bitcoin Tools | ${siteNameFrom(matches)}`,
    description:
      "Browse Bitcoin tools by category: wallets, exchanges, payments, mining, security, education and more.",
    path: canonicalPath(location),
  });

export default function Browse() {
  const { categories, page, totalPages } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Browse Bitcoin Tools</h1>
      <ListingStructuredData
        crumbs={[{ label: "Browse Bitcoin Tools", to: "/browse" }]}
        items={categories.map((category) => ({ name: category.name, path: `/category/${category.slug}` }))}
        firstPosition={(page - 1) * BROWSE_PAGE_SIZE + 1}
      />
      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={`/category/${category.slug}`} className="category-tile">
              <span className="category-tile-icon">
                <CategoryIcon name={category.name} className="h-6 w-6" />
              </span>
              <span>
                <span className="category-tile-name">{category.name}</span>
                <span className="category-tile-count">{toolCountLabel(category.toolCount)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => (n === 1 ? "/browse" : `/browse?page=${n}`)} />
    </div>
  );
}
