import { useEffect, useState } from "react";
import { jumpToAnchor } from "#app/lib/smooth-scroll.ts";
import type { PostHeading } from "#app/server/blog/post-content.server.ts";

/** The current section is the last heading above the scroll position plus 100 px. */
const ACTIVE_OFFSET_PX = 100;

/**
 * The post's contents, built on the server from its headings. <details> makes it collapsible
 * without JavaScript; with JavaScript it highlights the section being read and scrolls smoothly.
 * The left column's starts open; above the article on a smaller screen it starts folded.
 */
export function TableOfContents({
  headings,
  title = "Table of contents",
  startOpen = true,
}: {
  headings: PostHeading[];
  title?: string;
  startOpen?: boolean;
}) {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    const update = () => {
      let current: string | null = null;
      for (const heading of headings) {
        const element = document.getElementById(heading.id);
        // Within a pixel: a jump to a heading can leave it a fraction of a pixel below the line.
        if (element && element.getBoundingClientRect().top < ACTIVE_OFFSET_PX + 1) current = heading.id;
      }
      setActive(current);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [headings]);

  if (headings.length === 0) return null;
  return (
    <details open={startOpen} className="group rounded-xl border border-slate-200 p-4">
      <summary className="focus-ring cursor-pointer rounded text-sm font-semibold text-slate-900">{title}</summary>
      <nav aria-label="Table of contents" className="mt-3">
        <ol className="space-y-1 text-sm">
          {headings.map((heading) => (
            <li key={heading.id} className={heading.level === 3 ? "pl-3" : heading.level === 4 ? "pl-6" : ""}>
              <a
                href={`#${heading.id}`}
                onClick={(event) => jumpToAnchor(event, heading.id)}
                aria-current={active === heading.id ? "location" : undefined}
                className={`focus-ring block rounded border-l-2 px-2 py-1 ${
                  active === heading.id
                    ? "border-bitcoin font-medium text-slate-900"
                    : "border-transparent text-slate-600 hover:text-slate-900"
                }`}
              >
                {heading.text}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </details>
  );
}
