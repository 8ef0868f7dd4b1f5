// Whether the database answers at all, asked on a connection of its own with a short timeout:
// the Worker asks this only after a request failed, to tell an outage from a bug.
import postgres from "postgres";

export async function databaseAnswers(connectionString: string): Promise<boolean> {
  const sql = postgres(connectionString, { max: 1, fetch_types: false, connect_timeout: 5, onnotice: () => {} });
  try {
    await sql`SELECT 1`;
    return true;
  } catch {
    return false;
  } finally {
    void sql.end({ timeout: 1 }).catch(() => {});
  }
}
