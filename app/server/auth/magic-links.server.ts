// Sign-in links waiting to be used, as better-auth keeps them in `verifications`: the identifier
// names the (hashed) token, the value is JSON with the address.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";

/** A condition on `verifications` rows: the unused sign-in links of an address. */
export const magicLinkFor = (email: string): SQL =>
  sql`identifier LIKE 'magic-link:%' AND (CASE WHEN identifier LIKE 'magic-link:%' THEN value::jsonb ->> 'email' END) = ${email}`;

/** Only the newest link of an address works: the ones mailed before it stop working. */
export async function forgetOlderMagicLinks(db: Database, email: string): Promise<void> {
  await db.execute(sql`DELETE FROM verifications WHERE ${magicLinkFor(email)}
    AND id <> (SELECT id FROM verifications WHERE ${magicLinkFor(email)} ORDER BY created_at DESC, id DESC LIMIT 1)`);
}
