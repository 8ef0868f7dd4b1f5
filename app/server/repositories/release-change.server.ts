// A tool's repository has a new latest release: the one place that hears of it. The repository
// cron calls it when a read finds a latest release other than the one it knew, and only when it
// knew one (a tool's first read, or a first release, is not news to anyone watching).
import type { Database } from "#app/server/db/client.server.ts";

export interface NewRelease {
  toolId: string;
  tag: string;
  /** ISO 8601, or null when GitHub gave no date. */
  publishedAt: string | null;
}

/**
 * People watching the tool are told here. For now it does nothing: watcher mails are wired to
 * it separately. It runs after the new figures are stored, outside their transaction, so a
 * failure here never loses them; it should record what it must send rather than send inline,
 * since the cron's subrequest budget is already spent on GitHub.
 */
export async function onNewRelease(_db: Database, _release: NewRelease): Promise<void> {}
