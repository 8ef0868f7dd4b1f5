// The cron table: every cron wrangler.toml triggers has a job, and no job waits for a cron that
// never fires.
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import {
  CRON_JOBS,
  EDITOR_DIGEST_CRON,
  ETF_QUOTES_CRON,
  EVERY_MINUTE_CRON,
  LISTING_HEALTH_CRON,
  NEWSLETTER_CRON,
} from "#functions/cron-jobs.ts";

// The jobs send mail over cloudflare:sockets, which only workerd has; this test runs no job.
vi.mock("worker-mailer", () => ({ WorkerMailer: {} }));

describe("cron jobs", () => {
  it("the crons in wrangler.toml are the ones the Worker dispatches on", () => {
    const crons = /crons = (\[.*\])/.exec(readFileSync("wrangler.toml", "utf8"))![1]!;
    expect(JSON.parse(crons)).toEqual([
      EVERY_MINUTE_CRON,
      ETF_QUOTES_CRON,
      NEWSLETTER_CRON,
      LISTING_HEALTH_CRON,
      EDITOR_DIGEST_CRON,
    ]);
    // Workers' free plan allows 5 cron triggers.
    expect(JSON.parse(crons).length).toBeLessThanOrEqual(5);
    expect(Object.keys(CRON_JOBS)).toEqual(JSON.parse(crons));
  });
});
