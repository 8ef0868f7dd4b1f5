// Lists that a page shows whole (the dictionary's terms, the menu's categories, a grid's cards) would
// otherwise travel twice in a document: once as markup and again in the loader data that hydration
// needs. A route names such fields in `handle.sentInMarkup` (of a route's own exports, the compiler
// sends the browser only the ones Remix knows, and `handle` is the one for anything else). The
// server leaves them out of the document's loader data (app/server/http/sent-in-markup.server.ts),
// and the browser reads them back from the rendered elements before it hydrates. Data requests
// (client navigation, revalidation) carry every field as usual.

/** What a route module's `handle.sentInMarkup` holds. */
export interface SentInMarkup<Data> {
  /** The fields of this render's loader data that the markup shows whole. */
  fields: (data: Data) => readonly (keyof Data & string)[];
  /** Reads those fields back from the rendered document, exactly as the loader returned them. */
  read: (document: Document) => Partial<Data>;
}

/** A route's `handle` when it names fields sent in the markup. */
export interface MarkupFieldsHandle<Data> {
  sentInMarkup: SentInMarkup<Data>;
}

type AnyRouteModule = { handle?: unknown } | undefined;

/** The fields sent in the markup that a route module names, if any. */
export const sentInMarkupOf = (module: AnyRouteModule) =>
  (module?.handle as Partial<MarkupFieldsHandle<Record<string, unknown>>> | undefined)?.sentInMarkup;

/**
 * Puts the fields the server left out back into the hydration data: only those absent, so a
 * reader never overrides what the server sent.
 */
export function restoreSentInMarkup(
  loaderData: Record<string, Record<string, unknown> | null | undefined>,
  routeModules: Record<string, AnyRouteModule>,
  document: Document,
) {
  for (const [routeId, data] of Object.entries(loaderData)) {
    const sent = sentInMarkupOf(routeModules[routeId]);
    if (!sent || !data || typeof data !== "object") continue;
    const missing = sent.fields(data).filter((field) => !(field in data));
    if (missing.length === 0) continue;
    const read = sent.read(document);
    for (const field of missing) data[field] = read[field];
  }
}

/** The text of an element or text node, or "" when it is not there. */
export const textOf = (node: Node | null | undefined) => node?.textContent ?? "";

/** What follows `prefix` in a link's href ("/category/apps" → "apps"). */
export const hrefAfter = (link: Element, prefix: string) => (link.getAttribute("href") ?? "").slice(prefix.length);
