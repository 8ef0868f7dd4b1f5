import { Form } from "react-router";
import { INPUT_CLASS } from "#app/components/form/FormField.tsx";
import { Button } from "#app/components/ui/Button.tsx";

/** A list's search box and filter, sent in the URL (a GET form: it works without JavaScript). */
export function AdminListSearch({
  searchLabel,
  q,
  filterName,
  filterLabel,
  filter,
  filters,
}: {
  searchLabel: string;
  q: string;
  filterName: string;
  filterLabel: string;
  filter: string;
  /** Value and label of each filter; "" is everything. */
  filters: [string, string][];
}) {
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
      <div className="min-w-48 flex-1">
        <label htmlFor="q" className="block text-sm font-medium text-slate-900">
          {searchLabel}
        </label>
        <input id="q" name="q" type="search" defaultValue={q} className={INPUT_CLASS} />
      </div>
      <div>
        <label htmlFor={filterName} className="block text-sm font-medium text-slate-900">
          {filterLabel}
        </label>
        <select id={filterName} name={filterName} defaultValue={filter} className={INPUT_CLASS}>
          {filters.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="sm" className="h-[42px]">
        Show
      </Button>
    </Form>
  );
}
