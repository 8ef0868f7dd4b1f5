import { Link, NavLink } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PRICE_PAGES, pricePagePath } from "#app/lib/currencies.ts";
import type { MenuCategory } from "#app/server/catalog/menu-categories.server.ts";
import type { SessionUser } from "#app/lib/session-user.ts";
import { AccountMenu } from "#app/components/layout/AccountMenu.tsx";
import { DropdownMenu } from "#app/components/layout/DropdownMenu.tsx";
import { MobileDrawer } from "#app/components/layout/MobileDrawer.tsx";
import { ALL_CATEGORIES, RESOURCE_LINKS } from "#app/components/layout/navigation.ts";
import { SiteLogo } from "#app/components/layout/SiteLogo.tsx";

const SCROLL_THRESHOLD_PX = 10;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function Header({
  siteName,
  categories,
  user,
  adminHref,
}: {
  siteName: string;
  categories: MenuCategory[];
  user: SessionUser | null;
  /** Where the Admin link goes; null unless the visitor is an admin. */
  adminHref: string | null;
}) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b transition-colors ${
        scrolled ? "border-slate-200 bg-white/80 backdrop-blur" : "border-transparent bg-white"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <SiteLogo siteName={siteName} />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <DropdownMenu label="Browse" panelClassName="w-[28rem]">
            <ul className="grid grid-cols-2 gap-1">
              {categories.map((category) => (
                <li key={category.slug}>
                  <Link to={`/category/${category.slug}`} className="menu-link">
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to="/browse"
              className="focus-ring mt-2 block rounded border-t border-slate-200 px-2 pb-1.5 pt-2.5 text-sm font-medium text-slate-900 hover:bg-slate-100"
            >
              {ALL_CATEGORIES}
            </Link>
          </DropdownMenu>
          <DropdownMenu label="Conversions" panelClassName="w-72">
            <ul className="grid grid-cols-3 gap-1">
              {PRICE_PAGES.map((page) => (
                <li key={page.code}>
                  <Link to={pricePagePath(page)} title={`Bitcoin to ${page.name}`} className="menu-code-link">
                    {page.code}
                  </Link>
                </li>
              ))}
            </ul>
          </DropdownMenu>
          <DropdownMenu label="Resources" panelClassName="w-80">
            <ul className="space-y-1">
              {RESOURCE_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="focus-ring block rounded px-3 py-2 hover:bg-slate-100">
                    <span className="block text-sm font-medium text-slate-900">{link.label}</span>
                    <span className="block text-sm text-slate-600">{link.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </DropdownMenu>
          <NavLink
            to="/contact"
            className="focus-ring rounded px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-950"
          >
            Contact
          </NavLink>
          {adminHref ? (
            <a
              href={adminHref}
              className="focus-ring rounded px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-950"
            >
              Admin
            </a>
          ) : null}
          <div className="ml-2">
            <AccountMenu user={user} />
          </div>
        </nav>
        <MobileDrawer categories={categories} user={user} adminHref={adminHref} />
      </div>
    </header>
  );
}
