// The dictionary's letter jumps (spec: 300 ms, offset -100 so the sticky header does not cover
// the heading). Visitors who ask for reduced motion jump at once.

export const SCROLL_DURATION_MS = 300;
export const SCROLL_OFFSET_PX = -100;

export function smoothScrollTo(element: Element, duration = SCROLL_DURATION_MS, offset = SCROLL_OFFSET_PX): void {
  const start = window.scrollY;
  const target = element.getBoundingClientRect().top + window.scrollY + offset;
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  if (reduced || duration <= 0) {
    window.scrollTo({ top: target, behavior: "instant" });
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo({ top: start + (target - start) * eased, behavior: "instant" });
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** An in-page link's click: scroll smoothly to the anchor and put it in the address bar. */
export function jumpToAnchor(event: { preventDefault: () => void }, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  smoothScrollTo(target);
  window.history.replaceState(null, "", `#${id}`);
}
