import { Form } from "react-router";
import type { ReactNode } from "react";
import { CsrfField } from "#app/components/CsrfField.tsx";

/** One of a status panel's small forms: it posts its intent with the CSRF token. */
export function StatusForm({ intent, children }: { intent: string; children: ReactNode }) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
