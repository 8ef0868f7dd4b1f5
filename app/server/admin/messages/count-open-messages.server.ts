// How many contact messages wait in the inbox: the figure beside "Messages" and on the dashboard.
import { count, eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { contactMessages } from "#app/server/db/schema.server.ts";

export async function countOpenMessages(db: Database): Promise<number> {
  const [row] = await db.select({ open: count() }).from(contactMessages).where(eq(contactMessages.status, "open"));
  return row?.open ?? 0;
}
