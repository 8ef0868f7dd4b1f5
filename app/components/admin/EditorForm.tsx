import { Form, useNavigation } from "react-router";
import type { ReactNode } from "react";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { VersionField } from "#app/components/admin/EditConflictPanel.tsx";
import { useUnsavedChanges } from "#app/components/admin/use-unsaved-changes.ts";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

/** The version an edit form was loaded from, and a conflict's once shown (see `VersionField`). */
export interface EditorVersion {
  loaded: number;
  base?: string;
  conflict?: { version: number; base?: string } | null;
}

export interface EditorFormProps {
  /** The form's id, which the publication panel's buttons name. */
  id: string;
  mode: "new" | "edit";
  /** What the form edits, as its labels name it: "tool", "post". */
  thing: string;
  /** The intent value of the Save button. */
  saveIntent: string;
  version?: EditorVersion;
  /** The fields hold text that is not saved (a refused save came back). */
  unsaved: boolean;
  formError?: string | null;
  fieldErrors: Record<string, string | undefined>;
  children: ReactNode;
}

/** The intent the editor's form is sending, while it is sending one. */
export function useSubmittingIntent() {
  const navigation = useNavigation();
  return navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
}

/**
 * What every long editor shares around its fields: the CSRF token, the version it was loaded from,
 * Enter saving (not previewing), the refused-save alert, the question before leaving unsaved work,
 * and the Save button at the end.
 */
export function EditorForm({
  id,
  mode,
  thing,
  saveIntent,
  version,
  unsaved,
  formError,
  fieldErrors,
  children,
}: EditorFormProps) {
  const refused = Boolean(formError) || Object.keys(fieldErrors).length > 0;
  const submitting = useSubmittingIntent();
  useUnsavedChanges(id, unsaved);

  return (
    <Form
      id={id}
      method="post"
      noValidate
      className="space-y-8"
      aria-label={mode === "new" ? `New ${thing}` : `Edit ${thing}`}
    >
      <CsrfField />
      {version === undefined ? null : (
        <VersionField loaded={version.loaded} base={version.base} conflict={version.conflict} />
      )}
      {/* Enter in a text field submits the form's first button: make that Save, not Preview. */}
      <button type="submit" name="intent" value={saveIntent} hidden tabIndex={-1} />
      {refused ? (
        <FormAlert tone="error" title={formError ?? `The ${thing} was not saved. Check the fields marked below.`} />
      ) : null}

      {children}

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
        <SubmitButton name="intent" value={saveIntent} busy={submitting === saveIntent} busyLabel="Saving...">
          {mode === "new" ? `Create ${thing}` : "Save changes"}
        </SubmitButton>
        {mode === "new" ? <p className="text-sm text-slate-600">{`New ${thing}s start as drafts.`}</p> : null}
      </div>
    </Form>
  );
}
