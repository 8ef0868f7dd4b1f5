import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { ToolEditorForm } from "#app/components/admin/ToolEditorForm.tsx";
import { BLANK_TOOL_VALUES } from "#app/lib/admin-tool-rules.ts";
import type { DuplicateMatch } from "#app/lib/duplicate-tools.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { toolEditorAction } from "#app/server/admin/tools/tool-editor-action.server.ts";
import { listCategoryChoices } from "#app/server/admin/tools/tool-editor-data.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { BackLink } from "#app/components/admin/BackLink.tsx";

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const categories = await listCategoryChoices(context.db());
  return data({ categories }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

/** Creates the tool as a draft and opens its edit page; Preview renders About and saves nothing. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireAdmin(context);
  return toolEditorAction(context, request, null);
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "New tool");

export default function NewTool() {
  const { categories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failed = result && !result.ok ? result : null;
  return (
    <div className="max-w-3xl">
      <p className="text-sm">
        <BackLink to="/admin/tools">Tools</BackLink>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">New tool</h1>
      <p className="mt-2 text-slate-600">It starts as a draft: publish or schedule it from its page once saved.</p>
      <div className="mt-8">
        <ToolEditorForm
          mode="new"
          categories={categories}
          values={result?.values ?? BLANK_TOOL_VALUES}
          fieldErrors={failed?.fieldErrors}
          formError={failed?.formError}
          duplicates={failed && "duplicates" in failed ? (failed.duplicates as DuplicateMatch[]) : undefined}
          previewHtml={result?.ok ? result.previewHtml : null}
        />
      </div>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
