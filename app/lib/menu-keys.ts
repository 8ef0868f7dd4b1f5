// The keyboard rules of a WAI-ARIA menu button (APG "Menu Button" and "Menu" patterns), apart from
// the DOM: what a key does on the button, what it does inside the open menu, and how typed letters
// find an item. `app/components/layout/use-menu-keyboard.ts` applies them to the header's menus and
// the converter's currency list.

/** The typed letters are forgotten this long after the last one (spec: "menu type-ahead resets after 1 s"). */
export const TYPEAHEAD_RESET_MS = 1000;

export type MenuKeyAction =
  /** Open the menu and focus its first or last item. */
  | { kind: "open"; focus: "first" | "last" }
  /** Focus the item at this index. */
  | { kind: "focus"; index: number }
  /** Close the menu and give focus back to its button. */
  | { kind: "close" }
  /** Let the browser move focus on (Tab, Shift+Tab), then close the menu. */
  | { kind: "leave" }
  /** Choose the focused item, as a click would. */
  | { kind: "activate" }
  /** Remember the typed letters; focus the item at `index` when one matches. */
  | { kind: "typeahead"; buffer: string; index: number | null };

/** What a key pressed on the menu's button does; null leaves it to the browser (Tab, a click). */
export function buttonKeyAction(key: string, open: boolean): MenuKeyAction | null {
  switch (key) {
    case "Escape":
      return open ? { kind: "close" } : null;
    case "Enter":
    case " ":
    case "ArrowDown":
      return { kind: "open", focus: "first" };
    case "ArrowUp":
      return { kind: "open", focus: "last" };
    default:
      return null;
  }
}

/**
 * What a key pressed on the item at `index` of an open menu with these item `labels` does, given
 * the letters typed so far (`buffer`). Null leaves it to the browser: Enter follows a link or
 * presses a button, modified keys stay shortcuts.
 */
export function itemKeyAction(
  key: string,
  {
    index,
    labels,
    buffer,
    modified = false,
  }: { index: number; labels: readonly string[]; buffer: string; modified?: boolean },
): MenuKeyAction | null {
  if (modified && key !== "Tab") return null;
  const count = labels.length;
  switch (key) {
    case "ArrowDown":
      return { kind: "focus", index: (index + 1) % count };
    case "ArrowUp":
      return { kind: "focus", index: (index - 1 + count) % count };
    case "Home":
    case "PageUp":
      return { kind: "focus", index: 0 };
    case "End":
    case "PageDown":
      return { kind: "focus", index: count - 1 };
    case "Escape":
      return { kind: "close" };
    case "Tab":
      return { kind: "leave" };
  }
  // A space while letters are being typed is part of the name ("Bitcoin W..."); otherwise it chooses.
  if (key === " " && buffer === "") return { kind: "activate" };
  if (key.length === 1) {
    const typed = buffer + key;
    return { kind: "typeahead", buffer: typed, index: typeaheadMatch(labels, index, typed) };
  }
  return null;
}

/**
 * The item that typed letters lead to, from the focused one at `current`: the next label (after
 * it, wrapping) that starts with the letters, case aside. One letter, or the same letter typed
 * again and again, moves on to the next item starting with it each time; several different letters
 * keep the focused item while it still matches. Null when nothing else matches.
 */
export function typeaheadMatch(labels: readonly string[], current: number, typed: string): number | null {
  const letters = typed.toLowerCase();
  const repeated = letters.length > 1 && [...letters].every((letter) => letter === letters[0]);
  const search = repeated ? letters[0]! : letters;
  const start = Math.max(current, 0);
  const order = labels.map((_, offset) => (start + offset) % labels.length);
  const candidates = search.length === 1 ? order.filter((index) => index !== current) : order;
  const found = candidates.find((index) => labels[index]!.trim().toLowerCase().startsWith(search));
  return found === undefined || found === current ? null : found;
}
