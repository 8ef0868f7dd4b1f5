// The contact form's action. A message needs valid fields, an empty honeypot, the rate limit, and
// either a solved captcha (with JavaScript) or, without JavaScript, a form filled at a human pace.
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import {
  CONTACT_NOTICES,
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  type ContactNotice,
  type ContactResult,
} from "#app/lib/contact-form.ts";
import { ContactForm, type ContactField } from "#app/lib/contact-rules.ts";
import { formFailure } from "#app/lib/form-result.ts";
import { handleContact } from "#app/server/contact/handle-contact.server.ts";
import { verifyCaptcha } from "#app/server/captcha/verify-captcha.server.ts";
import { hcaptchaConfigured } from "#app/server/captcha/hcaptcha.server.ts";
import { readForm } from "#app/server/security/checked-form.server.ts";
import { clientAddress, hitRateLimit, tooManyMessage } from "#app/server/security/rate-limit.server.ts";
import { filledByPerson } from "#app/server/contact/form-started.server.ts";

/** A client address may send 5 messages an hour. */
export const CONTACT_PER_CLIENT = { max: 5, windowSeconds: 3600 };

export async function contactAction(context: AppLoadContext, request: Request) {
  const { form, parsed } = await readForm(request, context, ContactForm);
  const answer = (result: ContactResult, status: number) =>
    json(result, { status, headers: { "Cache-Control": "no-store" } });
  const refused = (
    status: number,
    formError: ContactNotice | null,
    fieldErrors: Partial<Record<ContactField, string>> = {},
  ) => answer(formFailure(parsed.values, { fieldErrors, formError }), status);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };

  if (text(HONEYPOT_FIELD) !== "") return refused(400, CONTACT_NOTICES.captchaFailed);
  if (!parsed.ok) return refused(400, null, parsed.fieldErrors);

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
  } else if (!(await filledByPerson(db, env.BETTER_AUTH_SECRET, form.get(STARTED_AT_FIELD)))) {
    // No captcha answer: the page ran without JavaScript, so there was no captcha to complete.
    return refused(400, CONTACT_NOTICES.sendAgain);
  }

  try {
    await handleContact(env, db, parsed.data);
  } catch (error) {
    console.error("contact", error);
    return refused(502, CONTACT_NOTICES.sendFailed);
  }
  return answer({ ok: true }, 200);
}
