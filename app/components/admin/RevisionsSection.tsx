import { Form } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { adminTimestamp } from "#app/lib/admin-dates.ts";
import type { RevisionKind } from "#app/lib/revisions.ts";
import type { RevisionsSection as Section } from "#app/server/admin/revisions/list-revisions.server.ts";

export const REVISION_KIND_LABELS: Record<RevisionKind, string> = {
  base: "Before revisions were kept",
  save: "Saved",
  restore: "Restored",
  autosave: "Autosaved draft",
};

/** The Restore button of a revision: a plain form, so it works without JavaScript. */
export function RestoreRevisionForm({ action, label = "Restore this revision" }: { action: string; label?: string }) {
  return (
    <Form method="post" action={action} className="inline">
      <CsrfField />
      <input type="hidden" name="intent" value="restore" />
      <Button type="submit" variant="secondary" size="xs">
        {label}
      </Button>
    </Form>
  );
}

/**
 * An edit page's revisions, newest first: when, how, who and what changed; each compared with the
 * current version on its own page, and restored in one click. `editorPath` is the edit page.
 */
export function RevisionsSection({ section, editorPath }: { section: Section; editorPath: string }) {
  return (
    <section aria-labelledby="revisions-heading" className="mt-10">
      <h2 id="revisions-heading" className="text-lg font-semibold text-slate-900">
        Revisions
      </h2>
      {section.revisions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No revisions yet: the current version is the first. Each save from now on is kept here, whole.
        </p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-200">
          {section.revisions.map((revision) => {
            const path = `${editorPath}/revisions/${revision.id}`;
            return (
              <li key={revision.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
                <div className="min-w-0 text-sm text-slate-700">
                  <p>
                    <time dateTime={revision.createdAt.toISOString()} className="font-medium text-slate-900">
                      {adminTimestamp(revision.createdAt)}
                    </time>{" "}
                    · <span className="font-semibold">{REVISION_KIND_LABELS[revision.kind]}</span>
                    {revision.actor ? <> · {revision.actor}</> : null}
                    {revision.isCurrent ? (
                      <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
                        Current version
                      </span>
                    ) : null}
                  </p>
                  {revision.changed.length ? (
                    <p className="break-words text-slate-600">Changed: {revision.changed.join(", ")}</p>
                  ) : null}
                </div>
                <div className="flex items-center gap-3">
                  <Link to={path} className="focus-ring text-sm font-medium text-bitcoin-dark hover:underline">
                    {revision.isCurrent ? "View" : "Compare with current"}
                  </Link>
                  {revision.isCurrent ? null : <RestoreRevisionForm action={path} />}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {section.more ? (
        <p className="mt-2 text-sm text-slate-600">The latest {section.revisions.length} revisions are shown.</p>
      ) : null}
    </section>
  );
}
