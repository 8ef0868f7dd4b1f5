import { Link } from "#app/components/Link.tsx";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { DuplicateMarker } from "#app/components/admin/DuplicateTools.tsx";
import type { DuplicateMatch } from "#app/lib/duplicate-tools.ts";

export interface QueueRow {
  id: string;
  name: string;
  websiteUrl: string;
  submitterEmail: string | null;
  submittedAt: string;
  age: string;
  duplicateOf: Pick<DuplicateMatch, "id" | "name" | "slug" | "status"> | null;
}

const cell = "block px-4 py-1 md:table-cell md:py-3";

/** A label that names a cell's value where the rows are stacked (phones) and the header is hidden. */
const StackedLabel = ({ children }: { children: string }) => (
  <span className="font-medium text-slate-500 md:hidden">{`${children}: `}</span>
);

/**
 * The waiting submissions: a table from `md` up, and each row stacked as a card on phones, so no
 * column is pushed off the screen.
 */
export function QueueTable({ submissions }: { submissions: QueueRow[] }) {
  return (
    <AdminTable
      className="mt-8"
      stacked
      caption="Submissions waiting for review, oldest first"
      columns={[{ label: "Tool" }, { label: "Submitter" }, { label: "Waiting" }, { label: "Action", hideLabel: true }]}
    >
      {submissions.map((submission) => (
        <tr key={submission.id} data-testid="queued-submission" className="block py-3 md:table-row md:py-0">
          <td className={`${cell} md:max-w-xs`}>
            <p className="break-words font-semibold text-slate-900">{submission.name}</p>
            <a
              href={submission.websiteUrl}
              rel="noopener noreferrer nofollow"
              target="_blank"
              className="focus-ring break-all rounded text-slate-600 underline hover:text-slate-900"
            >
              {submission.websiteUrl}
            </a>
            {submission.duplicateOf ? <DuplicateMarker of={submission.duplicateOf} /> : null}
          </td>
          <td className={`${cell} break-all text-slate-700`}>
            <StackedLabel>Submitter</StackedLabel>
            {submission.submitterEmail ?? <span className="text-slate-500">No account</span>}
          </td>
          <td className={`${cell} text-slate-700 md:whitespace-nowrap`}>
            <StackedLabel>Waiting</StackedLabel>
            <time dateTime={submission.submittedAt}>{submission.age}</time>
          </td>
          <td className={`${cell} md:text-right`}>
            <Link
              to={`/admin/submissions/${submission.id}`}
              className="focus-ring inline-block rounded py-1 font-semibold text-orange-800 underline hover:text-orange-900"
            >
              Review<span className="sr-only">{` ${submission.name}`}</span>
            </Link>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
