import { Link } from "#app/components/Link.tsx";
import { termPath, type GlossaryTermName } from "#app/lib/glossary.ts";

/** A titled list of links to other terms' pages. */
export function TermLinks({ id, title, terms }: { id: string; title: string; terms: GlossaryTermName[] }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {terms.map((t) => (
          <li key={t.slug}>
            <Link to={termPath(t.slug)} className="focus-ring rounded text-orange-800 hover:underline">
              {t.term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
