import { Form, Link } from "@remix-run/react";
import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { PRICE_PAGES, pricePagePath } from "#app/lib/currencies.ts";
import type { SessionUser } from "#app/lib/session-user.ts";
import type { MenuCategory } from "#app/server/catalog/menu-categories.server.ts";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { ALL_CATEGORIES, DRAWER_RESOURCE_LINKS } from "#app/components/layout/navigation.ts";
import { ButtonLink } from "#app/components/ui/Button.tsx";

/**
 * The side drawer below 768 px. It is a <details> element, so it opens without JavaScript;
 * with JavaScript, choosing any item or pressing Escape closes it.
 */
export function MobileDrawer({
  categories,
  user,
  adminHref,
}: {
  categories: MenuCategory[];
  user: SessionUser | null;
  adminHref: string | null;
}) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const drawer = ref.current;
    if (!drawer) return;
    const onClick = (event: MouseEvent) => {
      if ((event.target as HTMLElement).closest("a, [data-close-drawer]")) drawer.removeAttribute("open");
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        drawer.removeAttribute("open");
        drawer.querySelector("summary")?.focus();
      }
    };
    drawer.addEventListener("click", onClick);
    drawer.addEventListener("keydown", onKeyDown);
    return () => {
      drawer.removeEventListener("click", onClick);
      drawer.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return (
    <details ref={ref} className="group md:hidden" data-testid="mobile-drawer">
      {/* The toggle stays above the overlay so the drawer also closes without JavaScript. */}
      <summary className="focus-ring relative z-[60] cursor-pointer rounded p-2 text-slate-800" aria-label="Menu">
        <Menu aria-hidden="true" className="h-6 w-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden h-6 w-6 group-open:block" />
      </summary>
      <div className="fixed inset-0 z-40 bg-slate-900/40" aria-hidden="true" data-close-drawer />
      <nav
        aria-label="Mobile"
        className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[80vw] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl"
      >
        <details className="group/browse">
          <summary className="focus-ring flex cursor-pointer items-center justify-between rounded px-3 py-2 font-semibold text-slate-900">
            Browse
            <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-open/browse:rotate-180" />
          </summary>
          <ul className="mt-1 max-h-[40vh] overflow-y-auto">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link to={`/category/${category.slug}`} className="drawer-link">
                  {category.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/browse" className="drawer-link font-medium">
                {ALL_CATEGORIES}
              </Link>
            </li>
          </ul>
        </details>
        <details className="group/conversions">
          <summary className="focus-ring flex cursor-pointer items-center justify-between rounded px-3 py-2 font-semibold text-slate-900">
            Conversions
            <ChevronDown
              aria-hidden="true"
              className="h-4 w-4 transition-transform group-open/conversions:rotate-180"
            />
          </summary>
          <ul className="mt-1 grid grid-cols-3 gap-1">
            {PRICE_PAGES.map((page) => (
              <li key={page.code}>
                <Link to={pricePagePath(page)} title={`Bitcoin to ${page.name}`} className="drawer-code-link">
                  {page.code}
                </Link>
              </li>
            ))}
          </ul>
        </details>
        <div>
          <h2 className="px-3 text-sm font-semibold uppercase tracking-wide text-slate-600">Resources</h2>
          <ul className="mt-1">
            {DRAWER_RESOURCE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="drawer-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <Link to="/contact" className="drawer-link">
          Contact
        </Link>
        {user ? (
          <ul>
            <li>
              <Link to="/profile" className="drawer-link">
                Profile
              </Link>
            </li>
            {adminHref ? (
              <li>
                <a href={adminHref} className="drawer-link">
                  Admin
                </a>
              </li>
            ) : null}
            <li>
              <Form method="post" action="/sign-out">
                <CsrfField />
                <button type="submit" className="drawer-link w-full text-left">
                  Sign Out
                </button>
              </Form>
            </li>
          </ul>
        ) : (
          <Link to="/sign-in" className="drawer-link">
            Sign In
          </Link>
        )}
        <ButtonLink to="/submit" variant="accent" size="none" className="px-4 py-2">
          Submit
        </ButtonLink>
      </nav>
    </details>
  );
}
