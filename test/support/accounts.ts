// Signing in from inside workerd: requests a link, follows it from the fake SMTP server's mail,
// and opens a page as the new user to pick up the CSRF token their forms carry.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { signInLink } from "#test/support/mailbox.ts";
import { openTestDatabase } from "#test/support/database.ts";
import { get, post } from "#test/support/worker.ts";

export interface SignedIn {
  email: string;
  /** The Cookie header: the session cookie. */
  cookie: string;
  /** The CSRF token the user's forms carry. */
  token: string;
}

export const uniqueAddress = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * A client address of its own for each e-mail address (in 198.18.0.0/15, set aside for tests), so
 * sign-ins across the suite never meet the per-client limit, while one address always asks from
 * the same client.
 */
export function clientAddressFor(email: string): string {
  let hash = 0;
  for (const c of email) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return `198.${18 + (hash & 1)}.${(hash >>> 1) & 255}.${((hash >>> 9) % 254) + 1}`;
}

const cookieValue = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0];

export async function signIn(email: string): Promise<SignedIn> {
  const sentAt = Date.now();
  await post("/sign-in", { intent: "email", email }, { headers: { "CF-Connecting-IP": clientAddressFor(email) } });
  const link = new URL(await signInLink(env.FAKE_SERVICES_URL, email, sentAt));
  const { response } = await get(`${link.pathname}${link.search}`);
  const session = cookieValue(response, "better-auth.session_token")!;
  const page = await get("/", { headers: { Cookie: session } });
  return { email, cookie: session, token: csrfTokenIn(page.html)! };
}

/** The CSRF token in a page's forms. */
export const csrfTokenIn = (html: string) => /name="csrf_token" value="([A-Za-z0-9_-]{43})"/.exec(html)?.[1];

/** A form POST as the signed-in user, with their CSRF token. */
export function postAs(user: SignedIn, path: string, fields: Record<string, string>) {
  return post(path, { ...fields, csrf_token: user.token }, { headers: { Cookie: user.cookie } });
}

/** Signs a new user in and makes them an admin (as ADMIN_EMAILS would at sign-in). */
/**
 * A new admin. Unless `notifications` is "default" (at once), it hears of nothing: the tests make
 * hundreds of admins, and each would otherwise be mailed every submission, report and message.
 */
export async function signInAdmin(
  name = "editor",
  { notifications = "none" }: { notifications?: "none" | "default" } = {},
): Promise<SignedIn> {
  const admin = await signIn(uniqueAddress(name));
  const db = openTestDatabase(env.HYPERDRIVE.connectionString);
  try {
    await db.db.execute(
      sql`INSERT INTO user_roles (user_id, role) SELECT id, 'admin' FROM users WHERE email = ${admin.email}`,
    );
    if (notifications === "none")
      await db.db.execute(
        sql`INSERT INTO admin_notification_settings (user_id, frequency) SELECT id, 'none' FROM users WHERE email = ${admin.email}`,
      );
  } finally {
    await db.close();
  }
  return admin;
}
