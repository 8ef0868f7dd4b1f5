// One contact message, whole, for its page in the inbox.
import { eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { contactMessages } from "#app/server/db/schema.server.ts";

/** A message as the inbox reads it. */
export const MESSAGE_COLUMNS = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  mailedAt: contactMessages.mailedAt,
  closedAt: contactMessages.closedAt,
  createdAt: contactMessages.createdAt,
};

export async function findContactMessage(db: Database, id: string) {
  const [row] = await db.select(MESSAGE_COLUMNS).from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}
