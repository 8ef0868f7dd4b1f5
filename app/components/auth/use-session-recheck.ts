import { useFetcher } from "react-router";
import { useEffect } from "react";

/**
 * The sign-in page was rendered for a signed-out visitor, who may have signed in since: by the
 * mailed link in another tab, or before coming back to a page kept by the back/forward cache.
 * When the page shows again, its loader is asked again (by a fetcher, so what the page says
 * stays), and it sends a signed-in visitor home. Returns whether that check is under way.
 */
export function useSessionRecheck(path: string): boolean {
  const { load, state } = useFetcher();
  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState === "visible") load(path);
    };
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) recheck();
    };
    document.addEventListener("visibilitychange", recheck);
    window.addEventListener("pageshow", restored);
    return () => {
      document.removeEventListener("visibilitychange", recheck);
      window.removeEventListener("pageshow", restored);
    };
  }, [load, path]);
  return state !== "idle";
}
