import { FormField } from "#app/components/form/FormField.tsx";
import { EDITORIAL_BYLINE } from "#app/lib/post-author.ts";

/** The post's author, chosen from the admins and the house bylines; the byline shows their profile's name. */
export function PostAuthorField({
  authors,
  value,
  error,
}: {
  authors: { id: string; label: string }[];
  /** The author's id; blank for a post without one. */
  value: string;
  error?: string;
}) {
  return (
    <FormField
      id="author"
      label="Author"
      hint={`The byline shows the author's full name from their profile, else their username, else the name part of their address; "${EDITORIAL_BYLINE}" only for a post with no author.`}
      error={error}
    >
      {(control) => (
        <select {...control} defaultValue={value}>
          {value === "" ? <option value="">{`${EDITORIAL_BYLINE} (no author)`}</option> : null}
          {authors.map((author) => (
            <option key={author.id} value={author.id}>
              {author.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
