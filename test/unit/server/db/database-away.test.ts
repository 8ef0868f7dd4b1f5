import { describe, expect, it } from "vitest";
import { DatabaseAwayError, isDatabaseAway, withDeadline } from "#app/server/db/database-away.server.ts";

const postgresError = (code: string) => Object.assign(new Error("from Postgres"), { code });

describe("isDatabaseAway", () => {
  it.each(["57P01", "57P02", "57P03", "53300", "CONNECTION_CLOSED", "CONNECT_TIMEOUT", "ECONNREFUSED"])(
    "is true for %s, however deeply it is wrapped",
    (code) => {
      expect(isDatabaseAway(postgresError(code))).toBe(true);
      const drizzle = new Error("Failed query: select 1", { cause: postgresError(code) });
      const betterAuth = Object.assign(new Error("Failed to get session"), {
        code: "FAILED_TO_GET_SESSION",
        cause: drizzle,
      });
      expect(isDatabaseAway(betterAuth)).toBe(true);
    },
  );

  it("is true for workerd's socket errors", () => {
    expect(isDatabaseAway(new Error("Network connection lost."))).toBe(true);
    expect(isDatabaseAway(new Error("connect(): Connection refused"))).toBe(true);
    expect(isDatabaseAway(new Error("proxy request failed, cannot connect to the specified address"))).toBe(true);
  });

  it("is false for a bug or a refused statement", () => {
    expect(isDatabaseAway(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseAway(postgresError("23505"))).toBe(false);
    expect(isDatabaseAway(new Error("Failed query", { cause: postgresError("42P01") }))).toBe(false);
    expect(isDatabaseAway(new Response("Not Found", { status: 404 }))).toBe(false);
    expect(isDatabaseAway(undefined)).toBe(false);
  });

  it("does not loop on an error that is its own cause", () => {
    const error = new Error("round");
    (error as { cause?: unknown }).cause = error;
    expect(isDatabaseAway(error)).toBe(false);
  });
});

describe("withDeadline", () => {
  it("answers what the work answers in time", async () => {
    await expect(withDeadline(Promise.resolve("session"), 1_000, "the session read")).resolves.toBe("session");
  });

  it("gives up with a DatabaseAwayError once the deadline passes", async () => {
    const hung = new Promise(() => {});
    const failure = await withDeadline(hung, 20, "the session read").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseAwayError);
    expect(isDatabaseAway(failure)).toBe(true);
    expect(String(failure)).toContain("the session read took more than 0.02 s");
  });
});
