// Marking contact messages handled or spam, or reopening them: each message whose status changes
// gets its audit row; one already in that status is left alone. closed_at is when a message last
// left 'open'.
import { and, inArray, ne, sql } from "drizzle-orm";
import { MESSAGE_INTENT_ACTIONS, MESSAGE_INTENT_STATUS, type MessageIntent } from "#app/lib/contact-inbox.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { contactMessages } from "#app/server/db/schema.server.ts";

/** The number of messages whose status changed. */
export async function changeMessageStatus(
  tx: Writer,
  audit: Audit,
  ids: readonly string[],
  intent: MessageIntent,
): Promise<number> {
  const to = MESSAGE_INTENT_STATUS[intent];
  const before = await tx
    .select({ id: contactMessages.id, subject: contactMessages.subject, status: contactMessages.status })
    .from(contactMessages)
    .where(and(inArray(contactMessages.id, [...ids]), ne(contactMessages.status, to)))
    .orderBy(contactMessages.createdAt)
    .for("update");
  if (before.length === 0) return 0;
  await tx
    .update(contactMessages)
    .set({ status: to, closedAt: to === "open" ? null : sql`now()` })
    .where(
      inArray(
        contactMessages.id,
        before.map((row) => row.id),
      ),
    );
  for (const row of before)
    await audit({
      entityType: "contact_message",
      entityId: row.id,
      entityLabel: row.subject,
      action: MESSAGE_INTENT_ACTIONS[intent],
      before: { status: row.status },
      after: { status: to },
    });
  return before.length;
}
