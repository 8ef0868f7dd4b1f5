// HMAC-SHA-256 signatures (base64url) over short texts, for links and form fields that must come
// from this site. `purpose` separates the keys of different uses of the one secret.
const encoder = new TextEncoder();

const keyFor = (secret: string, purpose: string) =>
  crypto.subtle.importKey("raw", encoder.encode(`${purpose}:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
}

export async function signText(secret: string, purpose: string, text: string): Promise<string> {
  return toBase64Url(await crypto.subtle.sign("HMAC", await keyFor(secret, purpose), encoder.encode(text)));
}

/** Whether `signature` is this site's for `text` (compared in constant time by WebCrypto). */
export async function verifyText(secret: string, purpose: string, text: string, signature: string): Promise<boolean> {
  const bytes = fromBase64Url(signature);
  if (!bytes) return false;
  return crypto.subtle.verify("HMAC", await keyFor(secret, purpose), bytes, encoder.encode(text));
}
