// Page views per UTC day and path, counted in the isolate's memory (see memory-batch) and written
// in batches. PAGE_VIEWS=off turns counting off (the bench compares the Worker with and without).
import type { Env } from "#app/server/env.server.ts";
import { MemoryBatch } from "#app/server/analytics/memory-batch.server.ts";
import { pageViewPath } from "#app/server/analytics/page-view-path.server.ts";

export interface PageViewCount {
  day: string;
  path: string;
  views: number;
}

/** At most this many distinct (day, path) pairs wait in memory; a full batch is written at once. */
export const PAGE_VIEW_BATCH = { maxEntries: 500, maxAgeMs: 30_000 };

const batch = new MemoryBatch<PageViewCount>(PAGE_VIEW_BATCH, (held, added) => ({
  ...held,
  views: held.views + added.views,
}));

export const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** Counts the response if it is a page view; returns a batch that is due for writing. */
export function countPageView(
  request: Request,
  response: Response,
  env: Pick<Env, "PAGE_VIEWS">,
  now = Date.now(),
): PageViewCount[] | null {
  if (env.PAGE_VIEWS === "off") return null;
  const path = pageViewPath(request, response);
  if (path === null) return null;
  const day = utcDay(now);
  return batch.add(`${day} ${path}`, { day, path, views: 1 }, now);
}

/** Every count still held by this isolate. */
export const takePageViews = () => batch.take();
