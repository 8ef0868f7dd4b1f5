import { Link } from "@remix-run/react";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { toolStatusLabel } from "#app/lib/tool-status.ts";
import type { SubmittedTool } from "#app/server/profile/profile.server.ts";

/** The user's own submissions with their review status. */
export function SubmittedTools({ tools }: { tools: SerializeFrom<SubmittedTool>[] }) {
  if (tools.length === 0)
    return <p className="rounded-lg bg-slate-50 p-6 text-slate-700">You haven&apos;t submitted any tools yet.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {tools.map((tool) => (
        <li key={tool.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div>
            <h2 className="font-semibold text-slate-900">
              <Link to={`/tool/${tool.slug}`} className="focus-ring rounded hover:underline">
                {tool.name}
              </Link>
            </h2>
            <p className="text-sm text-slate-600">{tool.description}</p>
          </div>
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
            {toolStatusLabel(tool.status)}
          </span>
        </li>
      ))}
    </ul>
  );
}
