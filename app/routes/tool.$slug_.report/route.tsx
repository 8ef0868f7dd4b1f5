import { REPORTED_TOOL_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { Breadcrumb } from "#app/components/Breadcrumb.tsx";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import { RouteErrorBoundary } from "#app/components/RouteErrorBoundary.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { siteNameFrom } from "#app/lib/meta.ts";
import { personCheckForPage } from "#app/server/captcha/person-check.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { reportToolAction } from "#app/server/reports/report-action.server.ts";
import { findReportableTool } from "#app/server/reports/reportable-tool.server.ts";
import { ReportForm } from "#app/routes/tool.$slug_.report/ReportForm.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

async function reportableTool(context: LoaderFunctionArgs["context"], slug: string | undefined) {
  const tool = await findReportableTool(context.db(), slug);
  if (!tool) throw notFound(REPORTED_TOOL_NOT_FOUND);
  return tool;
}

// Personal to each visit, like the contact form: it carries the signed time it was rendered.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const tool = await reportableTool(context, params.slug);
  const { captcha, startedAt, headers } = await personCheckForPage(context.env);
  return data({ tool, captcha, startedAt }, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const tool = await reportableTool(context, params.slug);
  return reportToolAction(context, request, tool.id);
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: `${data ? `Report a problem with ${data.tool.name}` : REPORTED_TOOL_NOT_FOUND} | ${siteNameFrom(matches)}` },
  { name: "robots", content: "noindex" },
];

export default function ReportToolPage() {
  const { tool, captcha, startedAt } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const toolPath = `/tool/${tool.slug}`;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Breadcrumb
        crumbs={[{ label: "Browse Tools", to: "/browse" }, { label: tool.name, to: toolPath }, { label: "Report" }]}
      />
      <h1 className="mt-6 text-3xl font-bold text-slate-900">Report a problem with {tool.name}</h1>
      {result?.ok ? (
        <FormAlert
          tone="success"
          title="Report sent"
          className="mt-6"
          actions={
            <Link to={toolPath} className="focus-ring rounded font-medium underline underline-offset-2">
              Back to {tool.name}
            </Link>
          }
        >
          <p>
            {result.willMail
              ? "Thank you. An editor will look into it and e-mail you once it is resolved."
              : "Thank you. An editor will look into it."}
          </p>
        </FormAlert>
      ) : (
        <>
          <p className="mt-3 text-slate-600">
            A dead link, a fact that is wrong, a tool that no longer works or one that is not safe: tell the editors and
            they will check it.
          </p>
          <ReportForm captcha={captcha} startedAt={startedAt} failed={result && !result.ok ? result : null} />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      statusHandlers={{
        404: () => (
          <ErrorPage title={REPORTED_TOOL_NOT_FOUND} message="There is no published tool at this address to report.">
            <ButtonLink to="/browse">Browse Tools</ButtonLink>
          </ErrorPage>
        ),
      }}
    />
  );
}
