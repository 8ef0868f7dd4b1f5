// The log line of a price poll that did not simply succeed: one readable line, no stack.
import { describe, expect, it } from "vitest";
import { describeBackfill, describePoll, errorText } from "~/server/prices/poll-log";

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
