import { ordinal } from "#app/lib/plural.ts";
import { publicationTimeLabel, toolStatusLabel } from "#app/lib/tool-status.ts";
import type { SubmittedTool } from "#app/server/profile/profile.server.ts";
import { ProfileToolSummary } from "#app/routes/profile/ProfileToolSummary.tsx";

type Submission = SubmittedTool;

/** The user's own submissions with where each stands in its review. */
export function SubmittedTools({ tools }: { tools: Submission[] }) {
  if (tools.length === 0)
    return <p className="rounded-lg bg-slate-50 p-6 text-slate-700">You haven&apos;t submitted any tools yet.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {tools.map((tool) => (
        <li key={tool.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
          <ProfileToolSummary tool={tool}>
            <ReviewState tool={tool} />
          </ProfileToolSummary>
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
            {tool.status === "pending" && tool.publishAt ? "Approved" : toolStatusLabel(tool.status)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What the submitter can know of the review: their place in the queue, the date it goes live, or why it was refused. */
function ReviewState({ tool }: { tool: Submission }) {
  if (tool.status === "rejected" && tool.rejectionReason)
    return (
      <div className="mt-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
        <p className="font-semibold">Reason for rejection</p>
        <p className="whitespace-pre-line break-words">{tool.rejectionReason}</p>
      </div>
    );
  if (tool.status === "pending" && tool.publishAt)
    return (
      <p className="mt-2 text-sm font-medium text-green-800">
        {`Approved: it goes live on ${publicationTimeLabel(new Date(tool.publishAt))}.`}
      </p>
    );
  if (tool.queuePlace !== null)
    return <p className="mt-2 text-sm font-medium text-slate-700">{ordinal(tool.queuePlace)} in the review queue</p>;
  return null;
}
