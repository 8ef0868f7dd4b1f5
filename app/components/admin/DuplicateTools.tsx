import { Link } from "#app/components/Link.tsx";
import { ALERT_TONES } from "#app/components/ui/FormAlert.tsx";
import type { ReactNode } from "react";
import {
  CONFIRM_DUPLICATE_FIELD,
  duplicateHref,
  duplicateReason,
  duplicateStatus,
  type DuplicateMatch,
} from "#app/lib/duplicate-tools.ts";

const link = "focus-ring rounded font-medium text-orange-800 underline hover:text-orange-900";

/** The queue's marker: the first tool this submission may duplicate, linked. */
export function DuplicateMarker({ of }: { of: Pick<DuplicateMatch, "id" | "name" | "slug" | "status"> }) {
  return (
    <p data-testid="possible-duplicate" className="mt-1 text-sm text-amber-900">
      <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold">Possible duplicate</span> of{" "}
      <Link to={duplicateHref(of)} className={link}>
        {of.name}
      </Link>{" "}
      <span className="text-slate-600">({duplicateStatus(of)})</span>
    </p>
  );
}

/** Every tool that may be the same one, why, and links to its listing and its editor. */
export function DuplicateList({ matches }: { matches: DuplicateMatch[] }) {
  return (
    <ul className="mt-2 space-y-2">
      {matches.map((match) => (
        <li key={match.id} data-testid="duplicate-match" className="break-words">
          <Link to={duplicateHref(match)} className={link}>
            {match.name}
          </Link>{" "}
          <span className="text-slate-600">{`(${duplicateStatus(match)}): ${duplicateReason(match)}.`}</span>{" "}
          {match.status === "published" ? (
            <Link to={`/admin/tools/${match.id}`} className={link}>
              Edit<span className="sr-only">{` ${match.name}`}</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The warning with the matches, as a section of a page. */
export function DuplicateWarning({ matches, children }: { matches: DuplicateMatch[]; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="duplicate-heading"
      data-testid="duplicate-warning"
      className={`rounded-xl p-5 ${ALERT_TONES.warning}`}
    >
      <h2 id="duplicate-heading" className="text-lg font-semibold">
        Possible duplicate
      </h2>
      <p className="mt-1 text-sm">It looks like a tool already in the directory:</p>
      <DuplicateList matches={matches} />
      {children}
    </section>
  );
}

/** The box that confirms the editor means it: "Create anyway" or "Approve anyway". */
export function ConfirmDuplicate({ label }: { label: "Create anyway" | "Approve anyway" }) {
  return (
    <label className="flex items-start gap-2 text-sm font-medium text-slate-900">
      <input
        type="checkbox"
        name={CONFIRM_DUPLICATE_FIELD}
        value="yes"
        className="focus-ring mt-0.5 h-5 w-5 rounded border-slate-400"
      />
      <span>{`${label}: it is not the same tool`}</span>
    </label>
  );
}
