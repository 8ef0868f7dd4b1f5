import { TextField } from "#app/components/form/TextField.tsx";
import { POST_LIMITS, type BlogCategoryField } from "#app/lib/admin-blog-rules.ts";

/** A blog category's name and slug, for the list's create form and the edit page. */
export function BlogCategoryFields({
  values,
  fieldErrors,
}: {
  values: { name: string; slug: string };
  fieldErrors: Partial<Record<BlogCategoryField, string>> | undefined;
}) {
  return (
    <>
      <TextField
        id="name"
        label="Name"
        defaultValue={values.name}
        error={fieldErrors?.name}
        limit={POST_LIMITS.categoryName}
        required
      />
      <TextField
        id="slug"
        label="Slug"
        hint="The address of its list, /blog/category/slug. Left empty, it is made from the name."
        defaultValue={values.slug}
        error={fieldErrors?.slug}
        limit={POST_LIMITS.slug}
      />
    </>
  );
}
