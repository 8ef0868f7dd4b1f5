import { useEffect, useState } from "react";

/**
 * False while the page renders as the server sent it (and during hydration), true once it runs in
 * the browser. State set by an effect, not remix-utils' useSyncExternalStore: Preact's version of
 * that hook has no server snapshot, so the first browser render would already say true and differ
 * from the server's HTML, which Preact's hydration does not patch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
