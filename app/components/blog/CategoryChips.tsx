import { Link } from "#app/components/Link.tsx";
import type { BlogCategory } from "#app/server/blog/blog-posts.server.ts";

export function CategoryChips({ categories, className = "" }: { categories: BlogCategory[]; className?: string }) {
  if (categories.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Categories">
      {categories.map((c) => (
        <li key={c.slug}>
          <Link
            to={`/blog?category=${encodeURIComponent(c.slug)}`}
            className="focus-ring block rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-medium text-orange-900 hover:bg-orange-200"
          >
            {c.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
