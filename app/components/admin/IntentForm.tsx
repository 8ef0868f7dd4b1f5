import { Form } from "react-router";
import type { ReactNode } from "react";
import { CsrfField } from "#app/components/CsrfField.tsx";

/**
 * One of an edit page's forms in its own titled box: it posts its `intent` with the CSRF token, so
 * the page's action knows which form it is; `danger` frames one that deletes.
 */
export function IntentForm({
  id,
  formId,
  title,
  intent,
  description,
  danger = false,
  children,
}: {
  /** Names the heading (`{id}-heading`) that labels the box. */
  id: string;
  /** The form's own id, for buttons outside it that submit it. */
  formId?: string;
  title: string;
  intent: string;
  description?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`mt-8 rounded-2xl border p-6 ${danger ? "border-red-200" : "border-slate-200"}`}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <Form id={formId} method="post" className="mt-3 space-y-4" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value={intent} />
        {children}
      </Form>
    </section>
  );
}
