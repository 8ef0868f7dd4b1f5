// Profile writes against the real database, where two requests can race.
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import { updateProfile } from "#app/server/profile/profile.server.ts";
import { openTestDatabase } from "#test/support/database.ts";

const first = openTestDatabase(env.HYPERDRIVE.connectionString);
const second = openTestDatabase(env.HYPERDRIVE.connectionString);
afterAll(() => Promise.all([first.close(), second.close()]));

describe("two users taking one username at the same moment", () => {
  it("the one whose write lands second is told the name is taken", async () => {
    const username = `race${Date.now().toString(36)}`;
    const [winner, loser] = [`race-winner-${username}`, `race-loser-${username}`];
    // The winner's row is written but not yet committed, so the loser's check finds nothing and its
    // insert waits on the unique index until the winner commits.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    const winnerWrite = first.sql.begin(async (tx) => {
      await tx`INSERT INTO profiles (id, username) VALUES (${winner}, ${username})`;
      await committed;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const loserWrite = updateProfile(second.db, loser, { username, fullName: "" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await winnerWrite;
    expect(await loserWrite).toEqual({
      ok: false,
      field: "username",
      error: "That username is taken. Choose another.",
    });
  });
});
