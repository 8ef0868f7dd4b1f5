// A tool list's URL parameters, read by the loaders. The rules are zod's, which the browser never
// loads: a route module that imported them itself would ship zod with its page (React Router keeps an
// import's module in the browser build even when only the loader used it), while a `.server`
// module is left out of the browser build whole.
export { parseToolFilters } from "#app/lib/tool-filter-rules.ts";
