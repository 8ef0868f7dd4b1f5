// The Worker's crons, run as Cloudflare runs them, and waited for.
import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import worker from "#functions/worker.ts";
import { EVERY_MINUTE_CRON } from "#functions/cron-jobs.ts";

export async function runCron(cron: string, at = Date.now(), vars: Partial<typeof env> = {}) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime: at }), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
}

export const runMinuteCron = (at = Date.now(), vars: Partial<typeof env> = {}) => runCron(EVERY_MINUTE_CRON, at, vars);
