// What a repository read tells the editors: a licence that contradicts the listing's "open source"
// fact, and the lifecycle signals (archived, gone for a week, no release in two years), each a
// review in their queue (app/server/admin/reviews/open-reviews.server.ts) that closes itself once
// the signal is gone.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { dateInWords } from "#app/lib/date-in-words.ts";
import {
  hostReportsLicence,
  licenceContradiction,
  NO_RELEASE_DAYS,
  repositoryHostName,
} from "#app/lib/tool-repository.ts";
import { SOURCE_AVAILABLE } from "#app/lib/tool-facets.ts";
import { REPOSITORY_GONE_DAYS } from "#app/lib/tool-reviews.ts";
import { syncReviews, type Signal } from "#app/server/admin/reviews/open-reviews.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { toolRepositoryStats, tools } from "#app/server/db/schema.server.ts";

const DAY = 86_400_000;
const repositoryName = (url: string) => url.replace(/^https:\/\/[^/]+\//, "");

/**
 * Opens and closes the repository reviews of these tools (every tool read so far when none are
 * given); `announce: false` (the seed) tells neither the editors nor the watchers.
 */
export async function syncRepositoryReviews(db: Database, now: Date, toolIds?: string[], { announce = true } = {}) {
  if (toolIds?.length === 0) return;
  const rows = await db
    .select({
      toolId: tools.id,
      openSource: tools.openSource,
      sourceAvailable: tools.sourceAvailable,
      url: toolRepositoryStats.repositoryUrl,
      figuresRead: isNotNull(toolRepositoryStats.figuresReadAt),
      license: toolRepositoryStats.licenseSpdxId,
      archived: toolRepositoryStats.archived,
      notFoundSince: toolRepositoryStats.notFoundSince,
      releaseTag: toolRepositoryStats.releaseTag,
      releasePublishedAt: toolRepositoryStats.releasePublishedAt,
    })
    .from(tools)
    .innerJoin(
      toolRepositoryStats,
      and(eq(toolRepositoryStats.toolId, tools.id), eq(toolRepositoryStats.repositoryUrl, tools.repositoryUrl)),
    )
    .where(and(eq(tools.status, "published"), toolIds ? inArray(tools.id, toolIds) : undefined));
  const scope = toolIds ?? "all";
  const signals = (find: (row: (typeof rows)[number]) => Omit<Signal, "toolId"> | null) =>
    rows.flatMap((row) => {
      const signal = find(row);
      return signal ? [{ toolId: row.toolId, ...signal }] : [];
    });

  await syncReviews(
    db,
    "licence",
    signals((row) => {
      // A host that names no licence (Codeberg) says nothing of the "open source" fact.
      const detail =
        row.figuresRead && hostReportsLicence(row.url)
          ? licenceContradiction(row.sourceAvailable ? SOURCE_AVAILABLE : row.openSource, row.license)
          : null;
      return detail ? { detail } : null;
    }),
    scope,
    { announce },
  );
  await syncReviews(
    db,
    "repository-archived",
    signals((row) =>
      row.archived && !row.notFoundSince
        ? {
            detail: `${repositoryHostName(row.url)} marks ${repositoryName(row.url)} as archived: the project may have ended.`,
            watchLine: {
              label: "Repository",
              before: "maintained",
              after: `archived on ${repositoryHostName(row.url)}`,
            },
          }
        : null,
    ),
    scope,
    { announce },
  );
  await syncReviews(
    db,
    "repository-gone",
    signals((row) =>
      row.notFoundSince && now.getTime() - row.notFoundSince.getTime() >= REPOSITORY_GONE_DAYS * DAY
        ? {
            detail: `${repositoryHostName(row.url)} has found no repository at ${row.url} since ${dateInWords(row.notFoundSince)}: it was deleted, made private or moved.`,
            watchLine: {
              label: "Repository",
              before: repositoryName(row.url),
              after: `not found since ${dateInWords(row.notFoundSince)}`,
            },
          }
        : null,
    ),
    scope,
    { announce },
  );
  await syncReviews(
    db,
    "no-release",
    signals((row) =>
      row.releaseTag &&
      row.releasePublishedAt &&
      now.getTime() - row.releasePublishedAt.getTime() > NO_RELEASE_DAYS * DAY
        ? {
            detail: `The latest release, ${row.releaseTag}, is from ${dateInWords(row.releasePublishedAt)}: more than two years without one.`,
          }
        : null,
    ),
    scope,
    { announce },
  );
}
