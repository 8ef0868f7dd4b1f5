// What the repository check kept for a tool, as the tests compare it, and the setup that lets a
// test file's runs reach only its own tools.
import type { TestDatabase } from "#test/support/database.ts";

type Sql = TestDatabase["sql"];

export interface RepositoryStats {
  last_outcome: string;
  archived: boolean | null;
  pushed_at: string | null;
  license_spdx_id: string | null;
  stars: number | null;
  release_tag: string | null;
  release_published_at: string | null;
  release_url: string | null;
}

/** The tool's row of tool_repository_stats, times as UTC ISO strings to the second; null before any read. */
export async function repositoryStatsOf(sql: Sql, toolId: string): Promise<RepositoryStats | null> {
  const [row] = await sql<
    RepositoryStats[]
  >`SELECT last_outcome, archived, license_spdx_id, stars, release_tag, release_url,
      to_char(pushed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS pushed_at,
      to_char(release_published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS release_published_at
    FROM tool_repository_stats WHERE tool_id = ${toolId}`;
  return row ?? null;
}

/**
 * Every tool with a repository (other files', the seed's) counts as just read, and no GitHub pause
 * is left, so the runs that follow reach only the tools the test adds.
 */
export async function markEveryRepositoryRead(sql: Sql) {
  await sql`DELETE FROM github_rate_limit_pause`;
  await sql`INSERT INTO tool_repository_stats (tool_id, repository_url, last_read_at, last_outcome)
    SELECT id, repository_url, now() + interval '1 day', 'ok' FROM tools WHERE repository_url IS NOT NULL
    ON CONFLICT (tool_id) DO UPDATE SET repository_url = EXCLUDED.repository_url, last_read_at = EXCLUDED.last_read_at`;
}
