// The repository check: a few published tools' repositories per run (on GitHub, GitLab or
// Codeberg), the least recently read first (never-read ones, and those whose address changed, before
// all), each at most about once a day. A read that fails keeps the last figures; GitHub's rate limit
// stops its reads in this run and every run until GitHub's reset time, and the tools not read come
// first afterwards; another host's limit stops its reads for the rest of the run. What the reads
// found opens (or closes) the editors' reviews: a licence that contradicts the "open source" fact,
// an archived repository, one gone for a week, no release in two years.
import { and, asc, eq, gt, lt, ne, not, or, sql } from "drizzle-orm";
import { parseRepositoryAddress, type RepositoryHost } from "#app/lib/tool-repository.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { githubRateLimitPause, toolRepositoryStats, tools } from "#app/server/db/schema.server.ts";
import { readCodebergRepository } from "#app/server/repositories/codeberg-api.server.ts";
import { readGitHubRepository } from "#app/server/repositories/github-api.server.ts";
import { readGitLabRepository } from "#app/server/repositories/gitlab-api.server.ts";
import type {
  HostRead,
  HostReadContext,
  RepositoryAnswer,
  RepositoryHostConfig,
} from "#app/server/repositories/repository-host.server.ts";
import { syncRepositoryReviews } from "#app/server/repositories/repository-reviews.server.ts";
import { onNewRelease } from "#app/server/repositories/release-change.server.ts";

/**
 * Requests a run may make. The run shares its invocation's 50 subrequests with the every-minute
 * cron's own work (README, "The repository check"), and 24 an hour stays well within GitHub's
 * keyless 60 an hour.
 */
export const REQUESTS_PER_RUN = 24;
/** The most requests one read takes: GitHub's repository and latest release; the others' also the latest commit. */
const REQUESTS_PER_READ: Record<RepositoryHost, number> = { github: 2, gitlab: 3, codeberg: 3 };
/** A tool read more recently than this waits for a later run. */
export const REREAD_AFTER_HOURS = 20;
/**
 * The most time a run spends asking: a host that answers slowly (or not at all) costs the run this,
 * not 10 s for each of its requests; the tools not reached come first next time.
 */
export const RUN_TIME_BUDGET_MS = 30_000;

const READERS: Record<RepositoryHost, (context: HostReadContext, path: string) => Promise<HostRead>> = {
  github: readGitHubRepository,
  gitlab: readGitLabRepository,
  codeberg: readCodebergRepository,
};

export interface RepositoryRun {
  /**
   * "paused": GitHub's pause held, so only other hosts were read; "rate-limited": a host's limit was
   * met in this run; "out-of-time": the run's time budget ran out before every due tool was read.
   */
  status: "done" | "paused" | "rate-limited" | "out-of-time";
  read: number;
  requests: number;
  notFound: number;
  failed: number;
  newReleases: number;
  /** While GitHub's pause holds, or once a host's rate limit was met: when it allows requests again. */
  until?: string;
}

export async function readRepositories(
  config: RepositoryHostConfig,
  db: Database,
  now: Date,
  timeBudgetMs = RUN_TIME_BUDGET_MS,
): Promise<RepositoryRun> {
  const run: RepositoryRun = { status: "done", read: 0, requests: 0, notFound: 0, failed: 0, newReleases: 0 };
  const [pause] = await db
    .select({ until: githubRateLimitPause.until })
    .from(githubRateLimitPause)
    .where(gt(githubRateLimitPause.until, now));
  if (pause) Object.assign(run, { status: "paused", until: pause.until.toISOString() });

  const reached: string[] = [];
  try {
    const context = { config, now, deadline: Date.now() + timeBudgetMs };
    return await readDue(context, db, run, reached, new Set(pause ? ["github"] : []));
  } finally {
    await syncRepositoryReviews(db, now, reached);
  }
}

/**
 * Reads the tools due on hosts not `limited`, within the run's budgets of requests and time;
 * `reached` collects every tool asked about.
 */
async function readDue(
  context: HostReadContext,
  db: Database,
  run: RepositoryRun,
  reached: string[],
  limited: Set<RepositoryHost>,
) {
  const { now } = context;
  for (const tool of await listToolsDue(db, now, limited.has("github"))) {
    const address = parseRepositoryAddress(tool.repositoryUrl);
    if (address && limited.has(address.host)) continue;
    if (run.requests + (address ? REQUESTS_PER_READ[address.host] : 0) > REQUESTS_PER_RUN) break;
    if (Date.now() >= context.deadline) {
      run.status = "out-of-time";
      break;
    }
    reached.push(tool.id);
    if (!address) {
      await recordFailedRead(db, tool, "failed", now);
      run.failed++;
      continue;
    }
    const { answer, requests } = await READERS[address.host](context, address.path);
    run.requests += requests;
    if (answer.kind === "rate-limited") {
      limited.add(address.host);
      if (address.host === "github") await pauseGitHub(db, answer.until);
      Object.assign(run, { status: "rate-limited", until: answer.until.toISOString() });
      continue;
    }
    if (answer.kind !== "ok") {
      await recordFailedRead(db, tool, answer.kind, now);
      run[answer.kind === "not-found" ? "notFound" : "failed"]++;
      continue;
    }
    if (!(await keepFigures(db, tool, answer.value, now))) {
      run.failed++;
      continue;
    }
    run.read++;
    const latest = answer.value.release;
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

/**
 * Writes what a read found; false when the database refused it (a value no check above foresaw),
 * which is then kept as a failed read of this tool alone and the run goes on.
 */
async function keepFigures(db: Database, tool: DueTool, found: RepositoryAnswer, now: Date): Promise<boolean> {
  const { release: latest, ...repository } = found;
  const figures = {
    repositoryUrl: tool.repositoryUrl,
    lastReadAt: now,
    lastOutcome: "ok" as const,
    figuresReadAt: now,
    ...repository,
    pushedAt: repository.pushedAt ? new Date(repository.pushedAt) : null,
    releaseTag: latest?.tag ?? null,
    releasePublishedAt: latest?.publishedAt ? new Date(latest.publishedAt) : null,
    releaseUrl: latest?.url ?? null,
    snapshotCommit: null,
    notFoundSince: null,
  };
  try {
    await db
      .insert(toolRepositoryStats)
      .values({ toolId: tool.id, ...figures })
      .onConflictDoUpdate({ target: toolRepositoryStats.toolId, set: figures });
    return true;
  } catch (error) {
    console.warn(`repository check: the figures of ${tool.repositoryUrl} were refused`, error);
    await recordFailedRead(db, tool, "failed", now);
    return false;
  }
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

async function pauseGitHub(db: Database, until: Date) {
  await db
    .insert(githubRateLimitPause)
    .values({ until })
    .onConflictDoUpdate({ target: githubRateLimitPause.id, set: { until, setAt: new Date() } });
}

function listToolsDue(db: Database, now: Date, githubPaused: boolean) {
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
          sql`${tools.repositoryUrl} IS NOT NULL`,
          githubPaused ? not(sql`${tools.repositoryUrl} LIKE 'https://github.com/%'`) : undefined,
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
      .limit(Math.floor(REQUESTS_PER_RUN / REQUESTS_PER_READ.github))
  );
}
