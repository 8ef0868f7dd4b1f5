// Links in newsletter mail that act for an address without a session: confirming a subscription
// (valid for 7 days) and unsubscribing (valid for good). Each carries an HMAC of its purpose and
// address, so nobody can make one for another address.
const CONFIRM_DAYS = 7;

export type LinkPurpose = "confirm" | "unsubscribe";

const PATHS: Record<LinkPurpose, string> = {
  confirm: "/newsletter/confirm",
  unsubscribe: "/newsletter/unsubscribe",
};

const encoder = new TextEncoder();

const signingKey = (secret: string) =>
  crypto.subtle.importKey("raw", encoder.encode(`newsletter:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);

const signedText = (purpose: LinkPurpose, email: string, expires: string) => `${purpose}\n${email}\n${expires}`;

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
}

/** The absolute link for `purpose` and `email`. */
export async function subscriptionLink(
  siteUrl: string,
  secret: string,
  purpose: LinkPurpose,
  email: string,
  now = Date.now(),
): Promise<string> {
  const expires = purpose === "confirm" ? String(Math.floor(now / 1000) + CONFIRM_DAYS * 86_400) : "";
  const signature = await crypto.subtle.sign(
    "HMAC",
    await signingKey(secret),
    encoder.encode(signedText(purpose, email, expires)),
  );
  const url = new URL(PATHS[purpose], siteUrl);
  url.searchParams.set("email", email);
  if (expires) url.searchParams.set("expires", expires);
  url.searchParams.set("signature", toBase64Url(signature));
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
  const signature = fromBase64Url(query.get("signature") ?? "");
  if (!email || email.length > 254 || !signature) return null;
  if (purpose === "confirm" && !(Number(expires) * 1000 > now)) return null;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await signingKey(secret),
    signature,
    encoder.encode(signedText(purpose, email, expires)),
  );
  return valid ? email : null;
}
