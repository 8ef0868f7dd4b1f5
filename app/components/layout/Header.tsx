import { Link, NavLink } from "#app/components/Link.tsx";
import { useEffect, useRef, useState } from "react";
import { MENU_PRICE_PAGES, PRICE_INDEX_PATH, pricePagePath } from "#app/lib/currencies.ts";
import { PRICE_HISTORY_PATH } from "#app/lib/price-day.ts";
import type { MenuCategory } from "#app/server/catalog/menu-categories.server.ts";
import type { SessionUser } from "#app/lib/session-user.ts";
import { AccountMenu } from "#app/components/layout/AccountMenu.tsx";
import { DropdownMenu, MenuList } from "#app/components/layout/DropdownMenu.tsx";
import { DrawerAccount, DrawerToggle, useDrawerClosing } from "#app/components/layout/MobileDrawer.tsx";
import { ALL_CATEGORIES, DRAWER_RESOURCE_LINKS, RESOURCE_LINKS } from "#app/components/layout/navigation.ts";
import { SiteLogo } from "#app/components/layout/SiteLogo.tsx";
import { GlobalSearch } from "#app/components/search/GlobalSearch.tsx";

const CATEGORY_PATH = "/category/";

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

/**
 * The header and its one navigation: from 768 px a row of dropdown menus; below, the same menus
 * as accordions in a side drawer that the menu button opens (a <details>, so it works without
 * JavaScript). Each menu's links are in the page once, whatever the width. The search button sits
 * in the header's row, and floats at the bottom right only where the page leaves it a margin.
 */
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
  const drawer = useRef<HTMLDetailsElement>(null);
  const nav = useRef<HTMLElement>(null);
  useDrawerClosing(drawer, nav);
  return (
    <header data-scrolled={scrolled} className="sticky top-0 z-40">
      {/* The translucent background is a layer of its own: a backdrop filter on the header itself
          would make it the frame of its fixed children (the drawer, the floating search button). */}
      <div
        aria-hidden="true"
        className={`absolute inset-0 -z-10 border-b transition-colors ${
          scrolled ? "border-slate-200 bg-white/80 backdrop-blur" : "border-transparent bg-white"
        }`}
      />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <SiteLogo siteName={siteName} />
        <DrawerToggle ref={drawer} />
        <nav
          ref={nav}
          aria-label="Main"
          className="fixed inset-y-0 left-0 z-50 hidden w-80 max-w-[80vw] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl peer-open:flex md:static md:z-auto md:ml-auto md:flex md:w-auto md:max-w-none md:flex-row md:items-center md:gap-0 md:overflow-visible md:bg-transparent md:p-0 md:shadow-none"
        >
          <DropdownMenu navigation label="Browse" panelClassName="md:w-[28rem]">
            <MenuList
              label="Categories"
              from={categories}
              className="grid max-h-[40vh] grid-cols-1 gap-1 overflow-y-auto md:max-h-[70vh] md:grid-cols-2"
            >
              {categories.map((category) => (
                <li key={category.slug}>
                  <Link to={`${CATEGORY_PATH}${category.slug}`} className="menu-link">
                    {category.name}
                  </Link>
                </li>
              ))}
              <li className="md:col-span-2 md:mt-1 md:border-t md:border-slate-200 md:pt-1">
                <Link to="/browse" className="menu-link font-medium text-slate-900">
                  {ALL_CATEGORIES}
                </Link>
              </li>
            </MenuList>
          </DropdownMenu>
          <DropdownMenu navigation label="Conversions" panelClassName="md:w-72">
            <MenuList label="Bitcoin price in" className="grid grid-cols-3 gap-1">
              {MENU_PRICE_PAGES.map((page) => (
                <li key={page.code}>
                  <Link to={pricePagePath(page)} title={`Bitcoin to ${page.name}`} className="menu-code-link">
                    {page.code}
                  </Link>
                </li>
              ))}
              <li className="col-span-3 mt-1 border-t border-slate-200 pt-1">
                <Link to={PRICE_INDEX_PATH} className="menu-link font-medium text-slate-900">
                  All 50 currencies
                </Link>
              </li>
              <li className="col-span-3">
                <Link to={PRICE_HISTORY_PATH} className="menu-link font-medium text-slate-900">
                  Price on a past day
                </Link>
              </li>
            </MenuList>
          </DropdownMenu>
          {/* Resources: a dropdown with descriptions in the header, a plain list with Topics in the drawer. */}
          <div className="hidden md:block">
            <DropdownMenu label="Resources" summaryClassName="nav-summary" panelClassName="w-80">
              <MenuList label="Resources" className="space-y-1">
                {RESOURCE_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="focus-ring block rounded px-3 py-2 hover:bg-slate-100">
                      <span className="block text-sm font-medium text-slate-900">{link.label}</span>
                      <span className="block text-sm text-slate-600">{link.description}</span>
                    </Link>
                  </li>
                ))}
              </MenuList>
            </DropdownMenu>
          </div>
          <div className="md:hidden">
            <h2 className="px-3 text-sm font-semibold uppercase tracking-wide text-slate-600">Resources</h2>
            <ul className="mt-1">
              {DRAWER_RESOURCE_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="nav-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <NavLink to="/contact" className="nav-link">
            Contact
          </NavLink>
          {adminHref ? (
            <a href={adminHref} className="nav-link hidden md:block">
              Admin
            </a>
          ) : null}
          <div className="hidden md:ml-1 md:block lg:ml-2">
            <AccountMenu user={user} />
          </div>
          <DrawerAccount user={user} adminHref={adminHref} />
        </nav>
        <GlobalSearch />
      </div>
    </header>
  );
}
