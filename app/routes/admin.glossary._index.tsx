import {
  Form,
  data,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { usePublicHref } from "#app/components/admin/use-public-href.ts";
import { INPUT_CLASS } from "#app/components/form/FormField.tsx";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { filterTerms, LETTERS, letterOf } from "#app/lib/glossary.ts";
import { GLOSSARY_QUERY_MAX, parseGlossaryListQuery, type GlossaryListQuery } from "#app/lib/glossary-rules.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { listAdminGlossary } from "#app/server/admin/glossary/admin-glossary.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { methodNotAllowed } from "#app/server/http/responses.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const query = parseGlossaryListQuery(new URL(request.url).searchParams);
  const all = await listAdminGlossary(context.db());
  const matching = filterTerms(all, query.q);
  const letters = [...new Set(matching.map((t) => letterOf(t.term)))];
  const terms = query.letter ? matching.filter((t) => letterOf(t.term) === query.letter) : matching;
  return data({ query, terms, letters, total: all.length }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

/** The list takes no posts (each term's forms are on its page); to anyone but an admin it is the 404. */
export async function action({ context }: ActionFunctionArgs) {
  requireAdmin(context);
  throw methodNotAllowed("GET");
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Glossary");

const listHref = ({ q, letter }: GlossaryListQuery) => {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (letter) params.set("letter", letter);
  const search = params.toString();
  return `/admin/glossary${search ? `?${search}` : ""}`;
};

export default function AdminGlossary() {
  const { query, terms, letters, total } = useLoaderData<typeof loader>();
  const publicHref = usePublicHref();
  const present = new Set(letters);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Glossary</h1>
        <ButtonLink to="/admin/glossary/new" variant="accent" size="sm">
          New term
        </ButtonLink>
      </div>
      <p className="mt-2 text-slate-600">
        The terms of the{" "}
        <a
          href={publicHref("/bitcoin-terms-dictionary")}
          className="focus-ring rounded font-medium text-bitcoin-dark hover:underline"
        >
          Bitcoin Terms Dictionary
        </a>
        . Open a term to edit its definition and related terms, or to delete it.
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
        {query.letter ? <input type="hidden" name="letter" value={query.letter} /> : null}
        <div className="min-w-48 flex-1">
          <label htmlFor="q" className="block text-sm font-medium text-slate-900">
            Search terms and definitions
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={GLOSSARY_QUERY_MAX}
            className={INPUT_CLASS}
          />
        </div>
        <Button type="submit" size="sm" className="h-[42px]">
          Search
        </Button>
      </Form>
      <nav aria-label="Terms by first letter" className="mt-4">
        <ul className="flex flex-wrap gap-1">
          <li>
            <LetterLink href={listHref({ ...query, letter: "" })} current={!query.letter}>
              All
            </LetterLink>
          </li>
          {LETTERS.filter((letter) => present.has(letter)).map((letter) => (
            <li key={letter}>
              <LetterLink href={listHref({ ...query, letter })} current={query.letter === letter}>
                {letter}
              </LetterLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {query.q || query.letter
          ? `${terms.length} of ${total} terms${query.q ? ` matching "${query.q}"` : ""}${query.letter ? ` under ${query.letter}` : ""}`
          : `${total} terms`}
      </p>
      {terms.length === 0 ? null : (
        <AdminTable
          className="mt-3"
          caption="Glossary terms, with their definitions and how many terms each links to"
          columns={[{ label: "Term" }, { label: "Definition" }, { label: "Related", numeric: true }]}
        >
          {terms.map((term) => (
            <tr key={term.id} data-testid="glossary-row">
              <th scope="row" className="px-4 py-2.5 align-top font-medium">
                <Link
                  to={`/admin/glossary/${term.id}`}
                  className="focus-ring rounded text-slate-900 underline-offset-2 hover:underline"
                >
                  {term.term}
                </Link>
                <span className="block font-mono text-xs font-normal text-slate-600">#{term.slug}</span>
              </th>
              <td className="max-w-xl px-4 py-2.5 text-slate-700">
                <span className="line-clamp-2">{term.definition}</span>
              </td>
              <td className="px-4 py-2.5 text-right align-top tabular-nums">{term.relatedCount}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}

function LetterLink({ href, current, children }: { href: string; current: boolean; children: string }) {
  return (
    <Link
      to={href}
      aria-current={current ? "page" : undefined}
      className={`focus-ring flex h-8 min-w-8 items-center justify-center rounded px-2 text-sm font-semibold ${
        current ? "bg-slate-900 text-white" : "text-slate-900 hover:bg-orange-100"
      }`}
    >
      {children}
    </Link>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
