// hCaptcha, used instead of ALTCHA when HCAPTCHA_SITEKEY and HCAPTCHA_SECRET are set: the token
// from the widget is checked by hCaptcha's siteverify endpoint, from the Worker.
export const HCAPTCHA_VERIFY_URL = "https://api.hcaptcha.com/siteverify";
/** The visitor waits on this call: past it, the check counts as failed. */
const SITEVERIFY_TIMEOUT_MS = 5_000;

export interface HcaptchaConfig {
  HCAPTCHA_SITEKEY?: string;
  HCAPTCHA_SECRET?: string;
  HCAPTCHA_VERIFY_URL?: string;
}

export const hcaptchaConfigured = (env: HcaptchaConfig) => Boolean(env.HCAPTCHA_SITEKEY && env.HCAPTCHA_SECRET);

/** siteverify's answer: true only for `{"success": true}`; any failure to ask is a failure. */
export async function checkHcaptchaToken(
  env: HcaptchaConfig,
  token: string,
  remoteIp: string | null,
): Promise<boolean> {
  const body = new URLSearchParams({ secret: env.HCAPTCHA_SECRET ?? "", response: token });
  if (env.HCAPTCHA_SITEKEY) body.set("sitekey", env.HCAPTCHA_SITEKEY);
  if (remoteIp) body.set("remoteip", remoteIp);
  try {
    const response = await fetch(env.HCAPTCHA_VERIFY_URL || HCAPTCHA_VERIFY_URL, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true;
  } catch (error) {
    console.warn(`hCaptcha siteverify: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
