// Without JavaScript there is no captcha: the form carries a signed, single-use token of the time
// it was rendered. A message sent less than 3 seconds later (a script, not a person), after 30
// minutes, or with a token already used is refused, so one rendered form sends one message.
import type { Database } from "#app/server/db/client.server.ts";
import { captchaSolutions } from "#app/server/db/schema.server.ts";
import { signText, verifyText } from "#app/server/security/signed-text.server.ts";

const PURPOSE = "contact-form";
const MIN_MS = 3_000;
const MAX_MS = 30 * 60_000;

export async function formStartedToken(secret: string, now = Date.now()): Promise<string> {
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");
  const text = `${now}.${nonce}`;
  return `${text}.${await signText(secret, PURPOSE, text)}`;
}

/** Whether the token is this site's, from a form rendered at a person's pace, and unused; it is used up here. */
export async function filledByPerson(db: Database, secret: string, token: unknown, now = Date.now()): Promise<boolean> {
  if (typeof token !== "string") return false;
  const [time, nonce, signature] = token.split(".");
  const elapsed = now - Number(time);
  if (!time || !nonce || !signature || !(elapsed >= MIN_MS && elapsed <= MAX_MS)) return false;
  if (!(await verifyText(secret, PURPOSE, `${time}.${nonce}`, signature))) return false;
  // Spent tokens share the captcha's table of accepted solutions, pruned when they expire.
  const used = await db
    .insert(captchaSolutions)
    .values({ signature: `form:${signature}`, expiresAt: new Date(Number(time) + MAX_MS) })
    .onConflictDoNothing({ target: captchaSolutions.signature })
    .returning({ signature: captchaSolutions.signature });
  return used.length === 1;
}
