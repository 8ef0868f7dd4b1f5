// The failure's own error decides, not a second look at the database: a render that failed with
// "the database system is starting up" is the 503 page even when the database answers again by the
// time the Worker looks (a crash recovery takes a fraction of a second).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { openRequestDatabase } from "#app/server/db/client.server.ts";
import { unlessDatabaseIsAway } from "#functions/unless-database-is-away.ts";

const url = new URL("http://localhost/browse");
const startingUp = () =>
  new Error("Failed query: select 1", {
    cause: Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
  });

async function answer(render: (database: ReturnType<typeof openRequestDatabase>) => Promise<Response>) {
  const database = openRequestDatabase(env.HYPERDRIVE.connectionString);
  try {
    return await unlessDatabaseIsAway(env, url, database, () => render(database));
  } finally {
    await database.close();
  }
}

describe("a failed render while the database answers", () => {
  it("that threw Postgres's 'starting up' is the 503 page", async () => {
    const response = await answer(() => Promise.reject(startingUp()));
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(await response.text()).toContain("The site is briefly unavailable.");
  });

  it("that became the error page after a loader noted 'starting up' is the 503 page", async () => {
    const response = await answer(async (database) => {
      database.noteError(startingUp());
      return new Response("Something went wrong", { status: 500 });
    });
    expect(response.status).toBe(503);
  });

  it("that failed for another reason stays what it is", async () => {
    const bug = new TypeError("Cannot read properties of undefined");
    await expect(answer(() => Promise.reject(bug))).rejects.toBe(bug);
    const response = await answer(async (database) => {
      database.noteError(Object.assign(new Error("duplicate key"), { code: "23505" }));
      return new Response("Something went wrong", { status: 500 });
    });
    expect(response.status).toBe(500);
  });
});
