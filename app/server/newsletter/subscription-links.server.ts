// Links in newsletter mail that act for an address without a session: confirming a subscription
// (valid for 7 days) and unsubscribing (valid for good). Each carries an HMAC of its purpose and
// address, so nobody can make one for another address.
import { signText, verifyText } from "#app/server/security/signed-text.server.ts";

const CONFIRM_DAYS = 7;
const PURPOSE = "newsletter";

export type LinkPurpose = "confirm" | "unsubscribe";

const PATHS: Record<LinkPurpose, string> = {
  confirm: "/newsletter/confirm",
  unsubscribe: "/newsletter/unsubscribe",
};

const signedText = (purpose: LinkPurpose, email: string, expires: string) => `${purpose}\n${email}\n${expires}`;

/** The absolute link for `purpose` and `email`. */
export async function subscriptionLink(
  siteUrl: string,
  secret: string,
  purpose: LinkPurpose,
  email: string,
  now = Date.now(),
): Promise<string> {
  const expires = purpose === "confirm" ? String(Math.floor(now / 1000) + CONFIRM_DAYS * 86_400) : "";
  const url = new URL(PATHS[purpose], siteUrl);
  url.searchParams.set("email", email);
  if (expires) url.searchParams.set("expires", expires);
  url.searchParams.set("signature", await signText(secret, PURPOSE, signedText(purpose, email, expires)));
  return url.toString();
}

/** The address a link's query vouches for, or null for a forged, altered or expired link. */
export async function verifySubscriptionLink(
  secret: string,
  purpose: LinkPurpose,
  query: URLSearchParams,
  now = Date.now(),
): Promise<string | null> {
  const email = query.get("email");
  const expires = query.get("expires") ?? "";
  if (!email || email.length > 254) return null;
  if (purpose === "confirm" && !(Number(expires) * 1000 > now)) return null;
  const valid = await verifyText(secret, PURPOSE, signedText(purpose, email, expires), query.get("signature") ?? "");
  return valid ? email : null;
}
