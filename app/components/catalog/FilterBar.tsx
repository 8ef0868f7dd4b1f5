import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import {
  CUSTODY_LABELS,
  CUSTODY_VALUES,
  KYC_LABELS,
  KYC_VALUES,
  PLATFORM_LABELS,
  PLATFORM_VALUES,
} from "~/lib/tool-facets";
import { hasActiveFilters, SORT_LABELS, SORTS, type ToolFilters } from "~/lib/tool-filters";

const SEARCH_DEBOUNCE_MS = 300;
const fieldClass =
  "focus-ring h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-slate-500";
const labelClass = "mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600";

/**
 * The listing's filters as a GET form: it works without JavaScript (Apply), and with JavaScript
 * it applies each change at once (the search text after a pause). The page is not a field, so
 * any change starts again at page 1.
 */
export function FilterBar({
  filters,
  categories,
}: {
  filters: ToolFilters;
  categories: { name: string; slug: string }[];
}) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  // Typing replaces the history entry; every other change adds one, so Back undoes it.
  const apply = (typing: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        if (!formRef.current) return;
        const params = new URLSearchParams();
        for (const [key, value] of new FormData(formRef.current)) {
          if (typeof value === "string" && value.trim() !== "") params.set(key, value);
        }
        if (params.get("sort") === "latest") params.delete("sort");
        submit(params, { method: "get", replace: typing, preventScrollReset: true });
      },
      typing ? SEARCH_DEBOUNCE_MS : 0,
    );
  };
  const yesNo = (value: boolean | null) => (value === null ? "" : value ? "yes" : "no");

  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label="Filter tools"
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
      // No form restoration on Back: the fields must show what the URL says.
      autoComplete="off"
      onChange={(event) => apply((event.target as HTMLElement).getAttribute("type") === "search")}
    >
      <div className="sm:col-span-2">
        <label htmlFor="filter-q" className={labelClass}>
          Search
        </label>
        <input
          id="filter-q"
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={100}
          placeholder="Search tools by name..."
          className={fieldClass}
        />
      </div>
      <Select id="filter-sort" label="Sort" name="sort" value={filters.sort}>
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
      <Select id="filter-category" label="Category" name="category" value={filters.category ?? ""}>
        <option value="">All Tools</option>
        {categories.map((category) => (
          <option key={category.slug} value={category.slug}>
            {category.name}
          </option>
        ))}
      </Select>
      <Select id="filter-custody" label="Custody" name="custody" value={filters.custody ?? ""}>
        <option value="">Any custody</option>
        {CUSTODY_VALUES.map((value) => (
          <option key={value} value={value}>
            {CUSTODY_LABELS[value]}
          </option>
        ))}
      </Select>
      <Select id="filter-kyc" label="KYC" name="kyc" value={filters.kyc ?? ""}>
        <option value="">Any KYC</option>
        {KYC_VALUES.map((value) => (
          <option key={value} value={value}>
            {KYC_LABELS[value]}
          </option>
        ))}
      </Select>
      <Select id="filter-open-source" label="Open source" name="open_source" value={yesNo(filters.openSource)}>
        <option value="">Any licence</option>
        <option value="yes">Open source</option>
        <option value="no">Not open source</option>
      </Select>
      <Select id="filter-lightning" label="Lightning" name="lightning" value={yesNo(filters.lightning)}>
        <option value="">Any</option>
        <option value="yes">Supports Lightning</option>
        <option value="no">No Lightning</option>
      </Select>
      <Select id="filter-platform" label="Platform" name="platform" value={filters.platform ?? ""}>
        <option value="">Any platform</option>
        {PLATFORM_VALUES.map((value) => (
          <option key={value} value={value}>
            {PLATFORM_LABELS[value]}
          </option>
        ))}
      </Select>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-3 lg:justify-end">
        {hasActiveFilters(filters) ? (
          <Link to="/" className="focus-ring rounded text-sm font-medium text-slate-700 underline hover:text-slate-950">
            Clear filters
          </Link>
        ) : null}
        <button
          type="submit"
          className="focus-ring h-10 rounded-md bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700"
        >
          Apply filters
        </button>
      </div>
    </Form>
  );
}

function Select({
  id,
  label,
  name,
  value,
  children,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {/* key: a new value from the URL (back/forward) resets the uncontrolled field */}
      <select key={value} id={id} name={name} defaultValue={value} className={fieldClass}>
        {children}
      </select>
    </div>
  );
}
