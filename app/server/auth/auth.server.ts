// better-auth inside the Worker, one instance per request (it holds the request's database
// client). Sessions live in Postgres and are extended while in use; magic links work once and
// expire after 15 minutes (and when a newer one is mailed); Google is offered only when its client id and secret are set.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { notifyAdmins } from "#app/server/admin/admin-notifications.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { MAGIC_LINK_MINUTES } from "#app/server/mail/custom-email-templates.server.ts";
import { adminOrigin, sharedCookieDomain } from "#app/lib/site-hosts.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { accounts, sessions, users, verifications } from "#app/server/db/schema.server.ts";
import { subscribeOnSignIn } from "#app/server/newsletter/subscribe-on-sign-in.server.ts";
import { grantListedAdmin } from "#app/server/auth/admin-emails.server.ts";
import { forgetOlderMagicLinks } from "#app/server/auth/magic-links.server.ts";
import { BLOCKED_ERROR, isBlockedUser } from "#app/server/auth/blocked-users.server.ts";
import { sendMagicLinkMail } from "#app/server/auth/magic-link-mail.server.ts";

export const AUTH_BASE_PATH = "/api/auth";

export const googleConfigured = (env: Pick<Env, "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET">) =>
  Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

export function createAuth(env: Env, db: Database) {
  const cookieDomain = sharedCookieDomain(env.SITE_URL);
  const admin = adminOrigin(env.SITE_URL, env.ADMIN_SUBDOMAIN_PREFIX);
  return betterAuth({
    appName: env.SITE_NAME,
    baseURL: env.SITE_URL,
    basePath: AUTH_BASE_PATH,
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: admin ? [env.SITE_URL, admin] : [env.SITE_URL],
    // The session cookie sits on the parent domain so the admin subdomain sees it too.
    advanced: cookieDomain ? { crossSubDomainCookies: { enabled: true, domain: cookieDomain } } : undefined,
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
    databaseHooks: {
      user: {
        create: { after: (user) => sideEffect("sign-up notification", notifyAdmins(env, db, signUp(user.email))) },
      },
      session: {
        create: {
          // A blocked user gets no session, whichever way they sign in: back to the sign-in page,
          // which says why.
          before: async (session, endpoint) => {
            if (!(await isBlockedUser(db, session.userId))) return;
            if (endpoint) throw endpoint.redirect(`/sign-in?error=${BLOCKED_ERROR}`);
            return false;
          },
          after: async (session) => {
            const [user] = await db
              .select({ id: users.id, email: users.email })
              .from(users)
              .where(eq(users.id, session.userId));
            if (!user) return;
            await sideEffect("newsletter on sign-in", subscribeOnSignIn(db, user.email));
            await sideEffect("admin e-mails", grantListedAdmin(db, env.ADMIN_EMAILS, user));
          },
        },
      },
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_MINUTES * 60,
        // The database keeps only a hash of each token: a leaked table signs nobody in.
        storeToken: "hashed",
        sendMagicLink: async ({ email, url }) => {
          await forgetOlderMagicLinks(db, email);
          await sendMagicLinkMail(env, db, email, url);
        },
      }),
    ],
  });
}

const signUp = (email: string) => ({ type: "signup" as const, data: { email } });
const SIDE_EFFECT_TIMEOUT_MS = 5_000;

/** Work that comes with signing in but must never stop it: failures and slowness are only logged. */
async function sideEffect(name: string, work: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${SIDE_EFFECT_TIMEOUT_MS} ms`)), SIDE_EFFECT_TIMEOUT_MS);
  });
  try {
    await Promise.race([work, timeout]);
  } catch (error) {
    console.error(name, error);
  } finally {
    clearTimeout(timer);
  }
}
