import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { adminToolTableSearch, DEFAULT_ADMIN_TOOL_SORT, type AdminToolTableQuery } from "#app/lib/admin-tool-table.ts";
import type { CoverageGap } from "#app/lib/catalogue-coverage.ts";
import { NO_FACETS } from "#app/lib/tool-filters.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { readCoverage, type CoverageRow } from "#app/server/admin/coverage/coverage.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { methodNotAllowed } from "#app/server/http/responses.server.ts";

/** How complete the catalogue's data is, per category; each count opens the tools behind it. */
export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return data(await readCoverage(context.db()), { headers: { "Cache-Control": ADMIN_PAGE } });
}

export async function action({ context }: ActionFunctionArgs) {
  requireAdmin(context);
  throw methodNotAllowed("GET");
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Coverage");

const BLANK_QUERY: AdminToolTableQuery = {
  ...NO_FACETS,
  q: "",
  status: "published",
  category: null,
  featured: null,
  health: null,
  gap: null,
  sort: DEFAULT_ADMIN_TOOL_SORT,
  page: 1,
};

/** The tool table showing a category's published tools with `gap` (every one when null). */
const toolsHref = (category: string, gap: CoverageGap | null) =>
  `/admin/tools${adminToolTableSearch({ ...BLANK_QUERY, category: category || null, gap })}`;

/**
 * The page's columns after "Tools": each a gap of the tool table. A column with `of` shows
 * "{have} of {of}" and links to the tools missing it ("(n missing)"); one without links its count.
 */
const COLUMNS: {
  heading: string;
  gap: CoverageGap;
  have: (row: CoverageRow) => number;
  of?: (row: CoverageRow) => number;
  /** What the link counts, for its accessible name. */
  what: string;
}[] = [
  { heading: "Logo", gap: "no-logo", have: (r) => r.withLogo, of: (r) => r.tools, what: "tools without a logo" },
  {
    heading: "Repository (open source)",
    gap: "no-repository",
    have: (r) => r.withRepository,
    of: (r) => r.openSource,
    what: "open-source tools without a repository",
  },
  {
    heading: "Release read",
    gap: "no-release-read",
    have: (r) => r.withRepositoryAndRelease,
    of: (r) => r.withRepositoryTotal,
    what: "repositories without a release read",
  },
  { heading: "Ended, sourced", gap: "ended", have: (r) => r.ended, what: "ended tools, each with its source," },
  {
    heading: "Facts without a source",
    gap: "unsourced-facts",
    have: (r) => r.unsourcedFacts,
    what: "tools with facts without a source",
  },
  {
    heading: "Sources not pinned",
    gap: "unpinned-sources",
    have: (r) => r.unpinnedSources,
    what: "tools with sources not pinned",
  },
];

const COUNT_LINK = "focus-ring inline-block rounded py-1 tabular-nums text-slate-900 underline underline-offset-2";

function CoverageCells({ row }: { row: CoverageRow }) {
  const where = row.slug ? `in ${row.name}` : "in the catalogue";
  return (
    <>
      <td className="px-3 py-2 text-right">
        <Link to={toolsHref(row.slug, null)} className={COUNT_LINK}>
          {row.tools}
          <span className="sr-only">{`: published tools ${where}`}</span>
        </Link>
      </td>
      {COLUMNS.map((column) => {
        const have = column.have(row);
        const of = column.of?.(row);
        const linked = of === undefined ? have : of - have;
        return (
          <td key={column.gap} className="px-3 py-2 text-right">
            {of === undefined ? null : <span className="tabular-nums text-slate-900">{`${have} of ${of}`} </span>}
            {of !== undefined && linked === 0 ? null : (
              <Link to={toolsHref(row.slug, column.gap)} className={COUNT_LINK}>
                {of === undefined ? linked : `(${linked} missing)`}
                <span className="sr-only">{`: ${column.what} ${where}`}</span>
              </Link>
            )}
          </td>
        );
      })}
    </>
  );
}

export default function AdminCoverage() {
  const { categories, total } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Coverage</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        How complete the published tools&apos; data is, per category (a tool counts in each of its categories). Each
        count opens the tool list at the tools it counts: the ones missing a logo, a repository or a release read, the
        ended ones, and those with a fact that has no source or a source that is not pinned to a commit or a dated copy.
      </p>
      <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Data coverage per category</caption>
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Category
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Tools
              </th>
              {COLUMNS.map((column) => (
                <th key={column.gap} scope="col" className="px-3 py-2 text-right">
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {categories.map((row) => (
              <tr key={row.slug} data-testid="coverage-row">
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  {row.name}
                </th>
                <CoverageCells row={row} />
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold">
            <tr data-testid="coverage-total">
              <th scope="row" className="px-3 py-2 text-left text-slate-900">
                {total.name}
              </th>
              <CoverageCells row={total} />
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
