// A tool's repository has a new latest release: the one place that hears of it. The repository
// cron calls it when a read finds a latest release other than the one it knew, and only when it
// knew one (a tool's first read, or a first release, is not news to anyone watching).
import type { Database } from "#app/server/db/client.server.ts";
import { queueToolChange } from "#app/server/watching/queue-tool-change.server.ts";

export interface NewRelease {
  toolId: string;
  tag: string;
  /** ISO 8601, or null when GitHub gave no date. */
  publishedAt: string | null;
  /** The latest release known until now. */
  previous: { tag: string; publishedAt: Date | null };
}

/**
 * Queues the release for the people watching the tool (the watchers' cron mails it). It runs
 * after the new figures are stored, outside their transaction, so a failure here never loses
 * them; and it only records, since the cron's subrequests are spent on GitHub.
 */
export async function onNewRelease(db: Database, release: NewRelease): Promise<void> {
  await queueToolChange(db, release.toolId, {
    kind: "release",
    before: release.previous,
    after: { tag: release.tag, publishedAt: release.publishedAt },
  });
}
