// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- its sections load their data on hover (prefetch="intent"), which only React Router's NavLink does
import { NavLink } from "react-router";
import type { ReactNode } from "react";
import { ADMIN_SECTIONS, type AdminCounts } from "#app/components/admin/admin-sections.ts";
import { OversizeFormGuard } from "#app/components/admin/OversizeFormGuard.tsx";

/** The admin portal's frame: its navigation, who is signed in, and the way back to the site. */
export function AdminShell({
  admin,
  counts,
  mainSiteHref,
  children,
}: {
  admin: { email: string };
  counts: AdminCounts;
  mainSiteHref: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 lg:flex lg:gap-8">
      <aside className="mb-6 lg:mb-0 lg:w-52 lg:shrink-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Admin portal</p>
        <nav aria-label="Admin" className="mt-3">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={"end" in section ? section.end : false}
                  prefetch="intent"
                  className={({ isActive }) =>
                    `focus-ring block rounded-md px-3 py-2 text-sm font-medium ${
                      isActive ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"
                    }`
                  }
                >
                  {section.label}
                  {"count" in section && counts[section.count] > 0 ? (
                    <span className="ml-2 rounded-full bg-bitcoin px-2 py-0.5 text-xs font-semibold tabular-nums text-slate-950">
                      {counts[section.count]}
                      <span className="sr-only"> waiting</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 border-t border-slate-200 pt-4 text-sm">
          <p className="text-slate-500">Signed in as</p>
          <p className="break-all font-medium text-slate-900" data-testid="admin-email">
            {admin.email}
          </p>
          <a href={mainSiteHref} className="focus-ring mt-3 inline-block font-medium text-bitcoin-dark hover:underline">
            Visit site
          </a>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <OversizeFormGuard />
        {children}
      </div>
    </div>
  );
}
