// The contact form's action. A message needs valid fields, an empty honeypot, the rate limit, and
// either a solved captcha (with JavaScript) or, without JavaScript, a form filled at a human pace.
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  CONTACT_NOTICES,
  ContactForm,
  type ContactField,
  type ContactNotice,
  type ContactResult,
} from "#app/lib/contact-rules.ts";
import { firstErrorPerField } from "#app/lib/field-errors.ts";
import { handleContact } from "#app/server/contact/handle-contact.server.ts";
import { verifyCaptcha } from "#app/server/captcha/verify-captcha.server.ts";
import { hcaptchaConfigured } from "#app/server/captcha/hcaptcha.server.ts";
import { clientAddress, hitRateLimit, tooManyMessage } from "#app/server/security/rate-limit.server.ts";
import { filledByPerson } from "#app/server/contact/form-started.server.ts";

/** A client address may send 5 messages an hour. */
export const CONTACT_PER_CLIENT = { max: 5, windowSeconds: 3600 };

/** The field a person leaves empty: it is hidden from people, and scripts fill it. */
export const HONEYPOT_FIELD = "website";

export async function contactAction(
  context: AppLoadContext,
  request: Request,
  form: FormData,
): Promise<{ result: ContactResult; status: number }> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: Record<ContactField, string> = {
    name: text("name"),
    email: text("email"),
    subject: text("subject"),
    message: text("message"),
  };
  const refused = (
    status: number,
    notice: ContactNotice | null,
    errors: Partial<Record<ContactField, string>> = {},
  ) => ({
    result: { ok: false as const, values, errors, notice },
    status,
  });

  if (text(HONEYPOT_FIELD) !== "") return refused(400, CONTACT_NOTICES.captchaFailed);
  const parsed = ContactForm.safeParse(values);
  if (!parsed.success) return refused(400, null, firstErrorPerField<ContactField>(parsed.error.issues));

  const { env } = context;
  const db = context.db();
  const limit = await hitRateLimit(db, { key: `contact:ip:${clientAddress(request)}`, ...CONTACT_PER_CLIENT });
  if (!limit.allowed)
    return refused(429, {
      title: "Too many messages",
      description: tooManyMessage("messages", limit.retryAfterSeconds),
    });

  const type = hcaptchaConfigured(env) ? "hcaptcha" : "altcha";
  const token = text(type === "hcaptcha" ? "h-captcha-response" : "altcha");
  if (token) {
    const check = await verifyCaptcha(env, db, { token, type }, request.headers.get("CF-Connecting-IP"));
    if (!check.success) return refused(400, CONTACT_NOTICES.captchaFailed);
  } else if (!(await filledByPerson(db, env.BETTER_AUTH_SECRET, form.get("startedAt")))) {
    // No captcha answer: the page ran without JavaScript, so there was no captcha to complete.
    return refused(400, CONTACT_NOTICES.sendAgain);
  }

  try {
    await handleContact(env, db, parsed.data);
  } catch (error) {
    console.error("contact", error);
    return refused(502, CONTACT_NOTICES.sendFailed);
  }
  return { result: { ok: true }, status: 200 };
}
