import { Link, type LinkProps } from "#app/components/Link.tsx";
import { createContext, useContext, useEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import { useMenuKeyboard } from "#app/components/layout/use-menu-keyboard.ts";
import { Icon } from "#app/components/ui/Icon.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";

const DEFAULT_SUMMARY =
  "focus-ring flex cursor-pointer items-center gap-1 rounded px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-950";
const DEFAULT_PANEL =
  "absolute right-0 top-full z-50 mt-2 rounded-lg border border-slate-200 bg-white p-3 shadow-lg outline-none";

/** The header's menus share this name, so opening one closes the others. */
const MENU_GROUP = "header-menu";

/** True once the menu runs as a WAI-ARIA menu (JavaScript): its list and items then carry their roles. */
const MenuRoles = createContext(false);

/**
 * A menu built on <details>, so it opens without JavaScript; menus with the same name form an
 * exclusive group, so only one is open at a time. With JavaScript it is a WAI-ARIA menu button
 * (`useMenuKeyboard`): its list (`MenuList`) and items (`menuItemProps`) take their roles, and it
 * also closes on a click outside and after a link or button inside is chosen, and keeps the group
 * exclusive in browsers that do not.
 */
export function DropdownMenu({
  label,
  children,
  panelClassName,
  summaryClassName,
  navigation = false,
}: {
  label: ReactNode;
  children: ReactNode;
  panelClassName?: string;
  summaryClassName?: string;
  /** A menu of the header's navigation: below 768 px an accordion in the drawer (tailwind.css: nav-summary, nav-panel). */
  navigation?: boolean;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const enhanced = useHydrated();
  useMenuKeyboard(ref);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => details.removeAttribute("open");
    const onPointerDown = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close();
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as HTMLElement).closest("a, button")) close();
    };
    const onToggle = () => {
      if (!details.open) return;
      for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[name="${MENU_GROUP}"][open]`)) {
        if (other !== details) other.removeAttribute("open");
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    details.addEventListener("click", onClick);
    details.addEventListener("toggle", onToggle);
    return () => {
      details.removeEventListener("toggle", onToggle);
      document.removeEventListener("pointerdown", onPointerDown);
      details.removeEventListener("click", onClick);
    };
  }, []);

  return (
    <details ref={ref} name={MENU_GROUP} className="group relative">
      <summary
        className={summaryClassName ?? (navigation ? "nav-summary" : DEFAULT_SUMMARY)}
        aria-haspopup={enhanced ? "menu" : undefined}
      >
        {label}
        <Icon name="chevron-down" className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      {/* Focusable, so a click on the panel's text keeps focus inside the menu and it stays open. */}
      <div
        className={`${navigation ? "nav-panel outline-none" : DEFAULT_PANEL} ${panelClassName ?? ""}`}
        tabIndex={enhanced ? -1 : undefined}
      >
        <MenuRoles.Provider value={enhanced}>{children}</MenuRoles.Provider>
      </div>
    </details>
  );
}

/** The menu's list of items: a <ul> of `MenuEntry`s, a `menu` once JavaScript runs it. */
export function MenuList({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const enhanced = useContext(MenuRoles);
  return (
    <ul role={enhanced ? "menu" : undefined} aria-label={label} className={className}>
      {children}
    </ul>
  );
}

/** One entry of a `MenuList`: its <li> steps aside for the item's own role. */
export function MenuEntry({ className, children }: { className?: string; children: ReactNode }) {
  const enhanced = useContext(MenuRoles);
  return (
    <li role={enhanced ? "none" : undefined} className={className}>
      {children}
    </li>
  );
}

/**
 * What makes a link or button an item of the menu once JavaScript runs it: a `menuitem` (a
 * `menuitemradio` when `checked` is given) reached by the arrows, not by Tab.
 */
function useMenuItemProps(checked?: boolean) {
  const enhanced = useContext(MenuRoles);
  if (!enhanced) return {};
  return checked === undefined
    ? { role: "menuitem", tabIndex: -1 }
    : { role: "menuitemradio", "aria-checked": checked, tabIndex: -1 };
}

/** A link of the menu. */
export function MenuLink(props: LinkProps) {
  return <Link {...props} {...useMenuItemProps()} />;
}

/** A button of the menu; `checked` makes it one choice of several (the converter's currencies). */
export function MenuButton({ checked, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { checked?: boolean }) {
  return <button {...props} {...useMenuItemProps(checked)} />;
}
