// The Worker's answer to a render that failed: the 503 page when the database is away, the
// failure itself otherwise.
import { databaseAnswers } from "#app/server/db/database-answers.server.ts";
import type { RequestDatabase } from "#app/server/db/client.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { siteUnavailable } from "#functions/unavailable.ts";

/**
 * A render that failed because the database is away (stopped, restarting, recovering from a crash,
 * out of connections: seen in the error itself, or in a connection that dropped), or that failed
 * while the database does not answer, becomes the 503 page, so the visitor learns to retry; any
 * other failure stays what it is.
 */
export async function unlessDatabaseIsAway(
  env: Env,
  url: URL,
  database: RequestDatabase,
  render: () => Promise<Response>,
): Promise<Response> {
  const away = async () => database.wentAway() || !(await databaseAnswers(env.HYPERDRIVE.connectionString));
  try {
    const response = await render();
    if (response.status < 500 || !(await away())) return response;
  } catch (error) {
    database.noteError(error);
    if (!(await away())) throw error;
  }
  return siteUnavailable(url, env.SITE_NAME);
}
