import { Link } from "#app/components/Link.tsx";
import { toolCountLabel } from "#app/lib/plural.ts";
import type { CategoryWithCount } from "#app/server/catalog/category-stats.server.ts";

export function PopularCategories({
  categories,
}: {
  categories: Pick<CategoryWithCount, "name" | "slug" | "toolCount">[];
}) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="popular-categories" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="popular-categories" className="text-2xl font-bold text-slate-900">
        Popular Categories
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={`/category/${category.slug}`} className="popular-category">
              <span>{category.name}</span>
              <span>{toolCountLabel(category.toolCount)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
