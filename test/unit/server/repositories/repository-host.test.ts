import { describe, expect, it } from "vitest";
import { rateLimitedUntil } from "#app/server/repositories/repository-host.server.ts";

const now = new Date("2026-11-26T06:00:00Z");
const answer = (status: number, headers: Record<string, string> = {}) => new Response("{}", { status, headers });

describe("a host's rate limit", () => {
  it("lifts at x-ratelimit-reset when no request is left, on a 403 or a 429", () => {
    const reset = String(now.getTime() / 1000 + 1800);
    for (const status of [403, 429])
      expect(
        rateLimitedUntil(answer(status, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset }), now),
      ).toEqual(new Date("2026-11-26T06:30:00Z"));
  });

  it("lifts at GitLab's RateLimit-Reset when no request is left", () => {
    const reset = String(now.getTime() / 1000 + 600);
    expect(rateLimitedUntil(answer(429, { "RateLimit-Remaining": "0", "RateLimit-Reset": reset }), now)).toEqual(
      new Date("2026-11-26T06:10:00Z"),
    );
  });

  it("waits retry-after seconds for a secondary limit, and an hour for a bare 429", () => {
    expect(rateLimitedUntil(answer(403, { "retry-after": "120" }), now)).toEqual(new Date("2026-11-26T06:02:00Z"));
    expect(rateLimitedUntil(answer(429), now)).toEqual(new Date("2026-11-26T07:00:00Z"));
  });

  it("waits a minute at least and a day at most, whatever the headers say", () => {
    const past = String(now.getTime() / 1000 - 3600);
    const farAway = String(now.getTime() / 1000 + 30 * 86_400);
    expect(rateLimitedUntil(answer(403, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": past }), now)).toEqual(
      new Date("2026-11-26T06:01:00Z"),
    );
    expect(rateLimitedUntil(answer(403, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": farAway }), now)).toEqual(
      new Date("2026-11-27T06:00:00Z"),
    );
  });

  it("is not a 403 that leaves requests (a blocked repository), nor any other status", () => {
    expect(rateLimitedUntil(answer(403, { "x-ratelimit-remaining": "42" }), now)).toBeNull();
    expect(rateLimitedUntil(answer(404), now)).toBeNull();
    expect(rateLimitedUntil(answer(200, { "x-ratelimit-remaining": "0" }), now)).toBeNull();
  });
});
