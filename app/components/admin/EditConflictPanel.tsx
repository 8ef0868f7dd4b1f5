import { ALERT_TONES } from "#app/components/ui/FormAlert.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { BASE_FIELD, VERSION_FIELD, type EditConflict } from "#app/lib/edit-conflict.ts";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/**
 * The version an editor form carries: the one it was loaded from, or once a conflict was shown the
 * current one, so that saving the editor's text over it is a deliberate second save. With it, when
 * the editor merges by field, the fingerprints of the fields as loaded (or as stored at the conflict).
 */
export function VersionField({
  loaded,
  base,
  conflict,
}: {
  loaded: number;
  base?: string;
  conflict?: { version: number; base?: string } | null;
}) {
  const fingerprints = conflict?.base ?? base;
  return (
    <>
      <input type="hidden" name={VERSION_FIELD} value={conflict?.version ?? loaded} />
      {fingerprints === undefined ? null : <input type="hidden" name={BASE_FIELD} value={fingerprints} />}
    </>
  );
}

const VALUE_CLASS =
  "mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-white p-2 font-sans text-sm text-slate-800";

/**
 * A refused stale save, on every kind of edit page: who changed the record and when, each field
 * that differs on both sides, a link that loads the current version (dropping the editor's text),
 * and a button that saves the form, which keeps the editor's text and now carries the current
 * version, over it. The button saves the fields only: a status change the refused submission asked
 * for (publish, archive...) is not replayed over a colleague's work, but asked for again.
 */
export function EditConflictPanel({
  conflict,
  formId,
  intent,
}: {
  conflict: EditConflict;
  /** The editor form the save button submits. */
  formId: string;
  /**
   * Forms with intent buttons: the refused submission's intent, and the one that only saves the
   * fields, which the save button sends.
   */
  intent?: { refused: string | undefined; save: string };
}) {
  const askedAgain = intent?.refused && intent.refused !== intent.save ? intent.refused : null;
  return (
    <section
      role="alert"
      aria-labelledby="conflict-heading"
      className={`mb-8 rounded-2xl p-5 ${ALERT_TONES.warning}`}
      data-testid="edit-conflict"
    >
      <h2 id="conflict-heading" className="text-lg font-semibold">
        Someone else saved a newer version: nothing of yours was saved
      </h2>
      {conflict.changes.length ? (
        <ul className="mt-2 space-y-1 text-sm">
          {conflict.changes.map((change) => (
            <li key={`${change.at}-${change.action}`}>
              <span className="font-semibold">{change.action}</span> by {change.actor} on{" "}
              <time dateTime={change.at}>{dateTime.format(new Date(change.at))} UTC</time>
            </li>
          ))}
        </ul>
      ) : null}
      {conflict.kept.length ? (
        <p className="mt-3 text-sm" data-testid="conflict-kept">
          Kept from the newer version, since you had not changed them: {conflict.kept.join(", ")}. The form below now
          shows them.
        </p>
      ) : null}
      {conflict.fields.length ? (
        <div className="mt-4 space-y-4">
          <p className="text-sm">
            The fields you both changed. Your text is kept in the form below: copy from either side, then save.
          </p>
          {conflict.fields.map((field) => (
            <div key={field.name} data-conflict-field={field.name}>
              <h3 className="text-sm font-semibold">{field.label}</h3>
              <div className="mt-1 grid gap-3 sm:grid-cols-2">
                <div>
                  <p className="text-xs font-medium uppercase tracking-wide text-slate-600">Saved now</p>
                  <pre className={VALUE_CLASS} data-side="theirs">
                    {field.theirs || "(empty)"}
                  </pre>
                </div>
                <div>
                  <p className="text-xs font-medium uppercase tracking-wide text-slate-600">Yours, not saved</p>
                  <pre className={VALUE_CLASS} data-side="yours">
                    {field.yours || "(empty)"}
                  </pre>
                </div>
              </div>
            </div>
          ))}
        </div>
      ) : (
        <p className="mt-3 text-sm">None of the fields you changed was changed by anyone else.</p>
      )}
      {askedAgain ? (
        <p className="mt-4 text-sm" data-testid="conflict-action-not-done">
          You had also asked to {askedAgain.replace(/-/g, " ")}: that was not done. Saving your version keeps the status
          as it is; choose the action again afterwards.
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <a href={conflict.reloadHref} data-discards-edits className={buttonClass({ variant: "secondary", size: "sm" })}>
          Load the current version
        </a>
        <button
          type="submit"
          form={formId}
          name={intent ? "intent" : undefined}
          value={intent?.save}
          className={buttonClass({ variant: "danger", size: "sm" })}
        >
          Save my version over it
        </button>
      </div>
    </section>
  );
}
