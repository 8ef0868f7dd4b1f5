import { useRouteLoaderData } from "react-router";
import { CSRF_FIELD } from "#app/lib/csrf-field.ts";

/** The signed-in visitor's CSRF token as a hidden field; anonymous pages have none to carry. */
export function CsrfField() {
  const root = useRouteLoaderData<{ csrfToken: string | null }>("root");
  return root?.csrfToken ? <input type="hidden" name={CSRF_FIELD} value={root.csrfToken} /> : null;
}
