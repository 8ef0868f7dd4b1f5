import { useEffect } from "react";
import { anchorFor } from "#app/lib/anchor-target.ts";
import { smoothScrollTo } from "#app/lib/smooth-scroll.ts";

/**
 * On arrival, and when the address's hash changes: a letter's or a term's anchor (#b, #utxo, in
 * any case) scrolls to it, smoothly from the top (the browser has already jumped there, so the
 * scroll starts over), and the address names it as its id is spelled.
 */
export function useFollowHash() {
  useEffect(() => {
    const follow = (fromTop: boolean) => {
      const anchorIds = [...document.querySelectorAll("main [id]")].map((element) => element.id);
      const id = anchorFor(window.location.hash, anchorIds);
      const target = id ? document.getElementById(id) : null;
      if (fromTop) window.scrollTo({ top: 0, behavior: "instant" });
      if (!target) return;
      if (`#${id}` !== window.location.hash) window.history.replaceState(window.history.state, "", `#${id}`);
      // Each anchor's own scroll margin: a term's keeps it clear of the letter bar, however many rows that takes.
      smoothScrollTo(target, undefined, -Number.parseFloat(getComputedStyle(target).scrollMarginTop));
    };
    follow(true);
    const onHashChange = () => follow(false);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
}
