import type { ReactNode } from "react";

export interface AdminColumn {
  label: string;
  /** Figures line up on the right. */
  numeric?: boolean;
  /** Read by screen readers but not shown: a column of checkboxes or links. */
  hideLabel?: boolean;
  /** Shown in the header cell instead of the label, such as a box that ticks every row. */
  control?: ReactNode;
  className?: string;
}

/**
 * A plain admin list: a captioned table whose header names its columns; the rows are the caller's.
 * `stacked`: below `md` the header is hidden and each row is a card of its cells, which then name
 * themselves, so no column is pushed off a phone's screen.
 */
export function AdminTable({
  caption,
  columns,
  className = "mt-6",
  stacked = false,
  children,
}: {
  caption: string;
  columns: AdminColumn[];
  className?: string;
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`${className} overflow-x-auto rounded-2xl border border-slate-200 bg-white`}>
      <table className={`w-full text-left text-sm${stacked ? " block md:table" : ""}`}>
        <caption className="sr-only">{caption}</caption>
        <thead
          className={`border-b border-slate-200 bg-slate-50 text-slate-700${stacked ? " hidden md:table-header-group" : ""}`}
        >
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-4 py-3 font-semibold${column.numeric ? " text-right" : ""}${column.className ? ` ${column.className}` : ""}`}
              >
                {column.control ?? (column.hideLabel ? <span className="sr-only">{column.label}</span> : column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-200${stacked ? " block md:table-row-group" : ""}`}>{children}</tbody>
      </table>
    </div>
  );
}
