// The admin's subscribers: the list (search by address, filter by status, paged in SQL), the same
// selection whole for the CSV export, and one subscriber with the issues sent to them.
import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { AdminListQuery } from "#app/lib/admin-list-query.ts";
import type { SubscriberStatus } from "#app/lib/newsletter-admin-rules.ts";
import { escapeLike } from "#app/server/catalog/tool-matching.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { newsletterDeliveries, subscribers } from "#app/server/db/schema.server.ts";

export type SubscriberQuery = Omit<AdminListQuery<SubscriberStatus>, "page">;

const subscriberColumns = {
  id: subscribers.id,
  email: subscribers.email,
  status: subscribers.status,
  source: subscribers.source,
  createdAt: subscribers.createdAt,
  confirmedAt: subscribers.confirmedAt,
  unsubscribedAt: subscribers.unsubscribedAt,
};

function conditions(query: SubscriberQuery): SQL | undefined {
  return and(
    query.q ? ilike(subscribers.email, `%${escapeLike(query.q)}%`) : undefined,
    query.filter ? eq(subscribers.status, query.filter) : undefined,
  );
}

const newestFirst = [desc(subscribers.createdAt), subscribers.id];

export async function listSubscribers(db: Database, query: AdminListQuery<SubscriberStatus>, pageSize: number) {
  const where = conditions(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(subscriberColumns)
      .from(subscribers)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(subscribers).where(where),
  ]);
  return { subscribers: rows, total: total?.n ?? 0 };
}

export type SubscriberRow = Awaited<ReturnType<typeof listSubscribers>>["subscribers"][number];

/** Every subscriber the list's search and filter select, newest first (for the export). */
export function selectSubscribers(db: Database, query: SubscriberQuery): Promise<SubscriberRow[]> {
  return db
    .select(subscriberColumns)
    .from(subscribers)
    .where(conditions(query))
    .orderBy(...newestFirst);
}

/** One subscriber and each weekly issue that was claimed for them, newest first. */
export async function findSubscriber(db: Database, id: string) {
  const [subscriber] = await db.select(subscriberColumns).from(subscribers).where(eq(subscribers.id, id));
  if (!subscriber) return null;
  const deliveries = await db
    .select({
      week: newsletterDeliveries.weekStart,
      at: newsletterDeliveries.sentAt,
      outcome: newsletterDeliveries.outcome,
    })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.subscriberId, id))
    .orderBy(desc(newsletterDeliveries.weekStart))
    .limit(52);
  return { subscriber, deliveries };
}
