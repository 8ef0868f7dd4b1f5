import { useEffect, useRef, type ReactNode } from "react";
import { Icon } from "#app/components/ui/Icon.tsx";

const DEFAULT_SUMMARY =
  "focus-ring flex cursor-pointer items-center gap-1 rounded px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-950";
const DEFAULT_PANEL = "absolute right-0 top-full z-50 mt-2 rounded-lg border border-slate-200 bg-white p-3 shadow-lg";

/** The header's menus share this name, so opening one closes the others. */
const MENU_GROUP = "header-menu";

/**
 * A menu built on <details>, so it opens without JavaScript; menus with the same name form an
 * exclusive group, so only one is open at a time. With JavaScript it also closes on Escape, on a
 * click outside and after a link or button inside is chosen, and keeps the group exclusive in
 * browsers that do not.
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

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => details.removeAttribute("open");
    const onPointerDown = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        close();
        details.querySelector("summary")?.focus();
      }
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
    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("click", onClick);
    details.addEventListener("toggle", onToggle);
    return () => {
      details.removeEventListener("toggle", onToggle);
      document.removeEventListener("pointerdown", onPointerDown);
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("click", onClick);
    };
  }, []);

  return (
    <details ref={ref} name={MENU_GROUP} className="group relative">
      <summary className={summaryClassName ?? (navigation ? "nav-summary" : DEFAULT_SUMMARY)}>
        {label}
        <Icon name="chevron-down" className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className={`${navigation ? "nav-panel" : DEFAULT_PANEL} ${panelClassName ?? ""}`}>{children}</div>
    </details>
  );
}
