import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { ToolTable } from "#app/components/admin/tool-table/ToolTable.tsx";
import { ToolTableFilters } from "#app/components/admin/tool-table/ToolTableFilters.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";
import {
  ADMIN_TOOL_PAGE_SIZE,
  ADMIN_TOOL_TABLE_PARAMS,
  adminToolTableSearch,
  hasAdminToolFilters,
  hasEmptyTableParams,
  parseAdminToolTable,
  SKIPPED_PARAM,
  type AdminToolTableQuery,
} from "#app/lib/admin-tool-table.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { totalPagesFor } from "#app/lib/pagination.ts";
import { toolCountLabel } from "#app/lib/plural.ts";
import { listAdminTools, listCategoryChoices } from "#app/server/admin/tools/admin-tool-table.server.ts";
import { bulkToolAction } from "#app/server/admin/tools/bulk-tool-action.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";

const TABLE_PATH = "/admin/tools";

/** The table at `query`, keeping the URL's other parameters (a notice, the skipped count). */
function tableHref(query: AdminToolTableQuery, params: URLSearchParams): string {
  const kept = new URLSearchParams(adminToolTableSearch(query));
  for (const [key, value] of params) if (!ADMIN_TOOL_TABLE_PARAMS.includes(key)) kept.append(key, value);
  const search = kept.toString();
  return search ? `${TABLE_PATH}?${search}` : TABLE_PATH;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const { searchParams } = new URL(request.url);
  const parsed = parseAdminToolTable(searchParams);
  if (!parsed.ok) throw badRequest(parsed.message);
  const { query } = parsed;
  // The filter form without JavaScript sends its empty fields too: land on the short URL.
  if (hasEmptyTableParams(searchParams)) throw redirect(tableHref(query, searchParams));
  const db = context.db();
  const categories = await listCategoryChoices(db);
  const category = query.category ? categories.find((choice) => choice.slug === query.category) : undefined;
  if (query.category && !category) throw badRequest(`There is no category '${query.category}'.`);
  const { rows, total } = await listAdminTools(db, query, category?.id ?? null, ADMIN_TOOL_PAGE_SIZE);
  const totalPages = totalPagesFor(total, ADMIN_TOOL_PAGE_SIZE);
  // Past the end (the last rows were archived away, say): the last page there is.
  if (query.page > totalPages) throw redirect(tableHref({ ...query, page: totalPages }, searchParams));
  const skipped = Number(/^[0-9]{1,3}$/.exec(searchParams.get(SKIPPED_PARAM) ?? "")?.[0] ?? 0);
  return data(
    {
      query,
      rows,
      total,
      totalPages,
      categories: categories.map(({ name, slug }) => ({ name, slug })),
      skipped,
    },
    { headers: { "Cache-Control": ADMIN_PAGE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return bulkToolAction(context, request);
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Tools");

export default function AdminTools() {
  const { query, rows, total, totalPages, categories, skipped } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  // A new list (another page, filters, or the one after an action) starts with nothing ticked.
  const { key } = useLocation();
  const first = (query.page - 1) * ADMIN_TOOL_PAGE_SIZE + 1;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Tools</h1>
        <ButtonLink to="/admin/tools/new">New tool</ButtonLink>
      </div>
      <p className="mt-2 text-slate-600" aria-live="polite">
        {total <= ADMIN_TOOL_PAGE_SIZE
          ? toolCountLabel(total)
          : `${first}–${first + rows.length - 1} of ${toolCountLabel(total)}`}
      </p>

      <div className="mt-6">
        <ToolTableFilters query={query} categories={categories} />
      </div>

      {skipped > 0 ? (
        <FormAlert tone="warning" className="mt-4 text-sm">
          <p>{`${toolCountLabel(skipped)} of the selection ${skipped === 1 ? "was" : "were"} skipped: ${skipped === 1 ? "its" : "their"} status does not allow that action.`}</p>
        </FormAlert>
      ) : null}

      {rows.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="font-medium text-slate-900">
            {hasAdminToolFilters(query) ? "No tools match these filters." : "No tools yet."}
          </p>
          {hasAdminToolFilters(query) ? (
            <Link
              to={TABLE_PATH}
              className="focus-ring mt-3 inline-block rounded font-medium text-bitcoin-dark underline hover:text-slate-950"
            >
              Clear filters
            </Link>
          ) : null}
        </div>
      ) : (
        <ToolTable key={key} rows={rows} failure={failure} />
      )}

      <Pagination
        page={query.page}
        totalPages={totalPages}
        hrefFor={(page) => `${TABLE_PATH}${adminToolTableSearch({ ...query, page })}`}
      />
    </div>
  );
}

/**
 * A parameter the table cannot use (400), or a form refused by the CSRF check (403): say why, and
 * offer the table without it. Anything else goes on to the portal's error page.
 */

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
