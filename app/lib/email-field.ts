// The e-mail address field of the sign-in, newsletter and contact forms.
import { z } from "zod";

export const EMAIL_REQUIRED = "Please enter your email address";
export const EMAIL_INVALID = "Please enter a valid email address.";

const EmailAddress = z.string().trim().toLowerCase().pipe(z.email().max(254));

export type EmailField = { ok: true; email: string } | { ok: false; error: string };

/** A form's e-mail value, trimmed and lower-cased, or the message that says what is wrong. */
export function readEmailField(raw: FormDataEntryValue | null): EmailField {
  if (typeof raw !== "string" || raw.trim() === "") return { ok: false, error: EMAIL_REQUIRED };
  const parsed = EmailAddress.safeParse(raw);
  return parsed.success ? { ok: true, email: parsed.data } : { ok: false, error: EMAIL_INVALID };
}
