import { useActionData, useLoaderData } from "react-router";
import { BackLink } from "#app/components/admin/BackLink.tsx";
import { RevisionDiff } from "#app/components/admin/RevisionDiff.tsx";
import { REVISION_KIND_LABELS, RestoreRevisionForm } from "#app/components/admin/RevisionsSection.tsx";
import type { FormFailure } from "#app/lib/form-result.ts";
import { adminTimestamp } from "#app/lib/admin-dates.ts";
import type { revisionPageLoader } from "#app/server/admin/revisions/revision-route.server.ts";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

/** A revision compared with the current version, field by field, with its Restore button. */
export function RevisionPage() {
  const { revision, label, differences, unchanged, editorPath } = useLoaderData<typeof revisionPageLoader>();
  const failed = useActionData<FormFailure>();
  const time = adminTimestamp(revision.createdAt);
  return (
    <div className="max-w-4xl">
      <BackLink to={editorPath}>{label}</BackLink>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Revision from {time}</h1>
      <p className="mt-2 text-slate-700">
        {REVISION_KIND_LABELS[revision.kind]}
        {revision.actor ? ` by ${revision.actor}` : ""}.
      </p>
      {failed?.formError ? <FormAlert tone="error" title={failed.formError} className="mt-4" /> : null}
      {differences.length === 0 ? (
        <p className="mt-6 text-slate-700">This revision is the current version.</p>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <RestoreRevisionForm action={`${editorPath}/revisions/${revision.id}`} />
            <p className="text-sm text-slate-600">
              Restoring saves these fields as a new revision; the current version stays in the list.
            </p>
          </div>
          <p className="mt-6 text-sm text-slate-600">
            Compared with the current version: lines marked − are only in this revision, lines marked + only in the
            current version.
          </p>
          {differences.map((diff) => (
            <section key={diff.label} aria-label={diff.label} className="mt-6">
              <h2 className="text-lg font-semibold text-slate-900">{diff.label}</h2>
              <RevisionDiff diff={diff} />
            </section>
          ))}
        </>
      )}
      {unchanged.length ? (
        <p className="mt-8 text-sm text-slate-600">The same as now: {unchanged.join(", ")}.</p>
      ) : null}
    </div>
  );
}
