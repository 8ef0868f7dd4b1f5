// The contact form's action. A message needs valid fields, an empty honeypot, the rate limit, and
// either a solved captcha (with JavaScript) or, without JavaScript, a form filled at a human pace.
import { data, type AppLoadContext } from "react-router";
import { CONTACT_NOTICES, type ContactNotice, type ContactResult } from "#app/lib/contact-form.ts";
import { ContactForm, type ContactField } from "#app/lib/contact-rules.ts";
import { formFailure } from "#app/lib/form-result.ts";
import { handleContact } from "#app/server/contact/handle-contact.server.ts";
import { sendEditorNotificationsSoon } from "#app/server/notifications/announce-to-editors.server.ts";
import { checkSentByPerson, honeypotFilled } from "#app/server/captcha/person-check.server.ts";
import { readForm } from "#app/server/security/checked-form.server.ts";
import { clientAddress, hitRateLimit, tooManyMessage } from "#app/server/security/rate-limit.server.ts";

/** A client address may send 5 messages an hour. */
export const CONTACT_PER_CLIENT = { max: 5, windowSeconds: 3600 };

export async function contactAction(context: AppLoadContext, request: Request) {
  const { form, parsed } = await readForm(request, context, ContactForm);
  const answer = (result: ContactResult, status: number) =>
    data(result, { status, headers: { "Cache-Control": "no-store" } });
  const refused = (
    status: number,
    formError: ContactNotice | null,
    fieldErrors: Partial<Record<ContactField, string>> = {},
  ) => answer(formFailure(parsed.values, { fieldErrors, formError }), status);

  if (honeypotFilled(form)) return refused(400, CONTACT_NOTICES.captchaFailed);
  if (!parsed.ok) return refused(400, null, parsed.fieldErrors);

  const { env } = context;
  const db = context.db();
  const limit = await hitRateLimit(db, { key: `contact:ip:${clientAddress(request)}`, ...CONTACT_PER_CLIENT });
  if (!limit.allowed)
    return refused(429, {
      title: "Too many messages",
      description: tooManyMessage("messages", limit.retryAfterSeconds),
    });

  const person = await checkSentByPerson(context, request, form);
  if (person === "captcha-failed") return refused(400, CONTACT_NOTICES.captchaFailed);
  if (person === "send-again") return refused(400, CONTACT_NOTICES.sendAgain);

  try {
    await handleContact(env, db, parsed.data);
  } catch (error) {
    console.error("contact", error);
    return refused(502, CONTACT_NOTICES.sendFailed);
  } finally {
    sendEditorNotificationsSoon(context);
  }
  return answer({ ok: true }, 200);
}
