import { useEffect } from "react";
import { anchorFor } from "#app/lib/anchor-target.ts";
import { smoothScrollTo } from "#app/lib/smooth-scroll.ts";

/**
 * On arrival, and when the address's hash changes: to the linked term or letter, in any case,
 * smoothly from the top (the browser has already jumped there, so the scroll starts over).
 */
export function useFollowHash() {
  useEffect(() => {
    const anchorIds = [...document.querySelectorAll("main [id]")].map((element) => element.id);
    const follow = (fromTop: boolean) => {
      const id = anchorFor(window.location.hash, anchorIds);
      const target = id ? document.getElementById(id) : null;
      if (fromTop) window.scrollTo({ top: 0, behavior: "instant" });
      if (!target) return;
      if (`#${id}` !== window.location.hash) window.history.replaceState(window.history.state, "", `#${id}`);
      smoothScrollTo(target);
    };
    follow(true);
    const onHashChange = () => follow(false);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
}
