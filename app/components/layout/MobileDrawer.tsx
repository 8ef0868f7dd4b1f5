import { Form } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { forwardRef, useEffect, type RefObject } from "react";
import type { SessionUser } from "#app/lib/session-user.ts";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { Icon } from "#app/components/ui/Icon.tsx";

/**
 * The menu button below 768 px: a <details> whose open state shows the header's navigation as a
 * side drawer (the navigation follows it, styled `peer-open:`), so the drawer opens without
 * JavaScript. The button stays above the overlay, so the drawer also closes without JavaScript.
 */
export const DrawerToggle = forwardRef<HTMLDetailsElement>(function DrawerToggle(_props, ref) {
  return (
    <>
      <details ref={ref} className="group peer order-last md:hidden" data-testid="mobile-drawer">
        <summary className="focus-ring relative z-[60] cursor-pointer rounded p-2 text-slate-800" aria-label="Menu">
          <Icon name="menu" className="h-6 w-6 group-open:hidden" />
          <Icon name="x" className="hidden h-6 w-6 group-open:block" />
        </summary>
      </details>
      <div
        className="fixed inset-0 z-40 hidden bg-slate-900/40 peer-open:block md:!hidden"
        aria-hidden="true"
        data-close-drawer
      />
    </>
  );
});

/** With JavaScript, choosing any item of the drawer, its overlay, or pressing Escape closes it. */
export function useDrawerClosing(drawer: RefObject<HTMLDetailsElement>, nav: RefObject<HTMLElement>) {
  useEffect(() => {
    const toggle = drawer.current;
    const menu = nav.current;
    if (!toggle || !menu) return;
    const close = () => toggle.removeAttribute("open");
    const onClick = (event: MouseEvent) => {
      if ((event.target as HTMLElement).closest("a, [data-close-drawer], form button")) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && toggle.open) {
        close();
        toggle.querySelector("summary")?.focus();
      }
    };
    const overlay = toggle.parentElement?.querySelector<HTMLElement>("[data-close-drawer]");
    menu.addEventListener("click", onClick);
    overlay?.addEventListener("click", close);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      menu.removeEventListener("click", onClick);
      overlay?.removeEventListener("click", close);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [drawer, nav]);
}

/** The drawer's last entries: the visitor's account (or Sign In) and Submit. */
export function DrawerAccount({ user, adminHref }: { user: SessionUser | null; adminHref: string | null }) {
  return (
    <>
      {user ? (
        <ul className="md:hidden">
          <li>
            <Link to="/profile" className="nav-link">
              Profile
            </Link>
          </li>
          {adminHref ? (
            <li>
              <a href={adminHref} className="nav-link">
                Admin
              </a>
            </li>
          ) : null}
          <li>
            <Form method="post" action="/sign-out">
              <CsrfField />
              <button type="submit" className="nav-link w-full text-left">
                Sign Out
              </button>
            </Form>
          </li>
        </ul>
      ) : (
        <Link to="/sign-in" className="nav-link md:hidden">
          Sign In
        </Link>
      )}
      <ButtonLink to="/submit" variant="accent" size="none" className="px-4 py-2 md:hidden">
        Submit
      </ButtonLink>
    </>
  );
}
