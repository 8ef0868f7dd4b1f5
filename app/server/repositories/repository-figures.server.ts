// A tool's repository figures as the pages and the open data read them: those of the last
// successful read of the address the tool names now (a changed address shows nothing until read).
import { sql } from "drizzle-orm";
import { RECENT_RELEASE_MONTHS } from "#app/lib/tool-repository.ts";
import { toolRepositoryStats, tools } from "#app/server/db/schema.server.ts";

/** A JSON column, for a query over `tools`: RepositoryFigures, or null. */
export const repositoryFiguresJson = sql`(SELECT json_build_object(
    'url', ${toolRepositoryStats.repositoryUrl},
    'archived', ${toolRepositoryStats.archived},
    'pushedAt', to_char(${toolRepositoryStats.pushedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'license', ${toolRepositoryStats.licenseSpdxId},
    'stars', ${toolRepositoryStats.stars},
    'releaseTag', ${toolRepositoryStats.releaseTag},
    'releasePublishedAt', to_char(${toolRepositoryStats.releasePublishedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'releaseUrl', ${toolRepositoryStats.releaseUrl},
    'readAt', to_char(${toolRepositoryStats.figuresReadAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'snapshotCommit', ${toolRepositoryStats.snapshotCommit},
    'notFoundSince', to_char(${toolRepositoryStats.notFoundSince} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
  FROM ${toolRepositoryStats}
  WHERE ${toolRepositoryStats.toolId} = ${tools.id} AND ${toolRepositoryStats.repositoryUrl} = ${tools.repositoryUrl}
    AND ${toolRepositoryStats.figuresReadAt} IS NOT NULL)`;

/** The tool's repository published a release in the last 12 months (the home filter of that name). */
export const releasedRecently = sql`EXISTS (SELECT 1 FROM ${toolRepositoryStats}
    WHERE ${toolRepositoryStats.toolId} = ${tools.id} AND ${toolRepositoryStats.repositoryUrl} = ${tools.repositoryUrl}
      AND ${toolRepositoryStats.releasePublishedAt} >= now() - make_interval(months => ${RECENT_RELEASE_MONTHS}))`;
