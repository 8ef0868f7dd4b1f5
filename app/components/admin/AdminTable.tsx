import type { ReactNode } from "react";

export interface AdminColumn {
  label: string;
  /** Figures line up on the right. */
  numeric?: boolean;
}

/** A plain admin list: a captioned table whose header names its columns; the rows are the caller's. */
export function AdminTable({
  caption,
  columns,
  className = "mt-6",
  children,
}: {
  caption: string;
  columns: AdminColumn[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${className} overflow-x-auto rounded-2xl border border-slate-200 bg-white`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-4 py-3 font-semibold${column.numeric ? " text-right" : ""}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
