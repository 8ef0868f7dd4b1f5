// The visitor's session, read once per request before React Router runs. Requests without the session
// cookie (every anonymous visitor) never touch the database. A session in use is extended by
// better-auth, whose refreshed cookie the Worker adds to the response.
import { sql } from "drizzle-orm";
import type { SessionUser } from "#app/lib/session-user.ts";
import type { Env } from "#app/server/env.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { userRoles, users } from "#app/server/db/schema.server.ts";
import { createAuth } from "#app/server/auth/auth.server.ts";
import { clearedSessionCookie } from "#app/server/auth/session-cookie.server.ts";
import { withDeadline } from "#app/server/db/database-away.server.ts";

/**
 * How long the session read may take before the request gives up on the database: a session is
 * two indexed lookups, so seconds mean a database that is starting up or out of connections.
 */
export const SESSION_READ_DEADLINE_MS = 4_000;

export interface RequestSession {
  user: SessionUser | null;
  /** Set-Cookie headers to pass on (a refreshed or cleared session cookie). */
  setCookies: string[];
  /** The request carried a session cookie whose session is gone (expired or signed out elsewhere). */
  expired: boolean;
}

/**
 * `sessionToken` is the request's signed session cookie (see session-cookie.ts), or null. Throws
 * DatabaseAwayError when the read takes longer than SESSION_READ_DEADLINE_MS.
 */
export function readRequestSession(
  env: Env,
  openDatabase: () => Database,
  request: Request,
  sessionToken: string | null,
): Promise<RequestSession> {
  const read = readSession(env, openDatabase, request, sessionToken);
  return sessionToken === null ? read : withDeadline(read, SESSION_READ_DEADLINE_MS, "the session read");
}

async function readSession(
  env: Env,
  /** Opens the request's connection, which an anonymous request never does. */
  openDatabase: () => Database,
  request: Request,
  sessionToken: string | null,
): Promise<RequestSession> {
  if (sessionToken === null) return { user: null, setCookies: [], expired: false };
  const db = openDatabase();
  const auth = createAuth(env, db);
  const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  const setCookies = headers.getSetCookie();
  if (!response) {
    // Clear the stale cookie, so the visitor is told once and then browses as anyone else.
    return { user: null, setCookies: [...setCookies, clearedSessionCookie(env.SITE_URL)], expired: true };
  }
  const { user } = response;
  const [state] = await db.execute<{ admin: boolean; blocked: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM ${userRoles} WHERE ${userRoles.userId} = ${user.id} AND ${userRoles.role} = 'admin') AS admin,
      EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${user.id} AND ${users.blockedAt} IS NOT NULL) AS blocked`);
  // Blocking deletes the user's sessions; a session that slipped past (created as the block was
  // written) is treated as gone all the same.
  if (state?.blocked) return { user: null, setCookies: [clearedSessionCookie(env.SITE_URL)], expired: true };
  return {
    user: { id: user.id, email: user.email, name: user.name, isAdmin: Boolean(state?.admin) },
    setCookies,
    expired: false,
  };
}
