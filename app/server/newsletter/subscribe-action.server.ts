// The newsletter forms' action: validates the address, holds the rate limits, and hands over to
// the newsletter-subscribe function. Its failures are logged and answered with the forms' failure
// text. Without JavaScript a success goes back to the page the form was on, with the same words as
// a notice.
import { data, redirect, type AppLoadContext } from "react-router";
import { EMAIL_INVALID } from "#app/lib/email-field.ts";
import { formFailure } from "#app/lib/form-result.ts";
import { IN_PLACE_FIELD } from "#app/lib/in-place-field.ts";
import { isNewsletterSource, RETURN_TO_FIELD, type NewsletterSource } from "#app/lib/newsletter.ts";
import {
  NEWSLETTER_FAILED,
  NewsletterForm,
  subscribedMessage,
  type NewsletterField,
  type NewsletterResult,
} from "#app/lib/newsletter-rules.ts";
import { newsletterSubscribe } from "#app/server/newsletter/newsletter-subscribe.server.ts";
import { returnPath, withNotice } from "#app/server/http/return-path.server.ts";
import { readForm } from "#app/server/security/checked-form.server.ts";
import { checkMailRequest, countMailSent, type MailLimits } from "#app/server/security/mail-limits.server.ts";
import { clientAddress, tooManyMessage } from "#app/server/security/rate-limit.server.ts";

/**
 * Per 10 minutes: a client address may subscribe 10 times, 3 of them for one address; an address
 * gets at most 6 confirmation mails, whoever asks (any of them confirms).
 */
export const NEWSLETTER_LIMITS: MailLimits = {
  scope: "newsletter",
  perClient: { max: 10, windowSeconds: 600 },
  perClientAndAddress: { max: 3, windowSeconds: 600 },
  sentPerAddress: { max: 6, windowSeconds: 600 },
};

const NO_STORE = { "Cache-Control": "no-store" };

export async function subscribeAction(context: AppLoadContext, request: Request) {
  const { form, parsed } = await readForm(request, context, NewsletterForm);
  const rawSource = form.get("source");
  const source: NewsletterSource = isNewsletterSource(rawSource) ? rawSource : "footer";
  /** A refusal of the address is its field's error, of the request the form's; `error` is either. */
  const refused = (status: number, error: string, fieldErrors: Partial<Record<NewsletterField, string>> = {}) => {
    const formError = Object.keys(fieldErrors).length > 0 ? null : error;
    const result: NewsletterResult = { ...formFailure(parsed.values, { fieldErrors, formError }), source, error };
    return data(result, { status, headers: NO_STORE });
  };

  if (!parsed.ok) return refused(400, parsed.fieldErrors.email ?? EMAIL_INVALID, parsed.fieldErrors);
  const { email } = parsed.data;
  const db = context.db();
  const limit = await checkMailRequest(db, NEWSLETTER_LIMITS, clientAddress(request), email);
  if (!limit.allowed) return refused(429, tooManyMessage("subscription requests", limit.retryAfterSeconds));
  try {
    const mailed = await newsletterSubscribe(context.env, db, { email, source });
    if (mailed) await countMailSent(db, NEWSLETTER_LIMITS, email);
  } catch (error) {
    console.error("newsletter subscribe", error);
    return refused(502, NEWSLETTER_FAILED);
  }

  if (!form.has(IN_PLACE_FIELD)) {
    const notice = source === "hero" ? "newsletter-subscribed-hero" : "newsletter-subscribed";
    return redirect(withNotice(returnPath(form.get(RETURN_TO_FIELD)), notice), { headers: NO_STORE });
  }
  const subscribed: NewsletterResult = { ok: true, source, message: subscribedMessage(source) };
  return data(subscribed, { headers: NO_STORE });
}
