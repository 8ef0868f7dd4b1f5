// The newsletter forms' action: validates the address, holds the rate limits, and hands over to
// the spec's newsletter-subscribe function. Its failures are logged and answered with the spec's
// failure text.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readEmailField } from "~/lib/email-field";
import { isNewsletterSource, NEWSLETTER_FAILED, subscribedMessage, type SubscribeResult } from "~/lib/newsletter";
import { newsletterSubscribe } from "../../../functions/newsletter-subscribe.ts";
import { clientAddress, hitRateLimits, tooManyMessage } from "../security/rate-limit.ts";

/** A client address may subscribe 10 times, and an address be asked for 3 times, per 10 minutes. */
export const PER_CLIENT = { max: 10, windowSeconds: 600 };
export const PER_EMAIL = { max: 3, windowSeconds: 600 };

export async function subscribeFromForm(
  context: AppLoadContext,
  request: Request,
  form: FormData,
): Promise<SubscribeResult> {
  const rawSource = form.get("source");
  const source = isNewsletterSource(rawSource) ? rawSource : "footer";
  const address = readEmailField(form.get("email"));
  if (!address.ok) return { ok: false, source, error: address.error, status: 400 };
  const db = context.db();
  const limit = await hitRateLimits(db, [
    { key: `newsletter:ip:${clientAddress(request)}`, ...PER_CLIENT },
    { key: `newsletter:email:${address.email}`, ...PER_EMAIL },
  ]);
  if (!limit.allowed)
    return { ok: false, source, error: tooManyMessage("subscription requests", limit.retryAfterSeconds), status: 429 };
  try {
    await newsletterSubscribe(context.env, db, { email: address.email, source });
  } catch (error) {
    console.error("newsletter subscribe", error);
    return { ok: false, source, error: NEWSLETTER_FAILED, status: 502 };
  }
  return { ok: true, source, message: subscribedMessage(source) };
}
