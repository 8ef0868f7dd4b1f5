import { useCallback, useEffect, useState } from "react";
import { toast } from "#app/components/toasts.tsx";
import {
  ADD_TOASTS,
  addToComparison,
  COMPARISON_STORAGE_KEY,
  parseSavedComparison,
  removeFromComparison,
  type ComparisonItem,
} from "#app/lib/comparison.ts";

const CHANGE_EVENT = "comparison-change";

function read(): ComparisonItem[] {
  return parseSavedComparison(localStorage.getItem(COMPARISON_STORAGE_KEY));
}

function write(list: ComparisonItem[]) {
  localStorage.setItem(COMPARISON_STORAGE_KEY, JSON.stringify(list));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

const sameTools = (a: ComparisonItem[], b: ComparisonItem[]) =>
  a.length === b.length && a.every((item, i) => item.slug === b[i]?.slug && item.name === b[i]?.name);

/**
 * The comparison list in local storage, shared by every component on the page (and other tabs).
 * Empty until the browser has read it (the server cannot know it); reading a list equal to the one
 * shown changes nothing, so the page's Compare buttons do not render again after hydration when
 * the list is empty.
 */
export function useComparison() {
  const [list, setList] = useState<ComparisonItem[]>([]);

  useEffect(() => {
    const load = () => {
      const saved = read();
      setList((shown) => (sameTools(shown, saved) ? shown : saved));
    };
    load();
    window.addEventListener(CHANGE_EVENT, load);
    window.addEventListener("storage", load);
    return () => {
      window.removeEventListener(CHANGE_EVENT, load);
      window.removeEventListener("storage", load);
    };
  }, []);

  const add = useCallback((item: ComparisonItem) => {
    const { list: next, result } = addToComparison(read(), item);
    const message = ADD_TOASTS[result](item.name);
    if (result === "added") {
      write(next);
      toast.success(message.title, { description: message.description });
    } else if (result === "limit") {
      toast.error(message.title, { description: message.description });
    } else {
      toast.info(message.title, { description: message.description });
    }
  }, []);

  const remove = useCallback((slug: string) => write(removeFromComparison(read(), slug)), []);
  const clear = useCallback(() => write([]), []);

  return { list, add, remove, clear };
}
