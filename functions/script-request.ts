// How the Worker tells a page's script from a page the browser opens: Remix's script asks for a
// route's data, or sends a form, with `_data` in the query. (Single fetch will ask with `.data`
// paths instead; this is the one place that changes.)

/** A page's script asking for data or sending a form, not the browser opening a page. */
export const isScriptRequest = (url: URL) => url.searchParams.has("_data");
