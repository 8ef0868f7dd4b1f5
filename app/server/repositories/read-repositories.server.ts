// The repository check: a few published tools' GitHub repositories per run, the least recently
// read first (never-read ones, and those whose address changed, before all), each at most about
// once a day. A read that fails keeps the last figures; a rate limit stops the run and every run
// until GitHub's reset time, and the tools not read come first afterwards. What the reads found
// opens (or closes) the editors' reviews: a licence that contradicts the "open source" fact, an
// archived repository, one gone for a week, no release in two years.
import { and, asc, eq, gt, like, lt, ne, or, sql } from "drizzle-orm";
import { parseRepositoryUrl } from "#app/lib/tool-repository.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { githubRateLimitPause, toolRepositoryStats, tools } from "#app/server/db/schema.server.ts";
import { getLatestRelease, getRepository, type GitHubConfig } from "#app/server/repositories/github-api.server.ts";
import { syncRepositoryReviews } from "#app/server/repositories/repository-reviews.server.ts";
import { onNewRelease } from "#app/server/repositories/release-change.server.ts";

/**
 * GitHub requests a run may make: two per tool (the repository, its latest release). The run
 * shares its invocation's 50 subrequests with the every-minute cron's own work (README,
 * "The repository check"), and 24 an hour stays well within the keyless 60 an hour.
 */
export const REQUESTS_PER_RUN = 24;
const REQUESTS_PER_TOOL = 2;
/** A tool read more recently than this waits for a later run. */
export const REREAD_AFTER_HOURS = 20;

export interface RepositoryRun {
  status: "done" | "paused" | "rate-limited";
  read: number;
  requests: number;
  notFound: number;
  failed: number;
  newReleases: number;
  /** While paused or once rate limited: when GitHub allows requests again. */
  until?: string;
}

export async function readRepositories(config: GitHubConfig, db: Database, now: Date): Promise<RepositoryRun> {
  const run: RepositoryRun = { status: "done", read: 0, requests: 0, notFound: 0, failed: 0, newReleases: 0 };
  const [pause] = await db
    .select({ until: githubRateLimitPause.until })
    .from(githubRateLimitPause)
    .where(gt(githubRateLimitPause.until, now));
  if (pause) return { ...run, status: "paused", until: pause.until.toISOString() };

  const reached: string[] = [];
  try {
    return await readDue(config, db, now, run, reached);
  } finally {
    await syncRepositoryReviews(db, now, reached);
  }
}

/** Reads the tools due, within the run's budget; `reached` collects every tool asked about. */
async function readDue(config: GitHubConfig, db: Database, now: Date, run: RepositoryRun, reached: string[]) {
  for (const tool of await listToolsDue(db, now)) {
    if (run.requests + REQUESTS_PER_TOOL > REQUESTS_PER_RUN) break;
    reached.push(tool.id);
    const name = parseRepositoryUrl(tool.repositoryUrl);
    if (!name) {
      await recordFailedRead(db, tool, "failed", now);
      run.failed++;
      continue;
    }
    const repository = await getRepository(config, name, now);
    run.requests++;
    if (repository.kind === "rate-limited") return pauseUntil(db, run, repository.until);
    if (repository.kind !== "ok") {
      await recordFailedRead(db, tool, repository.kind, now);
      run[repository.kind === "not-found" ? "notFound" : "failed"]++;
      continue;
    }
    const release = await getLatestRelease(config, name, now);
    run.requests++;
    if (release.kind === "rate-limited") return pauseUntil(db, run, release.until);
    if (release.kind === "failed") {
      await recordFailedRead(db, tool, "failed", now);
      run.failed++;
      continue;
    }
    const latest = release.kind === "ok" ? release.value : null;
    const figures = {
      repositoryUrl: tool.repositoryUrl,
      lastReadAt: now,
      lastOutcome: "ok" as const,
      figuresReadAt: now,
      ...repository.value,
      pushedAt: repository.value.pushedAt ? new Date(repository.value.pushedAt) : null,
      releaseTag: latest?.tag ?? null,
      releasePublishedAt: latest?.publishedAt ? new Date(latest.publishedAt) : null,
      releaseUrl: latest?.url ?? null,
      snapshotCommit: null,
      notFoundSince: null,
    };
    await db
      .insert(toolRepositoryStats)
      .values({ toolId: tool.id, ...figures })
      .onConflictDoUpdate({ target: toolRepositoryStats.toolId, set: figures });
    run.read++;
    const knownTag = tool.readUrl === tool.repositoryUrl ? tool.releaseTag : null;
    if (latest && knownTag && latest.tag !== knownTag) {
      run.newReleases++;
      await onNewRelease(db, {
        toolId: tool.id,
        tag: latest.tag,
        publishedAt: latest.publishedAt,
        previous: { tag: knownTag, publishedAt: tool.releasePublishedAt },
      });
    }
  }
  return run;
}

type DueTool = Awaited<ReturnType<typeof listToolsDue>>[number];

/** The read failed: when and how are kept, and the figures of the same address stay as they were. */
async function recordFailedRead(db: Database, tool: DueTool, outcome: "not-found" | "failed", now: Date) {
  const sameAddress = tool.readUrl === tool.repositoryUrl;
  // A run of "not found" reads keeps the day it began.
  const notFoundSince =
    outcome === "not-found"
      ? sql`COALESCE(${toolRepositoryStats.notFoundSince}, ${now.toISOString()}::timestamptz)`
      : null;
  const read = { repositoryUrl: tool.repositoryUrl, lastReadAt: now, lastOutcome: outcome };
  const cleared = {
    figuresReadAt: null,
    archived: null,
    pushedAt: null,
    licenseSpdxId: null,
    stars: null,
    releaseTag: null,
    releasePublishedAt: null,
    releaseUrl: null,
  };
  await db
    .insert(toolRepositoryStats)
    .values({ toolId: tool.id, ...read, notFoundSince: outcome === "not-found" ? now : null })
    .onConflictDoUpdate({
      target: toolRepositoryStats.toolId,
      set: sameAddress
        ? { ...read, notFoundSince: outcome === "not-found" ? notFoundSince : toolRepositoryStats.notFoundSince }
        : { ...read, ...cleared, notFoundSince: outcome === "not-found" ? now : null },
    });
}

async function pauseUntil(db: Database, run: RepositoryRun, until: Date): Promise<RepositoryRun> {
  await db
    .insert(githubRateLimitPause)
    .values({ until })
    .onConflictDoUpdate({ target: githubRateLimitPause.id, set: { until, setAt: new Date() } });
  return { ...run, status: "rate-limited", until: until.toISOString() };
}

function listToolsDue(db: Database, now: Date) {
  const recent = new Date(now.getTime() - REREAD_AFTER_HOURS * 3_600_000);
  return (
    db
      .select({
        id: tools.id,
        repositoryUrl: sql<string>`${tools.repositoryUrl}`,
        readUrl: toolRepositoryStats.repositoryUrl,
        releaseTag: toolRepositoryStats.releaseTag,
        releasePublishedAt: toolRepositoryStats.releasePublishedAt,
      })
      .from(tools)
      .leftJoin(toolRepositoryStats, eq(toolRepositoryStats.toolId, tools.id))
      .where(
        and(
          eq(tools.status, "published"),
          // Only GitHub's figures are read; a repository on another host is shown as it is.
          like(tools.repositoryUrl, "https://github.com/%"),
          or(
            sql`${toolRepositoryStats.toolId} IS NULL`,
            ne(toolRepositoryStats.repositoryUrl, tools.repositoryUrl),
            lt(toolRepositoryStats.lastReadAt, recent),
          ),
        ),
      )
      // A tool whose address changed since its latest read counts as never read.
      .orderBy(
        sql`CASE WHEN ${toolRepositoryStats.repositoryUrl} = ${tools.repositoryUrl} THEN ${toolRepositoryStats.lastReadAt} END ASC NULLS FIRST`,
        asc(tools.id),
      )
      .limit(Math.floor(REQUESTS_PER_RUN / REQUESTS_PER_TOOL))
  );
}
