// ALTCHA, the default captcha: the Worker issues a signed proof-of-work challenge and checks the
// solution the widget posts back (base64 JSON of {challenge, solution}). Nothing leaves the site.
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { ALTCHA_CHALLENGE_MINUTES } from "#app/lib/person-check.ts";

const signing = (secret: string) => ({
  hmacSignatureSecret: `altcha:${secret}`,
  hmacKeySignatureSecret: `altcha-key:${secret}`,
});

export function newAltchaChallenge(secret: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    // About a second of hashing in a browser, nothing for the Worker to check.
    counter: randomInt(50_000, 150_000),
    deriveKey,
    expiresAt: new Date(now + ALTCHA_CHALLENGE_MINUTES * 60_000),
    ...signing(secret),
  });
}

export type AltchaCheck = { verified: true; signature: string; expiresAt: Date } | { verified: false };

/** Checks a posted solution; a verified one names its challenge (by signature) for the replay check. */
export async function checkAltchaSolution(secret: string, token: string): Promise<AltchaCheck> {
  let payload: { challenge: Challenge; solution: Solution };
  try {
    payload = JSON.parse(atob(token)) as typeof payload;
  } catch {
    return { verified: false };
  }
  if (!payload?.challenge?.signature || !payload.solution) return { verified: false };
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    ...signing(secret),
  }).catch(() => null);
  if (!result?.verified) return { verified: false };
  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
  return { verified: true, signature: payload.challenge.signature, expiresAt };
}
