// A real database failure, kept to one test's rows: a trigger that makes Postgres refuse inserts
// and updates of `table` rows matching `when` (SQL over NEW), until the returned function drops it.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";

export async function refuseWrites(db: Database, table: string, when: string): Promise<() => Promise<void>> {
  const name = `refuse_${table}_${Date.now()}`;
  await db.execute(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'writes to ${table} refused by a test'; END $$`),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER ${name} BEFORE INSERT OR UPDATE ON ${table}
      FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION ${name}()`),
  );
  return async () => {
    await db.execute(sql.raw(`DROP TRIGGER ${name} ON ${table}`));
    await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
  };
}
