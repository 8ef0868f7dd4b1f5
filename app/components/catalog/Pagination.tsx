import { Link } from "#app/components/Link.tsx";
import { pageItems } from "#app/lib/pagination.ts";
import { Icon } from "#app/components/ui/Icon.tsx";

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
        <Link to={hrefFor(page - 1)} rel="prev" preventScrollReset={false} className="page-link">
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
          <span key={item} aria-current="page" className="page-current">
            <span className="sr-only">Page </span>
            {item}
          </span>
        ) : (
          <Link key={item} to={hrefFor(item)} className="page-link">
            <span className="sr-only">Page </span>
            {item}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} rel="next" className="page-link">
          Next
          <Icon name="chevron-right" className="h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  );
}
