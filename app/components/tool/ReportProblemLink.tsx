import { Link } from "#app/components/Link.tsx";
import { reportPath } from "#app/lib/tool-reports.ts";

/** The way to tell the editors something is wrong with a published tool: its report form. */
export function ReportProblemLink({ tool }: { tool: { slug: string; status: string } }) {
  if (tool.status !== "published") return null;
  return (
    <p className="text-sm text-slate-600">
      Something wrong or out of date?{" "}
      <Link
        to={reportPath(tool.slug)}
        className="focus-ring rounded font-medium text-slate-800 underline underline-offset-2 hover:text-slate-950"
      >
        Report a problem
      </Link>
    </p>
  );
}
