// The Worker's crons and the job each one runs. The keys are exactly the crons of wrangler.toml
// ([triggers] crons); a unit test holds the two together. A job does its work through app/server
// and logs its own outcome: a failure is logged, never thrown, as nobody waits on a cron.
import { flushAnalytics } from "#app/server/analytics/flush-analytics.server.ts";
import { refreshPublicCopies } from "#app/server/admin/public-copies.server.ts";
import { publishDuePosts } from "#app/server/admin/blog/post-status-change.server.ts";
import { publishDueTools } from "#app/server/admin/tools/tool-status-change.server.ts";
import { mailSubmitterNoticesQuietly } from "#app/server/submissions/notify-submitter-live.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { checkerUserAgent, checkListings } from "#app/server/health/check-listings.server.ts";
import { catchUpMissingLogos } from "#app/server/site-images/refresh-site-images.server.ts";
import { refreshEtfQuotes } from "#app/server/etf/refresh-etf-quotes.server.ts";
import { usMarketHasClosed } from "#app/server/etf/us-market-close.server.ts";
import type { DigestRun } from "#app/server/newsletter/weekly-digest.server.ts";
import { continueWeeklyNewsletter, startWeeklyNewsletter } from "#app/server/newsletter/weekly-newsletter.server.ts";
import { sendEditorDigests } from "#app/server/notifications/send-editor-digests.server.ts";
import { sendInstantNotifications } from "#app/server/notifications/send-editor-notifications.server.ts";
import { sendInstantWatchMails, sendWeeklyWatchDigests } from "#app/server/watching/send-watch-mails.server.ts";
import { describeBackfill, describePoll, errorText } from "#app/server/prices/poll-log.server.ts";
import { warmPrices } from "#app/server/prices/warm-prices.server.ts";
import { checkPriceAlerts } from "#app/server/price-alerts/check-price-alerts.server.ts";
import { readRepositories } from "#app/server/repositories/read-repositories.server.ts";

export type CronJob = (env: Env, db: Database, scheduledTime: number) => Promise<void>;

/**
 * Every minute: the page views and web vitals this isolate still holds are written, the tools and
 * posts scheduled for now are published, the price warmer runs and the price alerts it reaches are
 * mailed (at most ALERT_MAILS_PER_RUN), then the next batch of a weekly
 * newsletter still being sent, the editors' notifications a request left unsent, and the
 * watchers' mails (each change at once; from Monday 09:00 UTC, the weekly digests still due).
 * While many published tools have no logo (a new site), a minute that sent no mail also looks at
 * one such tool's website for its logo (at most 18 requests).
 */
export const EVERY_MINUTE_CRON = "* * * * *";

/**
 * Once an hour, at this minute, the every-minute cron also reads up to 12 tools' GitHub
 * repositories (24 requests). Free Workers have five crons, all taken, and 50 subrequests per
 * invocation: this minute's own work is the database and at most 4 price calls, so the read fits;
 * it waits for the next hour when a newsletter batch went out in the same invocation.
 */
export const REPOSITORY_READ_MINUTE = 23;

/**
 * ETF quotes at 20:15 and 21:15 UTC on weekdays: the US market closes at 20:00 UTC in summer and
 * 21:00 UTC in winter, and a run before the close asks nothing, so the day's refresh (13 calls of
 * the free key's 25) is one after the close; the ledger refuses any refresh that would not fit
 * ALPHAVANTAGE_DAILY_LIMIT. Without ALPHAVANTAGE_API_KEY the page shows its stored figures and the
 * job does nothing.
 */
export const ETF_QUOTES_CRON = "15 20,21 * * 1-5";

/** The weekly newsletter starts on Mondays at 09:00 UTC, with the week that has just ended. */
export const NEWSLETTER_CRON = "0 9 * * 1";

/**
 * The listing check, hourly at :41 (a minute of its own): the websites of up to 24 published tools,
 * the least recently checked first, each about once a day at most, and the logos and preview
 * images of up to 2 tools from their home pages, within 45 requests a run.
 * Failures flag a tool for review in /admin/tools. `npm start` never fires it, so a local site makes
 * no request to the tools' sites unless someone runs it (README, Architecture).
 */
export const LISTING_HEALTH_CRON = "41 * * * *";

/** The editors' daily digest, at 07:00 UTC: the news since each digest admin's last one. */
export const EDITOR_DIGEST_CRON = "0 7 * * *";

export const CRON_JOBS: Readonly<Record<string, CronJob>> = {
  [EVERY_MINUTE_CRON]: async (env, db, scheduledTime) => {
    await flushAnalytics(db).catch((error) => console.warn(`analytics: ${errorText(error)}`));
    await publishScheduled(env, db, new Date(scheduledTime));
    await mailSubmitterNoticesQuietly(env, db);
    await warmAllPrices(env, db);
    const alertMails = await mailPriceAlerts(env, db);
    const newsletter = await logNewsletter(continueWeeklyNewsletter(env, db));
    await notifyEditors(env, db);
    const watchMails = await mailWatchers(env, db, new Date(scheduledTime));
    // The repository read's 24 requests, or a logo look's 18, fit only beside an invocation that sent no mail batch.
    if (newsletter?.sent || watchMails + alertMails > 0) return;
    if (new Date(scheduledTime).getUTCMinutes() === REPOSITORY_READ_MINUTE)
      await readAllRepositories(env, db, new Date(scheduledTime));
    else if (env.SITE_IMAGE_CATCH_UP !== "off") await catchUpLogos(env, db, new Date(scheduledTime));
  },
  [ETF_QUOTES_CRON]: async (env, db, scheduledTime) => {
    if (env.ALPHAVANTAGE_API_KEY && usMarketHasClosed(new Date(scheduledTime))) await warmEtfs(env, db);
  },
  [NEWSLETTER_CRON]: async (env, db, scheduledTime) => {
    await logNewsletter(startWeeklyNewsletter(env, db, new Date(scheduledTime)));
    await mailWatchers(env, db, new Date(scheduledTime));
  },
  [LISTING_HEALTH_CRON]: (env, db, scheduledTime) =>
    checkListings(env, db, new Date(scheduledTime))
      .then((run) => console.info("listing check", JSON.stringify(run)))
      .catch((error) => console.error("listing check", error))
      .then(() => notifyEditors(env, db)),
  [EDITOR_DIGEST_CRON]: (env, db, scheduledTime) =>
    sendEditorDigests(env, db, new Date(scheduledTime))
      .then((run) => {
        if (run.digests || run.failed) console.info("editor digests", JSON.stringify(run));
      })
      .catch((error) => console.error("editor digests", error)),
};

async function catchUpLogos(env: Env, db: Database, now: Date) {
  await catchUpMissingLogos(env, db, now, checkerUserAgent(env))
    .then((run) => {
      if (run) console.info("logo catch-up", JSON.stringify(run));
    })
    .catch((error) => console.error("logo catch-up", error));
}

function notifyEditors(env: Env, db: Database) {
  return sendInstantNotifications(env, db)
    .then(() => undefined)
    .catch((error) => console.error("editor notifications", error));
}

/** The watchers' mails due now; answers how many mails the run tried to send. */
async function mailWatchers(env: Env, db: Database, now: Date): Promise<number> {
  const instant = await sendInstantWatchMails(env, db).catch((error) => {
    console.error("watch mails", error);
    return 0;
  });
  const weekly = await sendWeeklyWatchDigests(env, db, now)
    .then((run) => {
      if (run.digests || run.failed) console.info("weekly watch digests", JSON.stringify(run));
      return run.digests + run.failed;
    })
    .catch((error) => {
      console.error("weekly watch digests", error);
      return 0;
    });
  return instant + weekly;
}

async function publishScheduled(env: Env, db: Database, now: Date) {
  const slugs: string[] = [];
  for (const [what, publish] of [
    ["tools", async () => (await publishDueTools(db, now)).map((tool) => tool.slug)],
    ["posts", async () => (await publishDuePosts(db, now)).map((slug) => `blog/${slug}`)],
  ] as const) {
    try {
      slugs.push(...(await publish()));
    } catch (error) {
      console.warn(`scheduled publication of ${what}: ${errorText(error)}`);
    }
  }
  if (slugs.length === 0) return;
  await refreshPublicCopies(env).catch((error) => console.warn(`scheduled publication: ${errorText(error)}`));
  console.log(`scheduled publication: ${slugs.join(", ")}`);
}

function warmAllPrices(env: Env, db: Database) {
  return warmPrices(env, db)
    .then(({ poll, backfill, high }) => {
      if (poll.status !== "updated" || poll.errors.length) console.warn(`price warmer: ${describePoll(poll)}`);
      if (backfill?.status === "failed") console.warn(`price history backfill: ${describeBackfill(backfill)}`);
      if (high?.status === "failed") console.warn(`all-time high of ${high.currency}: ${high.error}`);
    })
    .catch((error) => console.warn(`price warmer: ${errorText(error)}`));
}

/** Fires the price alerts the warmed prices reach and mails the next of them; answers the mails tried. */
function mailPriceAlerts(env: Env, db: Database): Promise<number> {
  return checkPriceAlerts(env, db)
    .then((run) => {
      if (run.fired || run.failed) console.info("price alerts", JSON.stringify(run));
      return run.mailed + run.failed;
    })
    .catch((error) => {
      console.error("price alerts", error);
      return 0;
    });
}

function logNewsletter(run: Promise<DigestRun | null>): Promise<DigestRun | null> {
  return run
    .then((result) => {
      if (result && result.status !== "already-sent") console.info("weekly newsletter", JSON.stringify(result));
      return result;
    })
    .catch((error) => {
      console.error("weekly newsletter", error);
      return null;
    });
}

function readAllRepositories(env: Env, db: Database, now: Date) {
  return readRepositories(env, db, now)
    .then((run) => {
      if (run.status !== "done" || run.read || run.failed || run.notFound)
        console.info("repository check", JSON.stringify(run));
    })
    .catch((error) => console.error("repository check", error));
}

function warmEtfs(env: Env, db: Database) {
  return refreshEtfQuotes(env, db, { trigger: "schedule" })
    .then((result) => console.info("ETF warmer", JSON.stringify(result)))
    .catch((error) => console.error("ETF warmer", error));
}
