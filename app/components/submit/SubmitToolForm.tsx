import { Form, useNavigation } from "@remix-run/react";
import { SUBMISSION_LIMITS, type SubmissionField } from "~/lib/submission-rules";
import type { SubmissionErrors } from "~/server/submissions/submit-action.server";
import { CsrfField } from "../CsrfField";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-bitcoin focus:outline-none focus:ring-2 focus:ring-bitcoin/40";

/** The signed-in visitor's submission form: the tool becomes pending until an editor reviews it. */
export function SubmitToolForm({
  categories,
  failed,
}: {
  categories: { name: string; slug: string }[];
  failed: SubmissionErrors | undefined;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const value = (field: SubmissionField) => failed?.values[field] ?? "";
  const errorFor = (field: SubmissionField) => failed?.errors[field];
  const described = (field: SubmissionField, hint?: boolean) =>
    [hint ? `${field}-hint` : null, errorFor(field) ? `${field}-error` : null].filter(Boolean).join(" ") || undefined;
  const error = (field: SubmissionField) =>
    errorFor(field) ? (
      <p id={`${field}-error`} className="mt-1 text-sm text-red-700">
        {errorFor(field)}
      </p>
    ) : null;

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
        {failed?.errors.form ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-900">
            {failed.errors.form}
          </p>
        ) : null}
        <div>
          <label htmlFor="name" className="block text-sm font-medium text-slate-900">
            Name
          </label>
          <input
            id="name"
            name="name"
            required
            maxLength={SUBMISSION_LIMITS.name}
            defaultValue={value("name")}
            aria-invalid={errorFor("name") ? true : undefined}
            aria-describedby={described("name")}
            className={inputClass}
          />
          {error("name")}
        </div>
        <div>
          <label htmlFor="websiteUrl" className="block text-sm font-medium text-slate-900">
            Website URL
          </label>
          <input
            id="websiteUrl"
            name="websiteUrl"
            type="url"
            required
            inputMode="url"
            placeholder="https://"
            maxLength={SUBMISSION_LIMITS.url}
            defaultValue={value("websiteUrl")}
            aria-invalid={errorFor("websiteUrl") ? true : undefined}
            aria-describedby={described("websiteUrl")}
            className={inputClass}
          />
          {error("websiteUrl")}
        </div>
        <div>
          <label htmlFor="description" className="block text-sm font-medium text-slate-900">
            Short description
          </label>
          <textarea
            id="description"
            name="description"
            required
            rows={3}
            maxLength={SUBMISSION_LIMITS.description}
            defaultValue={value("description")}
            aria-invalid={errorFor("description") ? true : undefined}
            aria-describedby={described("description", true)}
            className={inputClass}
          />
          <p id="description-hint" className="mt-1 text-xs text-slate-600">
            20 to {SUBMISSION_LIMITS.description} characters: what it does and for whom.
          </p>
          {error("description")}
        </div>
        <div>
          <label htmlFor="category" className="block text-sm font-medium text-slate-900">
            Category
          </label>
          <select
            id="category"
            name="category"
            required
            defaultValue={value("category")}
            aria-invalid={errorFor("category") ? true : undefined}
            aria-describedby={described("category")}
            className={inputClass}
          >
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
          {error("category")}
        </div>
        <div>
          <label htmlFor="tags" className="block text-sm font-medium text-slate-900">
            Tags <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <input
            id="tags"
            name="tags"
            defaultValue={value("tags")}
            aria-invalid={errorFor("tags") ? true : undefined}
            aria-describedby={described("tags", true)}
            className={inputClass}
          />
          <p id="tags-hint" className="mt-1 text-xs text-slate-600">
            Up to {SUBMISSION_LIMITS.tags}, separated by commas, such as: lightning, open source
          </p>
          {error("tags")}
        </div>
        <button
          type="submit"
          disabled={sending}
          className="focus-ring rounded-md bg-bitcoin px-5 py-2.5 font-semibold text-slate-950 hover:bg-orange-400 disabled:opacity-60"
        >
          {sending ? "Submitting..." : "Submit for review"}
        </button>
      </Form>
    </section>
  );
}
