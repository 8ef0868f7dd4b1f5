import { CountedField } from "#app/components/form/CountedField.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import { CATEGORY_LIMITS, type CategoryField } from "#app/lib/category-rules.ts";

export type CategoryValues = { name: string; slug: string; description: string };

/** A category's name, slug and description, for the new and the edit page. */
export function CategoryFields({
  values,
  fieldErrors,
}: {
  values: CategoryValues;
  fieldErrors: Partial<Record<CategoryField, string>> | undefined;
}) {
  return (
    <>
      <TextField
        id="name"
        label="Name"
        defaultValue={values.name}
        error={fieldErrors?.name}
        limit={CATEGORY_LIMITS.name}
        required
      />
      <TextField
        id="slug"
        label="Slug"
        hint="The address of its page, /category/slug. Left empty, it is made from the name. When it changes, the old address leads to the new one."
        defaultValue={values.slug}
        error={fieldErrors?.slug}
        limit={CATEGORY_LIMITS.slug}
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
      />
      <CountedField
        limit={CATEGORY_LIMITS.description}
        value={values.description}
        id="description"
        label="Description"
        error={fieldErrors?.description}
      >
        {(control) => <textarea {...control} rows={3} defaultValue={values.description} />}
      </CountedField>
    </>
  );
}
