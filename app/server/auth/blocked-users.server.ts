// A blocked user signs in no more: the sign-in form mails them no link (answering as it answers any
// address, so it tells nobody who is blocked), and a session is never created for them (a link
// mailed before the block, or Google's callback, meets the session hook in auth.server.ts). Their
// sessions were deleted when they were blocked.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { users } from "#app/server/db/schema.server.ts";

/** The ?error code the sign-in page is sent back with (see auth-messages.ts). */
export const BLOCKED_ERROR = "ACCOUNT_BLOCKED";

export async function isBlockedUser(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNotNull(users.blockedAt)));
  return Boolean(row);
}

export async function isBlockedAddress(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNotNull(users.blockedAt)));
  return Boolean(row);
}
