import { CountedField } from "#app/components/form/CountedField.tsx";
import { TextField } from "#app/components/form/FormField.tsx";
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
  const relatedError = fieldErrors?.related;
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
        hint="The address of the term's page, /bitcoin-terms-dictionary/slug (and its anchor on the dictionary, #slug). Left empty, it is made from the term. Links to the old address stop finding the term when it changes."
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
      <fieldset aria-describedby={relatedError ? "related-error" : "related-hint"}>
        <legend className="text-sm font-medium text-slate-900">Related terms</legend>
        <p id="related-hint" className="mt-1 text-xs text-slate-600">
          Shown as &ldquo;Related&rdquo; links under the definition, at most {GLOSSARY_LIMITS.related}.
        </p>
        <ul className="mt-2 max-h-64 overflow-y-auto rounded-md border border-slate-300 p-2 sm:columns-2">
          {choices.map((choice) => (
            <li key={choice.id} className="flex items-start gap-2 py-0.5">
              <input
                id={`related-${choice.id}`}
                type="checkbox"
                name="related"
                value={choice.id}
                defaultChecked={ticked.has(choice.id)}
                className="mt-1 h-4 w-4"
              />
              <label htmlFor={`related-${choice.id}`} className="text-sm text-slate-800">
                {choice.term}
              </label>
            </li>
          ))}
        </ul>
        {relatedError ? (
          <p id="related-error" className="mt-1 text-sm text-red-700">
            {relatedError}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
