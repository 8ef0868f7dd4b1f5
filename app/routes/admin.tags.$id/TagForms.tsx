import { Form } from "@remix-run/react";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { TextField } from "#app/components/form/FormField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { TAG_INTENTS, TAG_NAME_MAX, type TagResult } from "#app/lib/tag-rules.ts";

const SECTION = "mt-8 rounded-2xl border border-slate-200 p-6";

/** Rename, merge into another tag, delete: each its own form, all working without JavaScript. */
export function TagForms({
  tag,
  failed,
  busyWith,
  suggestedMerge,
}: {
  tag: { name: string; tools: number };
  failed: TagResult | null;
  busyWith: string | null;
  /** The tag a refused rename ran into, offered as the merge target. */
  suggestedMerge: string;
}) {
  const errorsOf = (intent: string) => (failed?.intent === intent ? failed.fieldErrors : undefined);
  const valueOf = (intent: string, field: "name" | "into") =>
    failed?.intent === intent ? failed.values[field] : undefined;
  const deleteError = errorsOf(TAG_INTENTS.delete)?.confirm;
  return (
    <>
      <section aria-labelledby="rename-heading" className={SECTION}>
        <h2 id="rename-heading" className="text-lg font-semibold text-slate-900">
          Rename
        </h2>
        <Form method="post" className="mt-3 space-y-4" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value={TAG_INTENTS.rename} />
          <TextField
            id="name"
            label="Name"
            hint="Stored in lower case. The old name's page leads to the new one."
            defaultValue={valueOf(TAG_INTENTS.rename, "name") ?? tag.name}
            error={errorsOf(TAG_INTENTS.rename)?.name}
            maxLength={TAG_NAME_MAX}
            required
          />
          <SubmitButton busy={busyWith === TAG_INTENTS.rename} busyLabel="Saving...">
            Rename tag
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="merge-heading" className={SECTION}>
        <h2 id="merge-heading" className="text-lg font-semibold text-slate-900">
          Merge into another tag
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          The other tag goes on every tool that has #{tag.name}, then #{tag.name} is deleted and its page leads to the
          other tag.
        </p>
        <Form method="post" className="mt-3 space-y-4" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value={TAG_INTENTS.merge} />
          <TextField
            id="into"
            label="Tag to keep"
            defaultValue={valueOf(TAG_INTENTS.merge, "into") ?? suggestedMerge}
            error={errorsOf(TAG_INTENTS.merge)?.into}
            maxLength={TAG_NAME_MAX}
            required
            key={suggestedMerge}
          />
          <SubmitButton busy={busyWith === TAG_INTENTS.merge} busyLabel="Merging...">
            Merge tags
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="delete-heading" className="mt-8 rounded-2xl border border-red-200 p-6">
        <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">
          Delete this tag
        </h2>
        <Form method="post" className="mt-3 space-y-4" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value={TAG_INTENTS.delete} />
          <div className="flex items-start gap-2">
            <input
              id="confirm-delete"
              name="confirm"
              type="checkbox"
              value="delete"
              aria-invalid={deleteError ? true : undefined}
              aria-describedby={deleteError ? "confirm-delete-error" : undefined}
              className="mt-1 h-4 w-4"
            />
            <label htmlFor="confirm-delete" className="text-sm text-slate-800">
              Yes, delete #{tag.name} and take it off its {tag.tools === 1 ? "tool" : `${tag.tools} tools`}.
            </label>
          </div>
          {deleteError ? (
            <p id="confirm-delete-error" className="text-sm text-red-700">
              {deleteError}
            </p>
          ) : null}
          <Button type="submit" variant="danger" size="sm" disabled={busyWith === TAG_INTENTS.delete}>
            {busyWith === TAG_INTENTS.delete ? "Deleting..." : "Delete tag"}
          </Button>
        </Form>
      </section>
    </>
  );
}
