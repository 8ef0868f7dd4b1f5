// The admin's users: the list (search by address, name or username; filter; paged in SQL) and one
// user with what the page shows about them.
import { and, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { AdminListQuery } from "#app/lib/admin-list-query.ts";
import type { UserFilter } from "#app/lib/user-admin-rules.ts";
import { adminEmailList } from "#app/server/auth/admin-emails.server.ts";
import { escapeLike } from "#app/server/catalog/tool-matching.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { profiles, sessions, tools, userRoles, users } from "#app/server/db/schema.server.ts";

const isAdmin = sql<boolean>`EXISTS (SELECT 1 FROM ${userRoles} WHERE ${userRoles.userId} = ${users.id} AND ${userRoles.role} = 'admin')`;

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  username: profiles.username,
  isAdmin,
  blockedAt: users.blockedAt,
  createdAt: users.createdAt,
};

export type AdminUserRow = Awaited<ReturnType<typeof listAdminUsers>>["users"][number];

function conditions(query: AdminListQuery<UserFilter>): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const contains = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(users.email, contains), ilike(users.name, contains), ilike(profiles.username, contains)));
  }
  if (query.filter === "admin") where.push(isAdmin);
  if (query.filter === "blocked") where.push(isNotNull(users.blockedAt));
  return and(...where);
}

export async function listAdminUsers(db: Database, query: AdminListQuery<UserFilter>, pageSize: number) {
  const where = conditions(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(where),
  ]);
  return { users: rows, total: total?.n ?? 0 };
}

/** One user, with their sessions and submissions counted, and whether ADMIN_EMAILS lists them. */
export async function findAdminUser(db: Database, adminEmails: string | undefined, id: string) {
  const [user] = await db
    .select({
      ...userColumns,
      sessions: sql<number>`(SELECT count(*)::int FROM ${sessions} WHERE ${sessions.userId} = ${users.id})`,
      submissions: sql<number>`(SELECT count(*)::int FROM ${tools} WHERE ${tools.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, id));
  if (!user) return null;
  return { ...user, listedAdmin: adminEmailList(adminEmails).includes(user.email.toLowerCase()) };
}
