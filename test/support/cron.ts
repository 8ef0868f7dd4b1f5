// The Worker's crons, run as Cloudflare runs them, and waited for.
import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import worker from "#functions/worker.ts";
import { EVERY_MINUTE_CRON } from "#functions/cron-jobs.ts";

export async function runCron(cron: string, at = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime: at }), env, ctx);
  await waitOnExecutionContext(ctx);
}

export const runMinuteCron = (at = Date.now()) => runCron(EVERY_MINUTE_CRON, at);
