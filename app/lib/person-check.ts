// How the site's public forms (contact, tool reports) tell a person from a script: a captcha with
// JavaScript; without it, a hidden field people leave empty and the signed time the form was rendered.

/** The field a person leaves empty: it is hidden from people, and scripts fill it. */
export const HONEYPOT_FIELD = "website";

/** The signed time the form was rendered, which stands in for the captcha without JavaScript. */
export const STARTED_AT_FIELD = "startedAt";

/** How long an ALTCHA challenge may be solved and sent. */
export const ALTCHA_CHALLENGE_MINUTES = 10;

/** The form's captcha: ALTCHA from this site, or hCaptcha when it is configured. */
export type CaptchaKind = { kind: "altcha" } | { kind: "hcaptcha"; sitekey: string };
