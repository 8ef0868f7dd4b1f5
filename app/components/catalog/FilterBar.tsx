import { ALL_LIFECYCLES, INCLUDE_ENDED_LABEL, LIFECYCLE_PARAM } from "#app/lib/tool-lifecycle.ts";
import { RELEASED_PARAM, RELEASED_RECENTLY, RELEASED_RECENTLY_LABEL } from "#app/lib/tool-repository.ts";
import { Form, useSubmit } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { useEffect, useRef, useState } from "react";
import {
  CUSTODY_LABELS,
  CUSTODY_VALUES,
  HARDWARE_SIGNER_LABELS,
  HARDWARE_SIGNER_VALUES,
  KYC_LABELS,
  KYC_VALUES,
  PLATFORM_LABELS,
  PLATFORM_VALUES,
  VALIDATION_LABELS,
  VALIDATION_VALUES,
  YES_NO_FACETS,
  type YesNoFacet,
} from "#app/lib/tool-facets.ts";
import {
  defaultSort,
  hasActiveFilters,
  SORT_LABELS,
  SORTS,
  type ToolFacets,
  type ToolFilters,
} from "#app/lib/tool-filters.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { Icon } from "#app/components/ui/Icon.tsx";

const SEARCH_DEBOUNCE_MS = 300;

const isSearchBox = (target: EventTarget) => (target as HTMLElement).getAttribute("type") === "search";
export const FILTER_FIELD_CLASS = "filter-field";
export const FILTER_LABEL_CLASS = "filter-label";
const CATEGORY_SELECT_ID = "filter-category";

/**
 * The listing's filters as a GET form: it works without JavaScript (Apply), and with JavaScript
 * it applies each change at once (the search text after a pause). The page is not a field, so
 * any change starts again at page 1. Below 1024 px the form waits behind "Filters" (a <details>,
 * so without JavaScript too), open when a filter is in force so that what is applied shows; from
 * 1024 px it is always open (`.filter-panel` in tailwind.css).
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
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // The search text this form last sent: a new URL with another one (Back, a link) replaces what
  // the box shows, while the URL that follows the visitor's own typing leaves the box alone.
  const sentQuery = useRef(filters.q);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (searchRef.current && filters.q !== sentQuery.current) searchRef.current.value = filters.q;
    sentQuery.current = filters.q;
  }, [filters.q]);

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
        sentQuery.current = params.get("q")?.trim() ?? "";
        submit(params, { method: "get", replace: typing, preventScrollReset: true });
      },
      typing ? SEARCH_DEBOUNCE_MS : 0,
    );
  };

  const active = hasActiveFilters(filters);
  // Opened by a filter coming into force, never closed by the page: the visitor folds it.
  const panelRef = useRef<HTMLDetailsElement>(null);
  const [openOnArrival] = useState(active);
  useEffect(() => {
    if (active && panelRef.current) panelRef.current.open = true;
  }, [active]);
  return (
    <details
      ref={panelRef}
      open={openOnArrival}
      className="filter-panel group/filters rounded-xl border border-slate-200 bg-slate-50"
    >
      <summary className="focus-ring flex cursor-pointer items-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-slate-900">
        Filters
        <Icon name="chevron-down" className="ml-auto h-4 w-4 transition-transform group-open/filters:rotate-180" />
      </summary>
      <Form
        ref={formRef}
        method="get"
        // Without JavaScript the page reloads: land on the results, not the top of the page.
        action="/#tools"
        role="search"
        aria-label="Filter tools"
        className="grid grid-cols-1 gap-4 p-4 pt-1 sm:grid-cols-2 lg:grid-cols-4 lg:pt-4"
        // No form restoration on Back: the fields must show what the URL says.
        autoComplete="off"
        // Typing in the search box is an input event; a choice in a list is a change event (under
        // Preact, onChange is the DOM's change event, which a text box fires only when it loses focus).
        onInput={(event) => isSearchBox(event.target) && apply(true)}
        onChange={(event) => !isSearchBox(event.target) && apply(false)}
      >
        <div className="sm:col-span-2">
          <label htmlFor="filter-q" className={FILTER_LABEL_CLASS}>
            Search
          </label>
          <input
            ref={searchRef}
            id="filter-q"
            type="search"
            name="q"
            defaultValue={filters.q}
            maxLength={100}
            placeholder="Search tools by name, tag or description..."
            className={FILTER_FIELD_CLASS}
          />
        </div>
        {/* The empty choice is the default order, so a search typed without JavaScript is ranked by relevance */}
        <FilterSelect
          id="filter-sort"
          label="Sort"
          name="sort"
          value={filters.sort === defaultSort(filters.q) ? "" : filters.sort}
          anyLabel={SORT_LABELS[defaultSort(filters.q)]}
          options={sortOptions(filters.q)}
        />
        <FilterSelect
          id={CATEGORY_SELECT_ID}
          label="Category"
          name="category"
          value={filters.category ?? ""}
          anyLabel="All Tools"
          options={categories.map((c) => ({ value: c.slug, label: c.name }))}
        />
        <FacetFilterSelects idPrefix="filter" facets={filters} />
        <FilterCheckbox
          name={LIFECYCLE_PARAM}
          value={ALL_LIFECYCLES}
          checked={filters.includeEnded}
          label={INCLUDE_ENDED_LABEL}
        />
        <FilterCheckbox
          name={RELEASED_PARAM}
          value={RELEASED_RECENTLY}
          checked={filters.releasedRecently}
          label={RELEASED_RECENTLY_LABEL}
        />
        <FilterActions clearTo={active ? "/" : null} className="sm:col-span-2 lg:col-span-3 lg:justify-end" />
      </Form>
    </details>
  );
}

/** A yes-or-nothing filter of the home list: ticked, its parameter carries `value`. */
function FilterCheckbox({
  name,
  value,
  checked,
  label,
}: {
  name: string;
  value: string;
  checked: boolean;
  label: string;
}) {
  return (
    <label className="flex items-center gap-2 self-end text-sm font-medium text-slate-800 sm:col-span-2 lg:col-span-3">
      <input
        key={String(checked)}
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="h-4 w-4 rounded border-slate-300 text-bitcoin-dark focus:ring-bitcoin"
      />
      {label}
    </label>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** The orders besides the default one; relevance only while searching. */
/** "Clear filters" (when a filter is in force) and "Apply filters", at the end of a filter form. */
export function FilterActions({ clearTo, className }: { clearTo: string | null; className: string }) {
  return (
    <div className={`flex items-end gap-3 ${className}`}>
      {clearTo ? (
        <Link
          to={clearTo}
          className="focus-ring rounded text-sm font-medium text-slate-700 underline hover:text-slate-950"
        >
          Clear filters
        </Link>
      ) : null}
      <Button type="submit" size="none" className="h-10 px-4 text-sm">
        Apply filters
      </Button>
    </div>
  );
}

function sortOptions(q: string): Option[] {
  return SORTS.filter((sort) => sort !== defaultSort(q) && (sort !== "relevance" || q !== "")).map((sort) => ({
    value: sort,
    label: SORT_LABELS[sort],
  }));
}

export function labelled<T extends string>(values: readonly T[], labels: Record<T, string>): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** A labelled select; `anyLabel` adds the empty "no filter" choice first. */
export function FilterSelect({
  id,
  label,
  name,
  value,
  options,
  anyLabel,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  options: Option[];
  anyLabel?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={FILTER_LABEL_CLASS}>
        {label}
      </label>
      {/* key: a new value from the URL (back/forward) resets the uncontrolled field */}
      <select key={value} id={id} name={name} defaultValue={value} className={FILTER_FIELD_CLASS}>
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The Bitcoin facets a tool list filters on. */
export type FacetFilters = ToolFacets;

/** A yes/no filter's select value ("" for either). */
export const yesNo = (value: boolean | null) => (value === null ? "" : value ? "yes" : "no");

/** The facets behind "More Bitcoin filters", closed until one of them is chosen. */
const MORE_YES_NO_FACETS: YesNoFacet[] = [
  "bitcoinOnly",
  "reproducibleBuilds",
  "tor",
  "coinControl",
  "multisig",
  "custodialLightning",
  "selfCustodialLightning",
];

/**
 * The facet selects of a filter form; `idPrefix` keeps their ids apart from other forms'. The
 * common ones show; the rest wait in a disclosure, which works without JavaScript too.
 */
export function FacetFilterSelects({ idPrefix, facets }: { idPrefix: string; facets: FacetFilters }) {
  const moreChosen = MORE_YES_NO_FACETS.some((key) => facets[key] !== null) || facets.validation || facets.signer;
  return (
    <>
      <FilterSelect
        id={`${idPrefix}-custody`}
        label="Custody"
        name="custody"
        value={facets.custody ?? ""}
        anyLabel="Any custody"
        options={labelled(CUSTODY_VALUES, CUSTODY_LABELS)}
      />
      <FilterSelect
        id={`${idPrefix}-kyc`}
        label="KYC"
        name="kyc"
        value={facets.kyc ?? ""}
        anyLabel="Any KYC"
        options={labelled(KYC_VALUES, KYC_LABELS)}
      />
      <YesNoSelect idPrefix={idPrefix} facet="openSource" value={facets.openSource} />
      <YesNoSelect idPrefix={idPrefix} facet="lightning" value={facets.lightning} />
      <FilterSelect
        id={`${idPrefix}-platform`}
        label="Platform"
        name="platform"
        value={facets.platform ?? ""}
        anyLabel="Any platform"
        options={labelled(PLATFORM_VALUES, PLATFORM_LABELS)}
      />
      <details open={Boolean(moreChosen)} className="group col-span-full">
        <summary className="focus-ring flex w-fit cursor-pointer list-none items-center gap-1 rounded text-sm font-medium text-slate-700 hover:text-slate-950 [&::-webkit-details-marker]:hidden">
          More Bitcoin filters
          <Icon name="chevron-down" className="h-4 w-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FilterSelect
            id={`${idPrefix}-validation`}
            label="Validation"
            name="validation"
            value={facets.validation ?? ""}
            anyLabel="Any validation"
            options={labelled(VALIDATION_VALUES, VALIDATION_LABELS)}
          />
          <FilterSelect
            id={`${idPrefix}-signer`}
            label="Hardware signers"
            name="signer"
            value={facets.signer ?? ""}
            anyLabel="Any or none"
            options={labelled(HARDWARE_SIGNER_VALUES, HARDWARE_SIGNER_LABELS)}
          />
          {MORE_YES_NO_FACETS.map((facet) => (
            <YesNoSelect key={facet} idPrefix={idPrefix} facet={facet} value={facets[facet]} />
          ))}
        </div>
      </details>
    </>
  );
}

function YesNoSelect({ idPrefix, facet, value }: { idPrefix: string; facet: YesNoFacet; value: boolean | null }) {
  const { param, label, yes, no, any } = YES_NO_FACETS[facet];
  return (
    <FilterSelect
      id={`${idPrefix}-${param.replaceAll("_", "-")}`}
      label={label}
      name={param}
      value={yesNo(value)}
      anyLabel={any}
      options={[
        { value: "yes", label: yes },
        { value: "no", label: no },
      ]}
    />
  );
}
