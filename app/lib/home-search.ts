// The global search hands a query to the home listing through session storage: the home page
// reads it once on load, removes it, and filters by it (spec: Home).
export const HOME_SEARCH_KEY = "home-search";

export function storeHomeSearch(query: string): void {
  sessionStorage.setItem(HOME_SEARCH_KEY, query.trim());
}

/** The stored query, removed as it is read; null when there is none. */
export function takeHomeSearch(): string | null {
  const query = sessionStorage.getItem(HOME_SEARCH_KEY);
  sessionStorage.removeItem(HOME_SEARCH_KEY);
  return query && query.trim() !== "" ? query.trim() : null;
}
