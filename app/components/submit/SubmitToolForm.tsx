import { Form, useNavigation } from "react-router";
import { SUBMISSION_LIMITS } from "#app/lib/submission-form.ts";
import type { SubmissionField, SubmissionResult } from "#app/lib/submission-rules.ts";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { CountedField } from "#app/components/form/CountedField.tsx";
import { FormField } from "#app/components/form/FormField.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

/** The signed-in visitor's submission form: the tool becomes pending until an editor reviews it. */
export function SubmitToolForm({
  categories,
  failed,
}: {
  categories: { name: string; slug: string }[];
  failed: SubmissionResult | undefined;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const field = (name: SubmissionField) => ({
    id: name,
    defaultValue: failed?.values[name] ?? "",
    error: failed?.fieldErrors[name],
  });

  return (
    <section
      aria-labelledby="submit-form-title"
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="submit-form-title" className="text-xl font-semibold text-slate-900">
        Submit a tool for review
      </h2>
      <p className="mt-1 text-slate-600">It appears in your profile as pending until an editor reviews it.</p>
      <Form method="post" className="mt-6 space-y-5" noValidate>
        <CsrfField />
        {failed?.formError ? <FormAlert tone="error" title={failed.formError} /> : null}
        <TextField {...field("name")} label="Name" required limit={SUBMISSION_LIMITS.name} />
        <TextField
          {...field("websiteUrl")}
          label="Website URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          required
          limit={SUBMISSION_LIMITS.url}
        />
        <CountedField
          limit={SUBMISSION_LIMITS.description}
          value={failed?.values.description ?? ""}
          id="description"
          label="Short description"
          hint={`20 to ${SUBMISSION_LIMITS.description} characters: what it does and for whom.`}
          error={failed?.fieldErrors.description}
        >
          {(control) => <textarea {...control} required rows={3} defaultValue={failed?.values.description ?? ""} />}
        </CountedField>
        <FormField id="category" label="Category" error={failed?.fieldErrors.category}>
          {(control) => (
            <select {...control} required defaultValue={failed?.values.category ?? ""}>
              <option value="">Choose a category</option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          {...field("tags")}
          label={
            <>
              Tags <span className="font-normal text-slate-600">(optional)</span>
            </>
          }
          hint={`Up to ${SUBMISSION_LIMITS.tags}, separated by commas, such as: lightning, open source`}
        />
        <SubmitButton busy={sending} busyLabel="Submitting..." className="px-5 py-2.5">
          Submit for review
        </SubmitButton>
      </Form>
    </section>
  );
}
