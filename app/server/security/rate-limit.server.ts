// Fixed-window rate limits counted in Postgres, so they hold across every edge location and
// isolate (in-memory counters would not). One statement counts the hit and reads the total.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { rateLimits } from "#app/server/db/schema.server.ts";

export interface RateLimit {
  /** What is limited and for whom, e.g. "magic-link:ip:203.0.113.5". */
  key: string;
  max: number;
  windowSeconds: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function hitRateLimit(db: Database, limit: RateLimit, now = Date.now()): Promise<RateLimitResult> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: sql`to_timestamp(${windowStart / 1000})`, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  if ((row?.hits ?? 0) <= limit.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil((windowStart + windowMs - now) / 1000) };
}

/** Whether one more hit would be allowed, without counting it (for limits counted only on success). */
export async function peekRateLimit(db: Database, limit: RateLimit, now = Date.now()): Promise<RateLimitResult> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, limit.key), sql`${rateLimits.windowStart} = to_timestamp(${windowStart / 1000})`));
  if ((row?.hits ?? 0) < limit.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil((windowStart + windowMs - now) / 1000) };
}

/** Checks several limits; every one is counted, and the longest wait wins. */
export async function hitRateLimits(db: Database, limits: readonly RateLimit[], now = Date.now()) {
  const results = await Promise.all(limits.map((limit) => hitRateLimit(db, limit, now)));
  const blocked = results.filter((r): r is { allowed: false; retryAfterSeconds: number } => !r.allowed);
  if (blocked.length === 0) return { allowed: true } as const;
  return { allowed: false, retryAfterSeconds: Math.max(...blocked.map((r) => r.retryAfterSeconds)) } as const;
}

/** "Too many {what}. Please try again in N minutes." for a refused request. */
export function tooManyMessage(what: string, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** Cloudflare's client address; locally (no header) all requests share one bucket. */
export const clientAddress = (request: Request) => request.headers.get("CF-Connecting-IP") ?? "local";

/** Windows older than a day are of no use; the warmer clears them once an hour. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '1 day'`);
}
