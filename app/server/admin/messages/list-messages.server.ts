// The contact inbox: messages newest first, searched in name, e-mail, subject and message, of one
// status (or all), a page at a time; and how many there are of each status.
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from "#app/lib/contact-message-status.ts";
import type { InboxQuery } from "#app/lib/contact-inbox.ts";
import { MESSAGE_COLUMNS } from "#app/server/admin/messages/find-message.server.ts";
import { escapeLike } from "#app/server/catalog/tool-matching.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { contactMessages } from "#app/server/db/schema.server.ts";

const { id, name, email, subject, message, status, createdAt } = MESSAGE_COLUMNS;
const LISTED_COLUMNS = { id, name, email, subject, message, status, createdAt };

/** How much of a message the list shows. */
const EXCERPT_CHARS = 140;

export interface InboxRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  excerpt: string;
  status: ContactMessageStatus;
  createdAt: Date;
}

export async function listInboxMessages(
  db: Database,
  query: InboxQuery,
  pageSize: number,
): Promise<{ rows: InboxRow[]; total: number }> {
  const where: (SQL | undefined)[] = [];
  if (query.status !== "all") where.push(eq(contactMessages.status, query.status));
  if (query.q) {
    const contains = `%${escapeLike(query.q)}%`;
    where.push(
      or(
        ilike(contactMessages.name, contains),
        ilike(contactMessages.email, contains),
        ilike(contactMessages.subject, contains),
        ilike(contactMessages.message, contains),
      ),
    );
  }
  const condition = and(...where);
  const [rows, totals] = await Promise.all([
    db
      .select(LISTED_COLUMNS)
      .from(contactMessages)
      .where(condition)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(contactMessages).where(condition),
  ]);
  return {
    rows: rows.map(({ message, ...row }) => ({
      ...row,
      excerpt: message.length > EXCERPT_CHARS ? `${message.slice(0, EXCERPT_CHARS).trimEnd()}…` : message,
    })),
    total: totals[0]?.total ?? 0,
  };
}

export async function countMessagesByStatus(db: Database): Promise<Record<ContactMessageStatus, number>> {
  const rows = await db
    .select({ status: contactMessages.status, n: count() })
    .from(contactMessages)
    .groupBy(contactMessages.status);
  const counts = Object.fromEntries(CONTACT_MESSAGE_STATUSES.map((status) => [status, 0])) as Record<
    ContactMessageStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
