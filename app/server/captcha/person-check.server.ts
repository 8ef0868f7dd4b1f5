// The checks a public form (contact, tool reports) makes before it accepts what a visitor sent:
// the page hands out the captcha to use and a signed start time; the action refuses a filled
// honeypot, then wants either a solved captcha (with JavaScript) or, without JavaScript, a form
// filled at a person's pace.
import type { AppLoadContext } from "react-router";
import { HONEYPOT_FIELD, STARTED_AT_FIELD, type CaptchaKind } from "#app/lib/person-check.ts";
import { filledByPerson, formStartedToken } from "#app/server/captcha/form-started.server.ts";
import { hcaptchaConfigured } from "#app/server/captcha/hcaptcha.server.ts";
import { verifyCaptcha } from "#app/server/captcha/verify-captcha.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { contentSecurityPolicy } from "#app/server/http/content-security-policy.server.ts";

/** What the form's page needs (the captcha, the start time) and its headers: personal, never cached. */
export async function personCheckForPage(env: Env) {
  const hcaptcha = hcaptchaConfigured(env);
  const captcha: CaptchaKind = hcaptcha ? { kind: "hcaptcha", sitekey: env.HCAPTCHA_SITEKEY! } : { kind: "altcha" };
  const headers: Record<string, string> = {
    "Cache-Control": "private, no-store",
    ...(hcaptcha ? { "Content-Security-Policy": contentSecurityPolicy({ hcaptcha }) } : {}),
  };
  return { captcha, startedAt: await formStartedToken(env.BETTER_AUTH_SECRET), headers };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A script filled the field people never see. */
export const honeypotFilled = (form: FormData) => text(form, HONEYPOT_FIELD) !== "";

export type PersonCheck = "ok" | "captcha-failed" | "send-again";

/** Whether a person sent the form; a captcha solution or start time is used up here. */
export async function checkSentByPerson(
  context: AppLoadContext,
  request: Request,
  form: FormData,
): Promise<PersonCheck> {
  const { env } = context;
  const db = context.db();
  const type = hcaptchaConfigured(env) ? "hcaptcha" : "altcha";
  const token = text(form, type === "hcaptcha" ? "h-captcha-response" : "altcha");
  if (token) {
    const check = await verifyCaptcha(env, db, { token, type }, request.headers.get("CF-Connecting-IP"));
    return check.success ? "ok" : "captcha-failed";
  }
  // No captcha answer: the page ran without JavaScript, so there was no captcha to complete.
  return (await filledByPerson(db, env.BETTER_AUTH_SECRET, form.get(STARTED_AT_FIELD))) ? "ok" : "send-again";
}
