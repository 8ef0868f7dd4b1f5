// ADMIN_EMAILS (comma-separated) makes those addresses admins when they sign in.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { bare } from "#app/server/db/raw-rows.server.ts";
import { userRoles } from "#app/server/db/schema.server.ts";

export function adminEmailList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

export async function grantListedAdmin(
  db: Database,
  adminEmails: string | undefined,
  user: { id: string; email: string },
) {
  if (!adminEmailList(adminEmails).includes(user.email.toLowerCase())) return;
  await db.execute(sql`
    INSERT INTO ${userRoles} (${bare(userRoles.userId)}, ${bare(userRoles.role)}) VALUES (${user.id}, 'admin')
    ON CONFLICT (${bare(userRoles.userId)}, ${bare(userRoles.role)}) DO NOTHING`);
}
