import { Form, useNavigation } from "@remix-run/react";
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
  /** The form's accessible name, such as "Edit tool". */
  label: string;
  /** The intent value of the Save button. */
  saveIntent: string;
  saveLabel: string;
  /** A line beside Save, such as "New tools start as drafts.". */
  saveNote?: string;
  version?: EditorVersion;
  /** The fields hold text that is not saved (a refused save came back). */
  unsaved: boolean;
  /** Shown above the fields when the save was refused: the form's message, or `refusedTitle`. */
  refused: boolean;
  formError?: string | null;
  refusedTitle: string;
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
  label,
  saveIntent,
  saveLabel,
  saveNote,
  version,
  unsaved,
  refused,
  formError,
  refusedTitle,
  children,
}: EditorFormProps) {
  const submitting = useSubmittingIntent();
  useUnsavedChanges(id, unsaved);

  return (
    <Form id={id} method="post" noValidate className="space-y-8" aria-label={label}>
      <CsrfField />
      {version === undefined ? null : (
        <VersionField loaded={version.loaded} base={version.base} conflict={version.conflict} />
      )}
      {/* Enter in a text field submits the form's first button: make that Save, not Preview. */}
      <button type="submit" name="intent" value={saveIntent} hidden tabIndex={-1} />
      {refused ? <FormAlert tone="error" title={formError ?? refusedTitle} /> : null}

      {children}

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
        <SubmitButton name="intent" value={saveIntent} busy={submitting === saveIntent} busyLabel="Saving...">
          {saveLabel}
        </SubmitButton>
        {saveNote ? <p className="text-sm text-slate-600">{saveNote}</p> : null}
      </div>
    </Form>
  );
}
