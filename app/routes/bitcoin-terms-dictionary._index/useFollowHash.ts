import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { anchorFor } from "#app/lib/anchor-target.ts";
import { termPath } from "#app/lib/glossary.ts";
import { smoothScrollTo } from "#app/lib/smooth-scroll.ts";

/**
 * On arrival, and when the address's hash changes: a term's old anchor (#utxo, in any case) goes on
 * to the term's own page, replacing this entry; a letter's scrolls to it, smoothly from the top (the
 * browser has already jumped there, so the scroll starts over).
 */
export function useFollowHash(termSlugs: readonly string[]) {
  const navigate = useNavigate();
  const slugs = useRef(termSlugs);
  slugs.current = termSlugs;
  useEffect(() => {
    const anchorIds = [...document.querySelectorAll("main [id]")].map((element) => element.id);
    const follow = (fromTop: boolean) => {
      const term = anchorFor(window.location.hash, slugs.current);
      if (term) {
        navigate(termPath(term), { replace: true });
        return;
      }
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
  }, [navigate]);
}
