import { memo, useRef, type HTMLAttributes, type ReactNode } from "react";

/** True in the browser until the page the server sent is hydrated (entry.client.tsx ends it). */
let hydrating = typeof document !== "undefined";

/** Called by entry.client.tsx once hydration is done: from then on, StaticMarkup renders its children. */
export function endHydration() {
  hydrating = false;
}

/** Never written into the page: an element given inner HTML is left as it is while it hydrates. */
const AS_SENT = { __html: "" };

interface StaticMarkupProps extends HTMLAttributes<HTMLElement> {
  as: "ul" | "div" | "tbody";
  /** What the children are made from: they render again when it (or another prop) changes. None for constants. */
  from?: unknown;
  children: ReactNode;
}

/** Props alike but for the children, which are new on every render and are made `from` it. */
const sameProps = (before: StaticMarkupProps, after: StaticMarkupProps) =>
  Object.keys({ ...before, ...after }).every(
    (key) => key === "children" || before[key as keyof StaticMarkupProps] === after[key as keyof StaticMarkupProps],
  );

/**
 * A long run of markup that needs no JavaScript (the dictionary's entries, the footer's links),
 * which hydration leaves as the server sent it instead of walking it node by node: Preact keeps an
 * element given `dangerouslySetInnerHTML` as it stands while hydrating, and hydration is the
 * page's longest task. Links inside still navigate in the page (`Link` is a plain anchor, handled
 * by the root's listener). Rendered anywhere else (the server, a page the browser renders after a
 * navigation, a change of `from` or of another prop), it is its element with its children.
 */
export const StaticMarkup = memo(function StaticMarkup({
  as: Element,
  from: _from,
  children,
  ...props
}: StaticMarkupProps) {
  const keepSentMarkup = useRef(hydrating);
  if (keepSentMarkup.current) {
    keepSentMarkup.current = false;
    return <Element {...props} dangerouslySetInnerHTML={AS_SENT} />;
  }
  return <Element {...props}>{children}</Element>;
}, sameProps);
