import { useEffect, type RefObject } from "react";
import { buttonKeyAction, itemKeyAction, TYPEAHEAD_RESET_MS } from "#app/lib/menu-keys.ts";

const ITEM = '[role="menuitem"], [role="menuitemradio"]';

/**
 * The keyboard of a menu button built on <details> (rules in `app/lib/menu-keys.ts`): its summary
 * is the button, the elements given a menuitem role in its panel are the items. Arrows, Home, End,
 * Escape and typed letters as WAI-ARIA menus have them; the menu also closes when focus leaves it.
 * Without JavaScript none of this runs: the <details> opens, and its links are tabbed through.
 */
export function useMenuKeyboard(ref: RefObject<HTMLDetailsElement>) {
  useEffect(() => {
    const details = ref.current;
    const button = details?.querySelector("summary");
    if (!details || !button) return;
    let typed = "";
    let forget: ReturnType<typeof setTimeout> | undefined;

    const items = () =>
      [...details.querySelectorAll<HTMLElement>(ITEM)].filter((item) => item.getClientRects().length > 0);
    const open = (focus: "first" | "last") => {
      details.open = true;
      typed = "";
      const list = items();
      // A list of choices opens at the chosen one, as a select does.
      const chosen = list.find((item) => item.getAttribute("aria-checked") === "true");
      (focus === "last" ? list.at(-1) : (chosen ?? list[0]))?.focus();
    };
    const close = () => {
      details.open = false;
      button.focus();
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const modified = event.ctrlKey || event.metaKey || event.altKey;
      if (target === button) {
        const action = modified ? null : buttonKeyAction(event.key, details.open);
        if (!action) return;
        event.preventDefault();
        if (action.kind === "open") open(action.focus);
        else if (action.kind === "close") close();
        return;
      }
      const list = items();
      const at = list.indexOf(target);
      // Focus on the panel itself (after a click on its text): Up Arrow goes to the last item.
      const index = at === -1 && event.key === "ArrowUp" ? 0 : at;
      const action = itemKeyAction(event.key, { index, labels: list.map(itemLabel), buffer: typed, modified });
      if (!action) return;
      if (action.kind === "leave") {
        // Tab leaves from the button, past the closed panel: items are out of the tab order, and a
        // list long enough to scroll would otherwise take the focus itself (Chromium makes such a
        // scroller tabbable) and then close under it. Shift+Tab stops at the button.
        close();
        if (event.shiftKey) event.preventDefault();
        return;
      }
      event.preventDefault();
      switch (action.kind) {
        case "focus":
          list[action.index]?.focus();
          break;
        case "close":
          close();
          break;
        case "activate":
          target.click();
          break;
        case "typeahead":
          typed = action.buffer;
          clearTimeout(forget);
          forget = setTimeout(() => (typed = ""), TYPEAHEAD_RESET_MS);
          if (action.index !== null) list[action.index]?.focus();
          break;
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (details.open && (!next || !details.contains(next))) details.open = false;
    };

    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("focusout", onFocusOut);
    return () => {
      clearTimeout(forget);
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("focusout", onFocusOut);
    };
  }, [ref]);
}

/** An item's name for type-ahead: its first line of text (a Resources entry also holds a description). */
function itemLabel(item: HTMLElement): string {
  return item.firstElementChild?.textContent?.trim() || (item.textContent ?? "").trim();
}
