import { RelatedTermsPicker } from "#app/components/admin/RelatedTermsPicker.tsx";
import { CountedField } from "#app/components/form/CountedField.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import { GLOSSARY_LIMITS, type GlossaryField } from "#app/lib/glossary-rules.ts";

export type GlossaryTermValues = { term: string; slug: string; definition: string; related: string[] };

/** A term's name, slug, definition and related terms, for the new and the edit page. */
export function GlossaryTermFields({
  values,
  fieldErrors,
  choices,
}: {
  values: GlossaryTermValues;
  fieldErrors: Partial<Record<GlossaryField, string>> | undefined;
  /** The terms it may link to (never itself). */
  choices: { id: string; term: string }[];
}) {
  const ticked = new Set(values.related);
  return (
    <>
      <TextField
        id="term"
        label="Term"
        defaultValue={values.term}
        error={fieldErrors?.term}
        limit={GLOSSARY_LIMITS.term}
        required
      />
      <TextField
        id="slug"
        label="Slug"
        hint="The address of the term's page, /bitcoin-terms-dictionary/slug (and its anchor on the dictionary, #slug). Left empty, it is made from the term. When it changes, the old address leads to the new one."
        defaultValue={values.slug}
        error={fieldErrors?.slug}
        limit={GLOSSARY_LIMITS.slug}
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
      />
      <CountedField
        limit={GLOSSARY_LIMITS.definition}
        value={values.definition}
        id="definition"
        label="Definition"
        hint="Plain text, shown as written (no Markdown or HTML)."
        error={fieldErrors?.definition}
      >
        {(control) => <textarea {...control} rows={5} defaultValue={values.definition} />}
      </CountedField>
      <RelatedTermsPicker
        choices={choices}
        ticked={ticked}
        limit={GLOSSARY_LIMITS.related}
        error={fieldErrors?.related}
      />
    </>
  );
}
