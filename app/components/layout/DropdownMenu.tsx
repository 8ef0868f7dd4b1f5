import { useEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import { markAsMenu } from "#app/components/layout/menu-roles.ts";
import { useMenuKeyboard } from "#app/components/layout/use-menu-keyboard.ts";
import { StaticMarkup } from "#app/components/StaticMarkup.tsx";
import { Icon } from "#app/components/ui/Icon.tsx";

const DEFAULT_SUMMARY =
  "focus-ring flex cursor-pointer items-center gap-1 rounded px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-950";
const DEFAULT_PANEL =
  "absolute right-0 top-full z-50 mt-2 rounded-lg border border-slate-200 bg-white p-3 shadow-lg outline-none";

/** The header's menus share this name, so opening one closes the others. */
const MENU_GROUP = "header-menu";

/**
 * A menu built on <details>, so it opens without JavaScript; menus with the same name form an
 * exclusive group, so only one is open at a time. With JavaScript it is a WAI-ARIA menu button
 * (`markAsMenu`, `useMenuKeyboard`) whose items are the links and buttons of its `MenuList`s, and
 * it also closes on a click outside and after a link or button inside is chosen, and keeps the
 * group exclusive in browsers that do not.
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
  useMenuKeyboard(ref);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const unmark = markAsMenu(details);
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
      unmark();
      details.removeEventListener("toggle", onToggle);
      document.removeEventListener("pointerdown", onPointerDown);
      details.removeEventListener("click", onClick);
    };
  }, []);

  return (
    <details ref={ref} name={MENU_GROUP} className="group relative">
      <summary className={summaryClassName ?? (navigation ? "nav-summary" : DEFAULT_SUMMARY)}>
        {label}
        <Icon name="chevron-down" className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      {/* Focusable, so a click on the panel's text keeps focus inside the menu and it stays open. */}
      <div className={`${navigation ? "nav-panel outline-none" : DEFAULT_PANEL} ${panelClassName ?? ""}`}>
        {children}
      </div>
    </details>
  );
}

/**
 * A list of the menu's items: <li>s each holding a link (`Link`) or a button of a form. Hydration
 * leaves it as the server sent it (`StaticMarkup`), so its items have no handlers of their own;
 * it renders again when `from`, what it is made of, changes.
 */
export function MenuList({
  label,
  className,
  from,
  children,
}: {
  label: string;
  className?: string;
  from?: unknown;
  children: ReactNode;
}) {
  return (
    <StaticMarkup as="ul" aria-label={label} className={className} from={from}>
      {children}
    </StaticMarkup>
  );
}

/** A button of the menu; `checked` makes it one choice of several (the converter's currencies). */
export function MenuButton({ checked, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { checked?: boolean }) {
  return <button {...props} data-checked={checked === undefined ? undefined : String(checked)} />;
}
