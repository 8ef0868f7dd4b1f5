// A due batch is written after the response has gone, on a connection of its own: the request's
// connection may already be closed, and a cached page opened none. A failed write loses the batch
// and is logged; it never fails a page.
import { openRequestDatabase, type Database } from "#app/server/db/client.server.ts";

export function writeLater(
  ctx: Pick<ExecutionContext, "waitUntil">,
  connectionString: string,
  write: (db: Database) => Promise<void>,
): void {
  const database = openRequestDatabase(connectionString);
  ctx.waitUntil(
    write(database.get())
      .catch((error) => console.warn(`analytics batch lost: ${error instanceof Error ? error.message : error}`))
      .finally(() => database.close()),
  );
}
