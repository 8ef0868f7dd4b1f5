// better-auth inside the Worker, one instance per request (it holds the request's database
// client). Sessions live in Postgres and are extended while in use; magic links work once and
// expire after 15 minutes; Google is offered only when its client id and secret are set.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins";
import type { Env } from "../../../functions/env.ts";
import { MAGIC_LINK_MINUTES } from "../../../functions/custom-email-templates.ts";
import type { Database } from "../db/client.ts";
import { accounts, sessions, users, verifications } from "../db/schema.ts";
import { sendMagicLinkMail } from "./magic-link-mail.server.ts";

export const AUTH_BASE_PATH = "/api/auth";

export const googleConfigured = (env: Pick<Env, "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET">) =>
  Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

export function createAuth(env: Env, db: Database) {
  return betterAuth({
    appName: env.SITE_NAME,
    baseURL: env.SITE_URL,
    basePath: AUTH_BASE_PATH,
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [env.SITE_URL],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // better-auth keeps its limits in isolate memory, which does not hold across edge locations;
    // sign-in requests are limited in Postgres instead (rate-limits.ts).
    rateLimit: { enabled: false },
    socialProviders: googleConfigured(env)
      ? { google: { clientId: env.GOOGLE_CLIENT_ID!, clientSecret: env.GOOGLE_CLIENT_SECRET! } }
      : {},
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_MINUTES * 60,
        sendMagicLink: ({ email, url }) => sendMagicLinkMail(env, db, email, url),
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
