import { Link } from "#app/components/Link.tsx";
import { changeDay, type PublicChange } from "#app/lib/public-changes.ts";

/** A tool's public changes with their dates, newest first; nothing when it has none. */
export function ToolChanges({ changes }: { changes: PublicChange[] }) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="changes-heading">
      <h2 id="changes-heading" className="text-2xl font-bold text-slate-900">
        Changes
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 text-sm">
        {changes.map((change) => (
          <li key={change.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:gap-4">
            <time dateTime={change.createdAt} className="shrink-0 text-slate-600 sm:w-28">
              {changeDay(change.createdAt)}
            </time>
            <ChangeLines lines={change.lines} />
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <Link
          to="/changes"
          className="focus-ring inline-flex min-h-6 items-center rounded text-bitcoin-dark hover:underline"
        >
          All recent changes in the directory
        </Link>
      </p>
    </section>
  );
}

export function ChangeLines({ lines }: { lines: string[] }) {
  return (
    <ul className="text-slate-800">
      {lines.map((line) => (
        <li key={line} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}
