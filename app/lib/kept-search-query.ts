// The quick search keeps its query in session storage under this key until the dialog closes, so a
// reload opens the dialog again with it (spec: Search). The floating button reads it on load, the
// dialog's results hook writes it: a leaf module, so neither imports the other.
export const KEPT_QUERY_KEY = "global-search-query";
