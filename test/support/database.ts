// The test database as tests reach it: one connection per test file (or per Playwright step),
// `sql` for raw statements and `db`, Drizzle over the same connection, for the site's own schema.
// Integration tests pass env.HYPERDRIVE.connectionString; Playwright passes DATABASE_URL.
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { Database } from "#app/server/db/client.server.ts";

export interface TestDatabase {
  sql: postgres.Sql;
  db: Database;
  close: () => Promise<void>;
}

export function openTestDatabase(connectionString: string): TestDatabase {
  const sql = postgres(connectionString, { max: 1, fetch_types: false, onnotice: () => {} });
  return { sql, db: drizzle(sql), close: () => sql.end() };
}
