// The Activity page: every admin write, newest first, filtered by admin, entity type and days, a page at
// a time; each entry with the admin page of its entity while that entity still exists.
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ActivityFilters } from "#app/lib/activity-filters.ts";
import { adminEntityPath, type AuditEntityType } from "#app/lib/audit.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { listAuditEntries, type AuditRow } from "#app/server/admin/audit-history.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import {
  auditLog,
  blogCategories,
  blogImages,
  blogPosts,
  categories,
  contactMessages,
  etfs,
  glossaryTerms,
  learningResources,
  subscribers,
  tags,
  toolReports,
  tools,
  users,
} from "#app/server/db/schema.server.ts";

export type ActivityEntry = AuditRow & { href: string | null };
export type ActivityActor = { id: string; email: string };

export async function listActivity(
  db: Database,
  filters: ActivityFilters,
  pageSize: number,
): Promise<{ entries: ActivityEntry[]; total: number }> {
  const where = and(
    filters.admin ? eq(auditLog.actorId, filters.admin) : undefined,
    filters.type ? eq(auditLog.entityType, filters.type) : undefined,
    filters.from ? sql`${auditLog.createdAt} >= ${filters.from}::date::timestamp AT TIME ZONE 'UTC'` : undefined,
    filters.to ? sql`${auditLog.createdAt} < (${filters.to}::date + 1)::timestamp AT TIME ZONE 'UTC'` : undefined,
  );
  const entries = await listAuditEntries(db, where, { limit: pageSize, offset: (filters.page - 1) * pageSize });
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  const live = await liveEntities(db, entries);
  return {
    entries: entries.map((entry) => ({
      ...entry,
      href: live.has(`${entry.entityType}:${entry.entityId}`)
        ? adminEntityPath(entry.entityType, entry.entityId)
        : null,
    })),
    total: counted?.total ?? 0,
  };
}

/** Everyone who appears in the history, by address (the latest one each used). */
export function listActivityActors(db: Database): Promise<ActivityActor[]> {
  return db
    .select({
      id: auditLog.actorId,
      email: sql<string>`(array_agg(${auditLog.actorEmail} ORDER BY ${auditLog.createdAt} DESC))[1]`.as("email"),
    })
    .from(auditLog)
    .groupBy(auditLog.actorId)
    .orderBy(asc(sql`email`));
}

/** Each entity type's table and key column, to tell which entities of a page still exist. */
const ENTITY_KEYS = {
  tool: { column: tools.id, uuid: true },
  category: { column: categories.id, uuid: true },
  tag: { column: tags.id, uuid: true },
  post: { column: blogPosts.id, uuid: true },
  blog_category: { column: blogCategories.id, uuid: true },
  glossary_term: { column: glossaryTerms.id, uuid: true },
  learning_resource: { column: learningResources.id, uuid: true },
  etf: { column: etfs.ticker, uuid: false },
  contact_message: { column: contactMessages.id, uuid: true },
  subscriber: { column: subscribers.id, uuid: true },
  user: { column: users.id, uuid: false },
  tool_report: { column: toolReports.id, uuid: true },
  blog_image: { column: blogImages.id, uuid: true },
} satisfies Record<AuditEntityType, { column: AnyPgColumn; uuid: boolean }>;

/** "type:id" of the entries' entities that still exist. */
async function liveEntities(db: Database, entries: readonly AuditRow[]): Promise<Set<string>> {
  const live = new Set<string>();
  await Promise.all(
    (Object.keys(ENTITY_KEYS) as AuditEntityType[]).map(async (type) => {
      const key = ENTITY_KEYS[type];
      const ids = [
        ...new Set(
          entries.filter((e) => e.entityType === type && (!key.uuid || isUuid(e.entityId))).map((e) => e.entityId),
        ),
      ];
      if (ids.length === 0) return;
      const rows = await db
        .select({ id: sql<string>`${key.column}` })
        .from(key.column.table)
        .where(inArray(key.column, ids));
      for (const row of rows) live.add(`${type}:${row.id}`);
    }),
  );
  return live;
}
