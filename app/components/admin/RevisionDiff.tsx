import type { FieldDiff } from "#app/server/admin/revisions/revision-page.server.ts";

const LINE_STYLES = {
  same: "text-slate-700",
  removed: "bg-red-50 text-red-900",
  added: "bg-emerald-50 text-emerald-900",
} as const;

/**
 * One field's lines, from the revision to the current version. Each changed line says which side
 * it is on in words (for screen readers) and with a − or + mark, never by colour alone.
 */
export function RevisionDiff({ diff }: { diff: FieldDiff }) {
  return (
    <ol className="mt-2 overflow-x-auto rounded-md border border-slate-200 font-mono text-sm">
      {diff.hunks.map((hunk, index) =>
        hunk.kind === "skipped" ? (
          <li key={index} className="bg-slate-50 px-3 py-1 font-sans text-xs text-slate-500">
            {hunk.count} unchanged {hunk.count === 1 ? "line" : "lines"}
          </li>
        ) : (
          <li key={index} className={`flex gap-3 px-3 ${LINE_STYLES[hunk.kind]}`}>
            <span aria-hidden="true" className="w-3 shrink-0 select-none font-bold">
              {hunk.kind === "removed" ? "−" : hunk.kind === "added" ? "+" : " "}
            </span>
            <span className="min-w-0 whitespace-pre-wrap break-words">
              {hunk.kind === "removed" ? (
                <del className="no-underline">
                  <span className="sr-only">Only in this revision: </span>
                  {hunk.text}
                </del>
              ) : hunk.kind === "added" ? (
                <ins className="no-underline">
                  <span className="sr-only">Only in the current version: </span>
                  {hunk.text}
                </ins>
              ) : (
                hunk.text || " "
              )}
            </span>
          </li>
        ),
      )}
    </ol>
  );
}
