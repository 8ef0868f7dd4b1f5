import {
  Form,
  data,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { useCallback, useEffect, useState } from "react";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { toast } from "#app/components/toasts.tsx";
import { CaptchaField } from "#app/components/contact/CaptchaField.tsx";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { CountedField } from "#app/components/form/CountedField.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import { PersonCheckFields } from "#app/components/form/PersonCheckFields.tsx";
import { CONTACT_MAX, CONTACT_NOTICES, SEND_HINT } from "#app/lib/contact-form.ts";
import { canonicalPath, shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { personCheckForPage } from "#app/server/captcha/person-check.server.ts";
import { contactAction } from "#app/server/contact/contact-action.server.ts";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

// Personal to each visit: the form carries the signed time it was rendered.
export async function loader({ context }: LoaderFunctionArgs) {
  const { captcha, startedAt, headers } = await personCheckForPage(context.env);
  return data({ captcha, startedAt }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return contactAction(context, request);
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: MetaFunction = ({ matches, location }) =>
  shareMeta(matches, {
    title: `Contact | ${siteNameFrom(matches)}`,
    description: "Write to the team behind the directory.",
    path: canonicalPath(location),
  });

export default function Contact() {
  const { captcha, startedAt } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";
  const hydrated = useHydrated();
  const [token, setToken] = useState<string | null>(null);
  // A new form after a message is sent (cleared), and a new captcha after every answer.
  const [sentCount, setSentCount] = useState(0);
  const [answers, setAnswers] = useState(0);
  const onToken = useCallback((value: string | null) => setToken(value), []);

  useEffect(() => {
    if (!result) return;
    setToken(null);
    setAnswers((n) => n + 1);
    if (result.ok) {
      setSentCount((n) => n + 1);
      toast.success(CONTACT_NOTICES.sent.title, { description: CONTACT_NOTICES.sent.description });
    } else if (result.formError) {
      toast.error(result.formError.title, { description: result.formError.description || undefined });
    }
  }, [result]);

  // Sending waits for the captcha, and says so.
  const waiting = hydrated && !token;
  const failed = result && !result.ok ? result : null;
  const values = failed?.values;
  const notice = result?.ok ? CONTACT_NOTICES.sent : failed?.formError;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Contact</h1>
      <p className="mt-3 text-slate-600">
        Questions, corrections or a tool we should know about: write to us and we will answer by e-mail.
      </p>
      {notice ? (
        <FormAlert tone={result?.ok ? "success" : "error"} title={notice.title} className="mt-6">
          {notice.description ? <p>{notice.description}</p> : null}
        </FormAlert>
      ) : null}
      <Form key={sentCount} method="post" noValidate className="mt-8 space-y-5">
        <CsrfField />
        <PersonCheckFields startedAt={startedAt} />
        <TextField
          id="name"
          label="Name"
          required
          autoComplete="name"
          limit={CONTACT_MAX.name}
          defaultValue={values?.name}
          error={failed?.fieldErrors.name}
        />
        <TextField
          id="email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          defaultValue={values?.email}
          error={failed?.fieldErrors.email}
        />
        <TextField
          id="subject"
          label="Subject"
          required
          limit={CONTACT_MAX.subject}
          defaultValue={values?.subject}
          error={failed?.fieldErrors.subject}
        />
        <CountedField
          limit={CONTACT_MAX.message}
          value={values?.message}
          id="message"
          label="Message"
          error={failed?.fieldErrors.message}
        >
          {(control) => (
            <textarea
              {...control}
              required
              rows={7}
              defaultValue={values?.message}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-bitcoin focus:outline-none focus:ring-2 focus:ring-bitcoin/40"
            />
          )}
        </CountedField>
        <CaptchaField key={answers} captcha={captcha} hydrated={hydrated} onToken={onToken} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <SubmitButton
            busy={sending}
            busyLabel="Sending..."
            disabled={waiting}
            describedBy={waiting ? "send-hint" : undefined}
            className="px-5 py-2.5"
          >
            Send Message
          </SubmitButton>
          {waiting ? (
            <p id="send-hint" className="text-sm text-slate-600">
              {SEND_HINT}
            </p>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
