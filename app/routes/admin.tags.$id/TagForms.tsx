import { EditConflictPanel, VersionField } from "#app/components/admin/EditConflictPanel.tsx";
import { IntentForm } from "#app/components/admin/IntentForm.tsx";
import { ConfirmCheckbox } from "#app/components/form/ConfirmCheckbox.tsx";
import { FormField } from "#app/components/form/FormField.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import type { EditConflict } from "#app/lib/edit-conflict.ts";
import { TAG_INTENTS, TAG_NAME_MAX, type TagResult } from "#app/lib/tag-rules.ts";

export const RENAME_FORM_ID = "tag-rename";

/** Rename, merge into another tag, delete: each its own form, all working without JavaScript. */
export function TagForms({
  tag,
  base,
  failed,
  conflict,
  busyWith,
  suggestedMerge,
  mergeTargets,
}: {
  tag: { name: string; tools: number; version: number };
  /** The rename form's fingerprint of the name as loaded (see VersionField). */
  base: string;
  /** The other tags, by name, with their numbers of tools. */
  mergeTargets: { name: string; tools: number }[];
  failed: TagResult | null;
  /** A stale rename's conflict. */
  conflict: EditConflict | null;
  busyWith: string | null;
  /** The tag a refused rename ran into, offered as the merge target. */
  suggestedMerge: string;
}) {
  const errorsOf = (intent: string) => (failed?.intent === intent ? failed.fieldErrors : undefined);
  const valueOf = (intent: string, field: "name" | "into") =>
    failed?.intent === intent ? failed.values[field] : undefined;
  const deleting = busyWith === TAG_INTENTS.delete;
  return (
    <>
      {conflict ? (
        <div className="mt-6">
          <EditConflictPanel conflict={conflict} formId={RENAME_FORM_ID} />
        </div>
      ) : null}
      <IntentForm id="rename" formId={RENAME_FORM_ID} title="Rename" intent={TAG_INTENTS.rename}>
        <VersionField loaded={tag.version} base={base} conflict={conflict} />
        <TextField
          id="name"
          label="Name"
          hint="Stored in lower case. The old name's page leads to the new one."
          defaultValue={valueOf(TAG_INTENTS.rename, "name") ?? tag.name}
          error={errorsOf(TAG_INTENTS.rename)?.name}
          limit={TAG_NAME_MAX}
          required
        />
        <SubmitButton busy={busyWith === TAG_INTENTS.rename} busyLabel="Saving...">
          Rename tag
        </SubmitButton>
      </IntentForm>

      <IntentForm
        id="merge"
        title="Merge into another tag"
        intent={TAG_INTENTS.merge}
        description={`The other tag goes on every tool that has #${tag.name}, then #${tag.name} is deleted and its page leads to the other tag.`}
      >
        <FormField id="into" label="Tag to keep" error={errorsOf(TAG_INTENTS.merge)?.into}>
          {(control) => (
            <select
              {...control}
              key={suggestedMerge}
              defaultValue={valueOf(TAG_INTENTS.merge, "into") ?? suggestedMerge}
              required
            >
              <option value="">Choose a tag</option>
              {mergeTargets.map((target) => (
                <option key={target.name} value={target.name}>
                  {`#${target.name} (${target.tools === 1 ? "1 tool" : `${target.tools} tools`})`}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <ConfirmCheckbox id="confirm-merge" value="merge" error={errorsOf(TAG_INTENTS.merge)?.confirm}>
          Yes, move the tools of #{tag.name} to the chosen tag and delete #{tag.name}.
        </ConfirmCheckbox>
        <SubmitButton busy={busyWith === TAG_INTENTS.merge} busyLabel="Merging...">
          Merge tags
        </SubmitButton>
      </IntentForm>

      <IntentForm id="delete" title="Delete this tag" intent={TAG_INTENTS.delete} danger>
        <ConfirmCheckbox id="confirm-delete" error={errorsOf(TAG_INTENTS.delete)?.confirm}>
          Yes, delete #{tag.name} and take it off its {tag.tools === 1 ? "tool" : `${tag.tools} tools`}.
        </ConfirmCheckbox>
        <Button type="submit" variant="danger" size="sm" disabled={deleting}>
          {deleting ? "Deleting..." : "Delete tag"}
        </Button>
      </IntentForm>
    </>
  );
}
