import { Link } from "@remix-run/react";
import { pageItems } from "#app/lib/pagination.ts";
import { Icon } from "#app/components/ui/Icon.tsx";

const itemClass =
  "focus-ring inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium";

/** Page links under a list; hidden when there is one page. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  const items = pageItems(page, totalPages);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          rel="prev"
          preventScrollReset={false}
          className={`${itemClass} text-slate-700 hover:bg-slate-100`}
        >
          <Icon name="chevron-left" className="h-4 w-4" />
          Previous
        </Link>
      ) : null}
      {items.map((item, index) =>
        item === "ellipsis" ? (
          <span key={`ellipsis-${index}`} className="px-2 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : item === page ? (
          <span key={item} aria-current="page" className={`${itemClass} bg-slate-900 text-white`}>
            <span className="sr-only">Page </span>
            {item}
          </span>
        ) : (
          <Link key={item} to={hrefFor(item)} className={`${itemClass} text-slate-700 hover:bg-slate-100`}>
            <span className="sr-only">Page </span>
            {item}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} rel="next" className={`${itemClass} text-slate-700 hover:bg-slate-100`}>
          Next
          <Icon name="chevron-right" className="h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  );
}
