// The hourly listing check: a few published tools' websites per run, the least recently checked
// first (never-checked ones, and those whose address changed, before all), so every tool comes
// round in turn, and none more than about once a day unless an editor changes its address. Each
// check is stored as it is made; checks older than KEEP_CHECKS_DAYS go. A tool that a check turns
// 'Needs review' is an event for the editors' notifications, and one failing for two weeks opens a
// review in their queue. Before its checks, a run looks at
// up to SITE_IMAGE_TOOLS_PER_RUN tools' home pages for their logos and preview images
// (app/server/site-images), within the same request budget.
import { and, asc, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { HealthCheckOutcome } from "#app/lib/listing-health.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { toolHealth, toolHealthChecks, tools } from "#app/server/db/schema.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { checkWebsite, MAX_REQUESTS_PER_CHECK } from "#app/server/health/check-website.server.ts";
import { syncWebsiteReviews } from "#app/server/health/website-reviews.server.ts";
import { recordEditorEvent } from "#app/server/notifications/record-editor-event.server.ts";
import {
  listToolsDueForSiteImages,
  MAX_REQUESTS_PER_SITE_IMAGES,
  refreshSiteImages,
  type SiteImagesEnv,
} from "#app/server/site-images/refresh-site-images.server.ts";

/** Websites checked per run: 24 an hour is polite to the sites and light on the Worker. */
export const CHECKS_PER_RUN = 24;
/**
 * Requests a run may make. Workers' free plan allows 50 subrequests per invocation, the database
 * connection among them: a run takes no further tool once the next check (or look for images, with
 * its bucket writes) could pass this budget, and the tools left over come first in the next run.
 */
export const REQUESTS_PER_RUN = 45;
/** A tool checked more recently than this waits for a later run. */
export const RECHECK_AFTER_HOURS = 20;
export const KEEP_CHECKS_DAYS = 90;

export interface ListingCheckRun {
  checked: number;
  /** Tools whose home pages were read for their images. */
  imagesLooked: number;
  requests: number;
  outcomes: Partial<Record<HealthCheckOutcome, number>>;
  pruned: number;
}

/** Who asks: the site's name and address, so a site owner can find us. */
export const checkerUserAgent = (env: Pick<Env, "SITE_NAME" | "SITE_URL">) =>
  `${env.SITE_NAME} listing check (+${env.SITE_URL})`;

export async function checkListings(
  env: Pick<Env, "SITE_NAME" | "SITE_URL" | "TEST_ONLY_ALLOW_FETCH_ORIGIN"> & SiteImagesEnv,
  db: Database,
  now: Date,
): Promise<ListingCheckRun> {
  const pruned = await db
    .delete(toolHealthChecks)
    .where(lt(toolHealthChecks.checkedAt, new Date(now.getTime() - KEEP_CHECKS_DAYS * 86_400_000)))
    .returning({ id: toolHealthChecks.id });
  const userAgent = checkerUserAgent(env);
  let requests = 0;
  let imagesLooked = 0;
  for (const tool of await listToolsDueForSiteImages(db, now)) {
    if (requests + MAX_REQUESTS_PER_SITE_IMAGES > REQUESTS_PER_RUN) break;
    const looked = await refreshSiteImages(env, db, tool.id, userAgent).catch((error: unknown) => {
      console.error("site images", tool.id, error);
      return null;
    });
    // A look that failed midway may have spent its whole share.
    requests += looked?.requests ?? MAX_REQUESTS_PER_SITE_IMAGES;
    imagesLooked++;
  }
  const due = await listToolsDue(db, now);
  const outcomes: ListingCheckRun["outcomes"] = {};
  let checked = 0;
  // One at a time: a run takes a couple of minutes at worst, and no site sees two requests at once.
  for (const tool of due) {
    if (requests + MAX_REQUESTS_PER_CHECK > REQUESTS_PER_RUN) break;
    const { requests: used, ...check } = await checkWebsite(tool.websiteUrl, userAgent, env);
    const [stored] = await db
      .insert(toolHealthChecks)
      .values({ toolId: tool.id, url: tool.websiteUrl, checkedAt: new Date(), ...check })
      .returning({ id: toolHealthChecks.id });
    if (tool.state !== "needs-review") await announceIfFlagged(db, tool.id, stored!.id);
    outcomes[check.outcome] = (outcomes[check.outcome] ?? 0) + 1;
    checked++;
    requests += used;
  }
  await syncWebsiteReviews(db, now);
  return { checked, imagesLooked, requests, outcomes, pruned: pruned.length };
}

/** The check has just made the tool's health (kept by a trigger) 'Needs review'. */
async function announceIfFlagged(db: Database, toolId: string, checkId: number) {
  const [health] = await db.select({ state: toolHealth.state }).from(toolHealth).where(eq(toolHealth.toolId, toolId));
  if (health?.state === "needs-review") await recordEditorEvent(db, { kind: "needs-review", toolId, checkId });
}

function listToolsDue(db: Database, now: Date) {
  const recent = new Date(now.getTime() - RECHECK_AFTER_HOURS * 3_600_000);
  return (
    db
      .select({ id: tools.id, websiteUrl: tools.websiteUrl, state: toolHealth.state })
      .from(tools)
      .leftJoin(toolHealth, eq(toolHealth.toolId, tools.id))
      .where(
        and(
          eq(tools.status, "published"),
          or(
            isNull(toolHealth.lastCheckedAt),
            ne(toolHealth.lastUrl, tools.websiteUrl),
            lt(toolHealth.lastCheckedAt, recent),
          ),
        ),
      )
      // A tool whose address changed since its latest check counts as never checked.
      .orderBy(
        sql`CASE WHEN ${toolHealth.lastUrl} = ${tools.websiteUrl} THEN ${toolHealth.lastCheckedAt} END ASC NULLS FIRST`,
        asc(tools.id),
      )
      .limit(CHECKS_PER_RUN)
  );
}
