// The verify-captcha function ({token, type} in, {success} out). ALTCHA solutions are
// checked here and accepted once: a verified challenge is entered in captcha_solutions, so the
// same solution posted again fails. hCaptcha tokens are single-use at hCaptcha's end.
import { lt, sql } from "drizzle-orm";
import { checkAltchaSolution } from "#app/server/captcha/altcha.server.ts";
import { checkHcaptchaToken } from "#app/server/captcha/hcaptcha.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { captchaSolutions } from "#app/server/db/schema.server.ts";
import type { Env } from "#app/server/env.server.ts";

export interface CaptchaRequest {
  token: string;
  type: "altcha" | "hcaptcha";
}

export async function verifyCaptcha(
  env: Env,
  db: Database,
  request: CaptchaRequest,
  remoteIp: string | null,
): Promise<{ success: boolean }> {
  if (request.type === "hcaptcha") return { success: await checkHcaptchaToken(env, request.token, remoteIp) };
  const check = await checkAltchaSolution(env.BETTER_AUTH_SECRET, request.token);
  if (!check.verified) return { success: false };
  const [first] = await db
    .insert(captchaSolutions)
    .values({ signature: check.signature, expiresAt: check.expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.signature });
  return { success: Boolean(first) };
}

/** Used solutions are of no use once their challenge has expired; the hourly prune clears them. */
export async function pruneCaptchaSolutions(db: Database): Promise<void> {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, sql`now()`));
}
