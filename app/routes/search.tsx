import {
  Form,
  data,
  useLoaderData,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { SearchResultList } from "#app/components/search/SearchResultList.tsx";
import { canonicalPath, shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { searchItems } from "#app/lib/search-items.ts";
import { MAX_SEARCH_LENGTH, normalizeSearchQuery } from "#app/lib/search-ranking.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { NO_RESULTS, searchCatalogue } from "#app/server/search/search-catalogue.server.ts";
import { Button } from "#app/components/ui/Button.tsx";

// The search dialog's page form, for visitors without JavaScript.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = normalizeSearchQuery(new URL(request.url).searchParams.get("q"));
  const results = q === null ? NO_RESULTS : await searchCatalogue(context.db(), q);
  return data({ q: q ?? "", results }, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => [
  ...shareMeta(matches, {
    title: `${data?.q ? `Search: ${data.q}` : "Search"} | ${siteNameFrom(matches)}`,
    description: "Search Bitcoin tools, tags and categories.",
    path: canonicalPath(location),
  }),
  { name: "robots", content: "noindex" },
];

export default function SearchPage() {
  const { q, results } = useLoaderData<typeof loader>();
  const items = searchItems(results);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Search</h1>
      <Form method="get" role="search" className="mt-6 flex gap-2">
        <label htmlFor="search-q" className="sr-only">
          Search tools, tags and categories
        </label>
        <input
          id="search-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Search tools, tags, categories..."
          className="focus-ring h-11 w-full rounded-md border border-slate-300 px-3 text-slate-900"
        />
        <Button type="submit" size="none" className="h-11 px-5 text-sm">
          Search
        </Button>
      </Form>
      <div className="mt-8">
        {q === "" ? (
          <p className="text-slate-600">Type to search for tools, tags, or categories</p>
        ) : items.length === 0 ? (
          <p className="text-slate-600">No results found</p>
        ) : (
          <SearchResultList items={items} />
        )}
      </div>
    </div>
  );
}
