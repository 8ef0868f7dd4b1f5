import type { LoaderData } from "#app/lib/loader-data.ts";
import { FilterBar } from "#app/components/catalog/FilterBar.tsx";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { ToolGrid } from "#app/components/catalog/ToolGrid.tsx";
import { toolCountLabel } from "#app/lib/plural.ts";
import { resultCountLabel, toolFiltersQuery, type ToolFilters } from "#app/lib/tool-filters.ts";
import type { loader } from "#app/routes/_index/route.tsx";

type HomeData = LoaderData<typeof loader>;

/** The query of one page of the list under the current filters. */
export const pageQuery = (filters: ToolFilters, page: number) => toolFiltersQuery({ ...filters, page });

/** The catalogue under the filters: heading, count, filter form (every category), tools and pages. */
export function AllTools({
  data: { filters, tools, total, capped, totalPages, addedThisWeek, chosenCategory, categories, ended },
}: {
  data: HomeData;
}) {
  return (
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
          {resultCountLabel(total, capped)}
        </p>
      </div>
      <FilterBar filters={filters} categories={categories} />
      <div className="mt-8">
        <ToolGrid
          tools={tools}
          headingLevel={3}
          ended={{ ...ended, includeEndedHref: `/${toolFiltersQuery({ ...filters, includeEnded: true })}#tools` }}
        />
      </div>
      <Pagination
        page={filters.page}
        totalPages={totalPages}
        hrefFor={(page) => `/${pageQuery(filters, page)}#tools`}
      />
    </section>
  );
}
