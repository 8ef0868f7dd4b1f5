import { useCallback, useEffect, useState } from "react";
import { KEPT_QUERY_KEY as STORAGE_KEY } from "#app/lib/kept-search-query.ts";
import { searchItems, type SearchItem, type SearchResultsData } from "#app/lib/search-items.ts";

const DEBOUNCE_MS = 300;

export type SearchStatus = "idle" | "loading" | "done";

/**
 * The quick search's query and what `/api/search` answers for it: asked 300 ms after the last
 * keystroke, an older answer dropped when a newer query is typed. The query is kept in session
 * storage until `reset`, so a reload can `restore` it. One result at a time is active, moved with
 * the arrow keys.
 */
export function useSearchResults() {
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<SearchItem[]>([]);
  const [status, setStatus] = useState<SearchStatus>("idle");
  const [activeIndex, setActiveIndex] = useState(-1);

  const reset = useCallback(() => {
    setQuery("");
    setItems([]);
    setStatus("idle");
    setActiveIndex(-1);
    sessionStorage.removeItem(STORAGE_KEY);
  }, []);

  /** Takes up the query kept from before a reload; says whether there was one. */
  const restore = useCallback(() => {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved) setQuery(saved);
    return Boolean(saved);
  }, []);

  useEffect(() => {
    const q = query.trim();
    if (q === "") {
      setItems([]);
      setStatus("idle");
      return;
    }
    sessionStorage.setItem(STORAGE_KEY, query);
    setStatus("loading");
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search?q=${encodeURIComponent(q)}`, { signal: controller.signal });
        const results = response.ok ? ((await response.json()) as SearchResultsData) : null;
        setItems(results ? searchItems(results) : []);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error("search failed", error);
        setItems([]);
      }
      setActiveIndex(-1);
      setStatus("done");
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  /** Moves the active result down (1) or up (-1), wrapping around the list. */
  const move = useCallback(
    (step: 1 | -1) => {
      if (items.length === 0) return;
      setActiveIndex((index) => (index + step + items.length) % items.length);
    },
    [items.length],
  );

  return { query, setQuery, items, status, activeItem: items[activeIndex], reset, restore, move };
}
