/** What `useLinkNavigation` needs to know of a click on a link of this site. */
export interface LinkClick {
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
  /** The link's address, resolved (`anchor.href`). */
  href: string;
  /** Its `target` attribute, "" when it has none. */
  target: string;
  download: boolean;
  /** Whether it asks to replace the current history entry (`data-replace`). */
  replace: boolean;
}

/**
 * The navigation a click on a link of this site should make in the browser, or null to leave the
 * click to the browser: the same rule as React Router's Link (a plain primary click, not handled
 * already, into this window, not a download, within this site). A link to the address already
 * shown replaces its history entry rather than adding the same page again.
 */
export function linkNavigation(click: LinkClick, current: URL): { path: string; replace: boolean } | null {
  if (click.defaultPrevented || click.button !== 0 || click.modified || click.download) return null;
  if (click.target !== "" && click.target !== "_self") return null;
  const url = new URL(click.href, current);
  if (url.origin !== current.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return { path, replace: click.replace || path === `${current.pathname}${current.search}${current.hash}` };
}
