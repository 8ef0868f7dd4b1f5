// The Worker's every-minute cron, run as Cloudflare runs it, and waited for.
import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import worker from "#functions/worker.ts";
import { EVERY_MINUTE_CRON } from "#functions/cron-jobs.ts";

export async function runMinuteCron(at = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: EVERY_MINUTE_CRON, scheduledTime: at }), env, ctx);
  await waitOnExecutionContext(ctx);
}
