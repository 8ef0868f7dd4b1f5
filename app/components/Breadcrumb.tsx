import { Link } from "#app/components/Link.tsx";
import { Icon } from "#app/components/ui/Icon.tsx";

export interface Crumb {
  label: string;
  to?: string;
}

/** Home, then the given crumbs; the last one is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          {/* 24 x 24 px to touch, the icon in its place: the padding is taken back by the margin. */}
          <Link to="/" className="focus-ring -m-1 flex items-center rounded p-1 hover:text-slate-900">
            <Icon name="house" className="h-4 w-4" />
            <span className="sr-only">Home</span>
          </Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
            <Icon name="chevron-right" className="h-4 w-4 text-slate-400" />
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to} className="focus-ring inline-flex min-h-6 items-center rounded hover:text-slate-900">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? "page" : undefined} className="text-slate-900">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
