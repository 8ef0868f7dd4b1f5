import type { ReactNode } from "react";

/** One block of the dashboard: a heading, its content, and where to go next. */
export function DashboardCard({
  title,
  children,
  className = "",
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export const LINK_CLASS = "focus-ring rounded font-medium text-orange-800 underline-offset-4 hover:underline";
