import { CountedField } from "#app/components/form/CountedField.tsx";
import { FormField } from "#app/components/form/FormField.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import { LEARNING_LIMITS, type LearningField } from "#app/lib/learning-rules.ts";
import { RESOURCE_KINDS } from "#app/lib/resource-kinds.ts";

export type LearningResourceValues = { title: string; url: string; kind: string; author: string; description: string };

/** A learning resource's fields, for the new and the edit page. */
export function LearningResourceFields({
  values,
  fieldErrors,
}: {
  values: LearningResourceValues;
  fieldErrors: Partial<Record<LearningField, string>> | undefined;
}) {
  return (
    <>
      <TextField
        id="title"
        label="Title"
        defaultValue={values.title}
        error={fieldErrors?.title}
        limit={LEARNING_LIMITS.title}
        required
      />
      <TextField
        id="url"
        label="Address"
        type="url"
        hint="An https:// address; each resource has its own."
        defaultValue={values.url}
        error={fieldErrors?.url}
        limit={LEARNING_LIMITS.url}
        required
      />
      <FormField
        id="kind"
        label="Kind"
        hint="The section of the page it appears in. A resource moved to another kind goes last there."
        error={fieldErrors?.kind}
      >
        {(control) => (
          <select {...control} defaultValue={values.kind}>
            <option value="">Choose a kind</option>
            {RESOURCE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind.charAt(0).toUpperCase() + kind.slice(1)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        id="author"
        label="Author (optional)"
        defaultValue={values.author}
        error={fieldErrors?.author}
        limit={LEARNING_LIMITS.author}
      />
      <CountedField
        limit={LEARNING_LIMITS.description}
        value={values.description}
        id="description"
        label="Description"
        hint="Plain text."
        error={fieldErrors?.description}
      >
        {(control) => <textarea {...control} rows={3} defaultValue={values.description} />}
      </CountedField>
    </>
  );
}
