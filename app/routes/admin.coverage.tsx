import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
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
  return json(await readCoverage(context.db()), { headers: { "Cache-Control": ADMIN_PAGE } });
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
 * A coverage figure: "{have} of {of}" with the tools missing it as a link ("{n} missing"), or, for a
 * gap counted on its own, the count as the link. The link's name says what it counts.
 */
function Count({
  value,
  of,
  category,
  gap,
  what,
}: {
  value: number;
  of?: number;
  category: string;
  gap: CoverageGap;
  what: string;
}) {
  const linked = of === undefined ? value : of - value;
  return (
    <>
      {of === undefined ? null : <span className="tabular-nums text-slate-900">{`${value} of ${of}`} </span>}
      {linked === 0 && of !== undefined ? null : (
        <Link
          to={toolsHref(category, gap)}
          className="focus-ring inline-block rounded py-1 tabular-nums text-slate-900 underline underline-offset-2"
        >
          {of === undefined ? linked : `(${linked} missing)`}
          <span className="sr-only">{`: ${what}`}</span>
        </Link>
      )}
    </>
  );
}

function CoverageCells({ row }: { row: CoverageRow }) {
  const where = row.slug ? `in ${row.name}` : "in the catalogue";
  return (
    <>
      <td className="px-3 py-2 text-right">
        <Link
          to={toolsHref(row.slug, null)}
          className="focus-ring inline-block rounded py-1 tabular-nums underline underline-offset-2"
        >
          {row.tools}
          <span className="sr-only">{`: published tools ${where}`}</span>
        </Link>
      </td>
      <td className="px-3 py-2 text-right">
        <Count
          value={row.withLogo}
          of={row.tools}
          category={row.slug}
          gap="no-logo"
          what={`tools without a logo ${where}`}
        />
      </td>
      <td className="px-3 py-2 text-right">
        <Count
          value={row.withRepository}
          of={row.openSource}
          category={row.slug}
          gap="no-repository"
          what={`open-source tools without a repository ${where}`}
        />
      </td>
      <td className="px-3 py-2 text-right">
        <Count
          value={row.withRepositoryAndRelease}
          of={row.withRepositoryTotal}
          category={row.slug}
          gap="no-release-read"
          what={`repositories without a release read ${where}`}
        />
      </td>
      <td className="px-3 py-2 text-right">
        <Count value={row.ended} category={row.slug} gap="ended" what={`ended tools, each with its source, ${where}`} />
      </td>
      <td className="px-3 py-2 text-right">
        <Count
          value={row.unsourcedFacts}
          category={row.slug}
          gap="unsourced-facts"
          what={`tools with facts without a source ${where}`}
        />
      </td>
      <td className="px-3 py-2 text-right">
        <Count
          value={row.unpinnedSources}
          category={row.slug}
          gap="unpinned-sources"
          what={`tools with sources not pinned ${where}`}
        />
      </td>
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
              <th scope="col" className="px-3 py-2 text-right">
                Logo
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Repository (open source)
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Release read
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Ended, sourced
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Facts without a source
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Sources not pinned
              </th>
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
