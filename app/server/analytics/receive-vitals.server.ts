// The speed-insights beacon: a page's LCP, INP and CLS, as its own script measured them. Limited
// per client address, checked against the rules (metric names, sane ranges), and held in memory
// like page views, and like page views nothing a bot reports is kept. The page type is derived here from the path, never taken from the report.
import type { AppLoadContext } from "react-router";
import { isbot } from "isbot";
import { pageTypeOf } from "#app/lib/web-vitals.ts";
import { VitalsReportSchema } from "#app/lib/vitals-rules.ts";
import { utcDay } from "#app/server/analytics/page-view-counter.server.ts";
import { holdVitals } from "#app/server/analytics/vitals-buffer.server.ts";
import { writeLater } from "#app/server/analytics/write-later.server.ts";
import { writeWebVitals } from "#app/server/analytics/write-web-vitals.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { clientAddress, hitRateLimit, type RateLimit } from "#app/server/security/rate-limit.server.ts";

/** A visitor sends one report per page seen; 60 in 10 minutes is far more than anyone reads. */
const reportsPerAddress = (address: string): RateLimit => ({
  key: `vitals:ip:${address}`,
  max: 60,
  windowSeconds: 600,
});

const taken = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

export async function receiveVitals(request: Request, context: AppLoadContext, now = Date.now()): Promise<Response> {
  // A crawler's timings are not a visitor's: answered as taken, so it does not try again.
  if (isbot(request.headers.get("User-Agent"))) return taken();
  const limit = await hitRateLimit(context.db(), reportsPerAddress(clientAddress(request)), now);
  if (!limit.allowed)
    return new Response("Too many reports.", {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds), "Content-Type": "text/plain; charset=utf-8" },
    });
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return badRequest("The report is not JSON.");
  }
  const parsed = VitalsReportSchema.safeParse(body);
  if (!parsed.success) return badRequest("The report is not a valid web-vitals report.");
  const day = utcDay(now);
  const pageType = pageTypeOf(new URL(parsed.data.path, "http://x").pathname);
  const due = holdVitals(
    parsed.data.metrics.map(({ name, value }) => ({ day, pageType, metric: name, value })),
    now,
  );
  if (due) writeLater(context.ctx, context.env.HYPERDRIVE.connectionString, (db) => writeWebVitals(db, due));
  return taken();
}
