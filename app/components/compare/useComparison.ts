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

/**
 * The comparison list in local storage, shared by every component on the page (and other tabs).
 * `ready` is false until the browser has read it: the server cannot know the list.
 */
export function useComparison() {
  const [list, setList] = useState<ComparisonItem[]>([]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const load = () => setList(read());
    load();
    setReady(true);
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

  return { list, ready, add, remove, clear };
}
