// The log line of a price poll that did not simply succeed: one readable line, no stack.
import { describe, expect, it } from "vitest";
import { describeBackfill, describePoll, errorText } from "#app/server/prices/poll-log.server.ts";

describe("describePoll", () => {
  it("says a poll without internet brought nothing, source by source, on one line", () => {
    const line = describePoll({
      status: "failed",
      errors: [
        "api.coingecko.com: no answer within 5 s",
        "api.coinbase.com: Network connection lost.",
        "api.coingecko.com: no answer within 5 s",
      ],
    });
    expect(line).toBe(
      "no prices: api.coingecko.com: no answer within 5 s; api.coinbase.com: Network connection lost.; api.coingecko.com: no answer within 5 s",
    );
    expect(line).not.toContain("\n");
  });

  it("says why a poll was skipped, and what a partial poll missed", () => {
    expect(describePoll({ status: "skipped", reason: "another price poll is running" })).toBe(
      "skipped: another price poll is running",
    );
    expect(
      describePoll({ status: "updated", currencies: 41, prices: {}, errors: ["api.coinbase.com answered 429"] }),
    ).toBe("41 prices updated; api.coinbase.com answered 429");
  });

  it("keeps only the first line of an error", () => {
    const error = new Error("fetch failed\n    at fetch (node:internal)\n    at poll");
    expect(errorText(error)).toBe("fetch failed");
    expect(
      describeBackfill({ status: "failed", currency: "EUR", days: 90, error: "api.coingecko.com answered 500" }),
    ).toBe("EUR over 90 days: api.coingecko.com answered 500");
  });
});

describe("wrangler's output in npm start", () => {
  it("drops workerd's error and stack for a host it cannot resolve, and keeps the warmer's line", async () => {
    const { unresolvedHostFilter } = await import("#scripts/lib/worker.ts");
    const output = [
      "\u001b[31m✘ \u001b[41;31m[\u001b[41;97mERROR\u001b[41;31m]\u001b[0m \u001b[1me = rust/worker/ffi.rs:104: failed: failed to lookup address information: Name or service not known\u001b[0m",
      "",
      "  stack: /node_modules/workerd@3d4d979 /node_modules/workerd@2b5edc0",
      "",
      "▲ [WARNING] price warmer: no prices: api.coingecko.com: could not connect",
      "[wrangler:info] GET /bitcoin-to-euro 200 OK (31ms)",
    ];
    const keep = unresolvedHostFilter();
    expect(output.filter(keep)).toEqual([
      "▲ [WARNING] price warmer: no prices: api.coingecko.com: could not connect",
      "[wrangler:info] GET /bitcoin-to-euro 200 OK (31ms)",
    ]);
  });
});
