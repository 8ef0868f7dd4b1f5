import { Form, useNavigation } from "react-router";
import { useCallback, useEffect, useState } from "react";
import { CaptchaField } from "#app/components/contact/CaptchaField.tsx";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { CountedField } from "#app/components/form/CountedField.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import { PersonCheckFields } from "#app/components/form/PersonCheckFields.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import type { FormFailure } from "#app/lib/form-result.ts";
import type { CaptchaKind } from "#app/lib/person-check.ts";
import {
  REPORT_KIND_LABELS,
  REPORT_KINDS,
  REPORT_LIMITS,
  type ReportField,
  type ReportNotice,
} from "#app/lib/tool-reports.ts";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

type Failure = FormFailure<ReportField, ReportNotice>;

/** The report's kind, message and optional address, with the contact form's captcha. */
export function ReportForm({
  captcha,
  startedAt,
  failed,
}: {
  captcha: CaptchaKind;
  startedAt: string;
  failed: Failure | null;
}) {
  const sending = useNavigation().state === "submitting";
  const hydrated = useHydrated();
  const [token, setToken] = useState<string | null>(null);
  const [answers, setAnswers] = useState(0);
  const onToken = useCallback((value: string | null) => setToken(value), []);
  // Each answer uses up the captcha: a refused report gets a fresh one.
  useEffect(() => {
    if (!failed) return;
    setToken(null);
    setAnswers((n) => n + 1);
  }, [failed]);

  const values = failed?.values;
  const errors = failed?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate className="mt-8 space-y-6">
      {failed?.formError ? (
        <FormAlert tone="error" title={failed.formError.title}>
          {failed.formError.description ? <p>{failed.formError.description}</p> : null}
        </FormAlert>
      ) : null}
      <CsrfField />
      <PersonCheckFields startedAt={startedAt} />
      <fieldset aria-describedby={errors.kind ? "kind-error" : undefined}>
        <legend className="text-sm font-medium text-slate-900">What is wrong?</legend>
        <div className="mt-2 space-y-2">
          {REPORT_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name="kind"
                value={kind}
                required
                defaultChecked={values?.kind === kind}
                className="h-4 w-4 accent-bitcoin"
              />
              {REPORT_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
        {errors.kind ? (
          <p id="kind-error" className="mt-1 text-sm text-red-700">
            {errors.kind}
          </p>
        ) : null}
      </fieldset>
      <CountedField
        limit={REPORT_LIMITS.messageMax}
        value={values?.message}
        id="message"
        label="What did you find?"
        hint={`Between ${REPORT_LIMITS.messageMin} and ${REPORT_LIMITS.messageMax} characters. A link to where you saw it helps.`}
        error={errors.message}
      >
        {(control) => (
          <textarea
            {...control}
            required
            rows={6}
            minLength={REPORT_LIMITS.messageMin}
            defaultValue={values?.message}
          />
        )}
      </CountedField>
      <TextField
        id="email"
        label="Your e-mail (optional)"
        hint="Only to tell you when the report is resolved."
        type="email"
        autoComplete="email"
        defaultValue={values?.email}
        error={errors.email}
      />
      <CaptchaField key={answers} captcha={captcha} hydrated={hydrated} onToken={onToken} />
      <SubmitButton busy={sending} busyLabel="Sending..." disabled={hydrated && !token} className="px-5 py-2.5">
        Send report
      </SubmitButton>
    </Form>
  );
}
