// Sign-in links waiting to be used, as better-auth keeps them in `verifications`: the identifier
// names the (hashed) token, the value is JSON with the address.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { verifications } from "#app/server/db/schema.server.ts";

/** A condition on `verifications` rows: the unused sign-in links of an address. */
export const magicLinkFor = (email: string): SQL =>
  sql`${verifications.identifier} LIKE 'magic-link:%'
    AND (CASE WHEN ${verifications.identifier} LIKE 'magic-link:%' THEN ${verifications.value}::jsonb ->> 'email' END) = ${email}`;

/** Only the newest link of an address works: the ones mailed before it stop working. */
export async function forgetOlderMagicLinks(db: Database, email: string): Promise<void> {
  const { id, createdAt } = verifications;
  await db.execute(sql`DELETE FROM ${verifications} WHERE ${magicLinkFor(email)}
    AND ${id} <> (SELECT ${id} FROM ${verifications} WHERE ${magicLinkFor(email)} ORDER BY ${createdAt} DESC, ${id} DESC LIMIT 1)`);
}
