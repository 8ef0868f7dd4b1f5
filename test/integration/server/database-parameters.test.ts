// The database client as the Worker uses it (patches/postgres+*.patch): a query whose values are
// text, numbers, booleans, dates or nulls goes out in one write, its values sent as text for
// Postgres to read by the types it infers; an object is still serialized by the type Postgres
// names first. (Arrays need the array types that the Worker's client does not fetch, so the site
// passes none.)
import { env } from "cloudflare:workers";
import { and, eq, inArray, lt } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { openRequestDatabase } from "#app/server/db/client.server.ts";
import { tools } from "#app/server/db/schema.server.ts";

// A client of its own: Drizzle, given a client, makes it pass dates and JSON through unserialized.
const sql = postgres(env.HYPERDRIVE.connectionString, { max: 1, fetch_types: false, onnotice: () => {} });
afterAll(() => sql.end());

describe("query parameters", () => {
  it("sends a text value as the text typed, for Postgres to read by the type it infers", async () => {
    // Asked first, the client would serialize "true" by the boolean type's rule (true only for
    // the JavaScript true) and send 'f'.
    const [row] = await sql.unsafe("SELECT $1::boolean AS yes, $2::int + 1 AS next", ["true", "41"]);
    expect(row).toEqual({ yes: true, next: 42 });
  });

  it("keeps numbers, booleans, dates and nulls what they were", async () => {
    const at = new Date("2026-11-26T12:00:00.000Z");
    const [row] = await sql.unsafe(
      "SELECT $1::numeric * 2 AS doubled, $2::boolean AS flag, $3::timestamptz = '2026-11-26 12:00Z' AS same_time, $4::text IS NULL AS missing",
      [1.25, false, at, null],
    );
    expect(row).toEqual({ doubled: "2.50", flag: false, same_time: true, missing: true });
  });

  it("serializes an object by the type Postgres names", async () => {
    const [row] = await sql.unsafe("SELECT ($1::jsonb)->>'name' AS name", [{ name: "Sparrow" } as never]);
    expect(row).toEqual({ name: "Sparrow" });
  });

  it("answers the Worker's own Drizzle queries, several in one batch", async () => {
    const database = openRequestDatabase(env.HYPERDRIVE.connectionString);
    try {
      const db = database.get();
      const bySlug = (slug: string) =>
        db
          .select({ name: tools.name })
          .from(tools)
          .where(
            and(
              eq(tools.slug, slug),
              eq(tools.status, "published"),
              lt(tools.createdAt, new Date(Date.now() + 60_000)),
            ),
          );
      const [sparrow, missing, listed] = await Promise.all([
        bySlug("sparrow-wallet"),
        bySlug("no-such-tool"),
        db
          .select({ slug: tools.slug })
          .from(tools)
          .where(inArray(tools.slug, ["sparrow-wallet", "electrum"])),
      ]);
      expect(sparrow).toEqual([{ name: "Sparrow Wallet" }]);
      expect(missing).toEqual([]);
      expect(listed.map((row) => row.slug).sort()).toEqual(["electrum", "sparrow-wallet"]);
    } finally {
      await database.close();
    }
  });
});

describe("closing the connection", () => {
  it("leaves no unhandled rejection behind, as every request's close would in the Worker's log", async () => {
    const rejections: unknown[] = [];
    const note = (event: PromiseRejectionEvent) => {
      rejections.push(event.reason);
      event.preventDefault();
    };
    addEventListener("unhandledrejection", note);
    try {
      const own = postgres(env.HYPERDRIVE.connectionString, { max: 1, fetch_types: false });
      await own`SELECT 1`;
      await own.end({ timeout: 5 });
      // The socket's read loop settles after end() has returned.
      await new Promise((settled) => setTimeout(settled, 300));
    } finally {
      removeEventListener("unhandledrejection", note);
    }
    expect(rejections).toEqual([]);
  });
});
