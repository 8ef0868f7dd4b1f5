// Without JavaScript there is no captcha: the form carries the signed time it was rendered, and a
// message sent less than 3 seconds later (a script, not a person) or after 2 hours is refused.
import { signText, verifyText } from "../security/signed-text.ts";

const PURPOSE = "contact-form";
const MIN_MS = 3_000;
const MAX_MS = 2 * 3_600_000;

export async function formStartedToken(secret: string, now = Date.now()): Promise<string> {
  return `${now}.${await signText(secret, PURPOSE, String(now))}`;
}

export async function filledByPerson(secret: string, token: unknown, now = Date.now()): Promise<boolean> {
  if (typeof token !== "string") return false;
  const [time, signature] = token.split(".");
  const elapsed = now - Number(time);
  if (!time || !signature || !(elapsed >= MIN_MS && elapsed <= MAX_MS)) return false;
  return verifyText(secret, PURPOSE, time, signature);
}
