/**
 * Makes a <details> menu a WAI-ARIA menu button once JavaScript runs it (`useMenuKeyboard` then
 * answers its keys), and again whenever what it holds changes: its summary opens a menu, each list
 * in its panel is a menu, and each entry's link or button is an item, reached by the arrows rather
 * than Tab; an item that says whether it is chosen (`data-checked`) is one choice of several.
 * Without JavaScript none of this is there: the menu is a disclosure of links and buttons, tabbed
 * through. The roles are set on the elements rather than rendered: rendering them would render
 * every menu again right after hydration, for the roles alone. Returns the function that stops it.
 */
export function markAsMenu(details: HTMLDetailsElement): () => void {
  const mark = () => {
    details.querySelector(":scope > summary")?.setAttribute("aria-haspopup", "menu");
    const panel = details.querySelector<HTMLElement>(":scope > :not(summary)");
    if (panel) panel.tabIndex = -1;
    for (const list of details.querySelectorAll("ul")) {
      list.setAttribute("role", "menu");
      for (const entry of list.children) {
        entry.setAttribute("role", "none");
        const item = entry.querySelector<HTMLElement>("a, button");
        if (!item) continue;
        const checked = item.dataset.checked;
        item.setAttribute("role", checked === undefined ? "menuitem" : "menuitemradio");
        if (checked !== undefined) item.setAttribute("aria-checked", checked);
        item.tabIndex = -1;
      }
    }
  };
  mark();
  const observer = new MutationObserver(mark);
  observer.observe(details, { subtree: true, childList: true, attributeFilter: ["data-checked"] });
  return () => observer.disconnect();
}
