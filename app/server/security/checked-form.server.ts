// Every action reads its form through here: readForm for a form with fields (parsed by its rules
// in app/lib/*-rules.ts), readCheckedForm for one that only carries the CSRF token or picks an
// intent before its fields. A body that is not a form, or a field with a NUL byte (which Postgres
// cannot store), is a 400, and a form that fails the CSRF check is a 403 with a message the
// visitor can act on.
import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { hasNul } from "#app/lib/control-characters.ts";
import { parseForm } from "#app/lib/form-result.ts";
import { checkCsrf } from "#app/server/security/csrf.server.ts";

export async function readCheckedForm(request: Request, context: AppLoadContext): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new Response("The request did not carry a form.", { status: 400 });
  }
  for (const value of form.values())
    if (typeof value === "string" && hasNul(value))
      throw new Response("The form contains a character that is not allowed. Remove it and send again.", {
        status: 400,
      });
  const verdict = checkCsrf(request, form, new URL(context.env.SITE_URL).origin, context.csrfToken);
  if (!verdict.ok) throw new Response(verdict.reason, { status: 403 });
  return form;
}

/** The checked form, and its fields parsed by the form's rules. */
export async function readForm<Schema extends z.ZodObject>(request: Request, context: AppLoadContext, schema: Schema) {
  const form = await readCheckedForm(request, context);
  return { form, parsed: parseForm(form, schema) };
}

/**
 * What an upload refused as too large still carries: its text fields, kept by the Worker so the
 * page can show them again (see functions/body-limit.ts); nothing when it was too large to read.
 */
export async function readOversizeUploadFields(request: Request, context: AppLoadContext): Promise<FormData> {
  return request.body ? readCheckedForm(request, context) : new FormData();
}
