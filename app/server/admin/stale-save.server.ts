// What every editor answers a save refused as stale (edit-version.server.ts): the form is merged by
// field with what is stored now (edit-merge.server.ts). A plain save that changed no field someone
// else changed too is saved merged at once, and once only: stale again, it is the conflict. Anything
// else (a field both changed, a status change, a form without its base) is the 409 conflict, whose
// form holds the merged fields and the current version.
import { data, redirect, type AppLoadContext } from "react-router";
import { conflictMessage, type EditConflict } from "#app/lib/edit-conflict.ts";
import { formFailure, type FormFailure } from "#app/lib/form-result.ts";
import { readEditConflict, type ConflictSubject } from "#app/server/admin/edit-conflict.server.ts";
import { isMergedRetry, mergedRetryForm, sentBase } from "#app/server/admin/edit-merge.server.ts";
import { withNotice } from "#app/server/http/return-path.server.ts";

export interface StaleSave<Field extends string, Intent extends string, Saved, Extra extends object> extends Omit<
  ConflictSubject,
  "base"
> {
  /** The form as sent: its fingerprints, and whether it already is the merged save. */
  form: FormData;
  /** What the conflict message calls the record ("tool", "term"). */
  thing: string;
  intent: Intent;
  /** The editor's fields, to fill the form again; null when the submission carried none. */
  values: Partial<Record<Field, string>> | null;
  /** Saves a form as the editor's save would; left out when the submission is not a plain save. */
  saveMerged?: (form: FormData) => Promise<Saved>;
  /** More of the 409's answer, from the merged fields: for a form that reads a field back from elsewhere than `values`. */
  extra?: (merged: Record<string, string>) => Extra;
}

export type StaleSaveConflict<
  Field extends string,
  Intent extends string,
  Extra extends object,
> = FormFailure<Field> & {
  intent: Intent;
  conflict: EditConflict;
} & Extra;

/**
 * The merged save's answer (its success a redirect to the edit page saying a newer change was
 * kept), or the 409 with the conflict.
 */
export async function answerStaleSave<
  Field extends string,
  Intent extends string,
  Saved,
  Extra extends object = Record<never, never>,
>(
  context: AppLoadContext,
  stale: StaleSave<Field, Intent, Saved, Extra>,
): Promise<Saved | ReturnType<typeof redirect> | ReturnType<typeof data<StaleSaveConflict<Field, Intent, Extra>>>> {
  const { form, values, saveMerged } = stale;
  const base = sentBase(form);
  const { conflict, merged } = await readEditConflict(context, { ...stale, base });
  if (saveMerged && values && base && conflict.fields.length === 0 && !isMergedRetry(form)) {
    const saved = await saveMerged(mergedRetryForm(form, merged, stale.current.version));
    return saved instanceof Response && saved.status === 302
      ? redirect(withNotice(stale.reloadHref, "saved-merged"))
      : saved;
  }
  const failure = formFailure<Field>(values ? { ...values, ...merged } : {}, {
    formError: conflictMessage(stale.thing),
  });
  const extra = stale.extra?.(merged) ?? ({} as Extra);
  return data<StaleSaveConflict<Field, Intent, Extra>>(
    { ...failure, intent: stale.intent, conflict, ...extra },
    { status: 409 },
  );
}
