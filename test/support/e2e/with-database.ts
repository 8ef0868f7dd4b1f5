// The e2e tests' own rows: a connection to the database under test for one piece of work.
import { openTestDatabase } from "#test/support/database.ts";

export async function withDatabase<T>(
  work: (sql: ReturnType<typeof openTestDatabase>["sql"]) => Promise<T>,
): Promise<T> {
  const database = openTestDatabase(process.env.DATABASE_URL!);
  try {
    return await work(database.sql);
  } finally {
    await database.close();
  }
}
