import { Form, useSubmit } from "react-router";
import type { FormEvent } from "react";
import {
  FacetFilterSelects,
  FilterActions,
  FILTER_FIELD_CLASS,
  FILTER_LABEL_CLASS,
  FilterSelect,
  labelled,
  yesNo,
} from "#app/components/catalog/FilterBar.tsx";
import {
  ADMIN_STATUS_FILTERS,
  ADMIN_TOOL_SORT_LABELS,
  ADMIN_TOOL_SORTS,
  DEFAULT_ADMIN_TOOL_SORT,
  hasAdminToolFilters,
  type AdminStatusFilter,
  type AdminToolTableQuery,
} from "#app/lib/admin-tool-table.ts";
import { HEALTH_FILTER_LABELS, HEALTH_FILTERS } from "#app/lib/listing-health.ts";
import { COVERAGE_GAP_LABELS, COVERAGE_GAPS } from "#app/lib/catalogue-coverage.ts";
import { TOOL_STATUS_LABELS } from "#app/lib/tool-status.ts";

const STATUS_FILTER_LABELS: Record<AdminStatusFilter, string> = { ...TOOL_STATUS_LABELS, scheduled: "Scheduled" };

/**
 * The table's search, filters and order as a GET form: without JavaScript "Apply" loads the URL
 * (the loader drops the empty fields); with it, the same URL is loaded in place, without them.
 */
export function ToolTableFilters({
  query,
  categories,
}: {
  query: AdminToolTableQuery;
  categories: { name: string; slug: string }[];
}) {
  const submit = useSubmit();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.set(key, value.trim());
    }
    submit(params, { method: "get", action: "/admin/tools" });
  };
  return (
    <Form
      method="get"
      action="/admin/tools"
      role="search"
      aria-label="Filter tools"
      // The fields show what the URL says, not what the browser remembers.
      autoComplete="off"
      onSubmit={onSubmit}
      className="grid grid-cols-2 gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 lg:grid-cols-4"
    >
      <div className="col-span-2">
        <label htmlFor="tools-q" className={FILTER_LABEL_CLASS}>
          Search
        </label>
        <input
          // A new URL (Back, Clear filters) resets the field.
          key={query.q}
          id="tools-q"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={100}
          placeholder="Name, slug or website URL"
          className={FILTER_FIELD_CLASS}
        />
      </div>
      <FilterSelect
        id="tools-status"
        label="Status"
        name="status"
        value={query.status ?? ""}
        anyLabel="Any status"
        options={labelled(ADMIN_STATUS_FILTERS, STATUS_FILTER_LABELS)}
      />
      <FilterSelect
        id="tools-sort"
        label="Sort"
        name="sort"
        // The default order is the empty choice, so it stays out of the URL.
        value={query.sort === DEFAULT_ADMIN_TOOL_SORT ? "" : query.sort}
        anyLabel={ADMIN_TOOL_SORT_LABELS[DEFAULT_ADMIN_TOOL_SORT]}
        options={ADMIN_TOOL_SORTS.filter((sort) => sort !== DEFAULT_ADMIN_TOOL_SORT).map((sort) => ({
          value: sort,
          label: ADMIN_TOOL_SORT_LABELS[sort],
        }))}
      />
      <FilterSelect
        id="tools-category"
        label="Category"
        name="category"
        value={query.category ?? ""}
        anyLabel="Any category"
        options={categories.map((category) => ({ value: category.slug, label: category.name }))}
      />
      <FilterSelect
        id="tools-featured"
        label="Featured"
        name="featured"
        value={yesNo(query.featured)}
        anyLabel="Any"
        options={[
          { value: "yes", label: "Featured" },
          { value: "no", label: "Not featured" },
        ]}
      />
      <FilterSelect
        id="tools-health"
        label="Website health"
        name="health"
        value={query.health ?? ""}
        anyLabel="Any health"
        options={labelled(HEALTH_FILTERS, HEALTH_FILTER_LABELS)}
      />
      <FilterSelect
        id="tools-gap"
        label="Data gap"
        name="gap"
        value={query.gap ?? ""}
        anyLabel="Any"
        options={labelled(COVERAGE_GAPS, COVERAGE_GAP_LABELS)}
      />
      <FacetFilterSelects idPrefix="tools" facets={query} />
      <FilterActions
        clearTo={hasAdminToolFilters(query) ? "/admin/tools" : null}
        className="col-span-2 flex-wrap justify-end lg:col-span-1"
      />
    </Form>
  );
}
