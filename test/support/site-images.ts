// The listing check also reads tools' home pages for their images. Tests that run it mark every
// tool that exists (the seed's, other files') as just looked at, so a run only ever reaches the
// fake sites, and unmark them when done.
import type postgres from "postgres";

const MARK = "Marked as looked at by a test.";

export async function markOtherToolsLookedAt(sql: postgres.Sql) {
  await sql`INSERT INTO tool_site_image_fetches (tool_id, outcome) SELECT id, ${MARK} FROM tools
    ON CONFLICT (tool_id) DO UPDATE SET fetched_at = now(), outcome = ${MARK}`;
}

export async function unmarkToolsLookedAt(sql: postgres.Sql) {
  await sql`DELETE FROM tool_site_image_fetches WHERE outcome = ${MARK}`;
}
