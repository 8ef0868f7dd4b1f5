// Bookmarks on the tool page: signed out, add, remove, only one's own.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { postAs, signIn, uniqueAddress, type SignedIn } from "#test/support/accounts.ts";
import { get, post } from "#test/support/worker.ts";
import type { Database } from "#app/server/db/client.server.ts";

const TOOL = "/tool/sparrow-wallet";
let alice: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  alice = await signIn(uniqueAddress("alice"));
  bob = await signIn(uniqueAddress("bob"));
});

const bookmarkCount = async (db: Database, user: SignedIn) => {
  const [row] = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bookmarks b
    JOIN users u ON u.id = b.user_id WHERE u.email = ${user.email}`);
  return row!.n;
};

describe("bookmarks", () => {
  it("signed out, the form sends the visitor to sign in with a message saying why", async () => {
    const { response } = await post(TOOL, { intent: "bookmark" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      "/sign-in?notice=sign-in-to-bookmark&redirectTo=%2Ftool%2Fsparrow-wallet",
    );
    const page = await get("/sign-in?notice=sign-in-to-bookmark");
    expect(page.html).toContain("Authentication required");
    expect(page.html).toContain("Please sign in to bookmark tools");
  });

  it("adds and removes the bookmark for the signed-in user, saying so on the page", async ({ db }) => {
    const before = await get(TOOL, { headers: { Cookie: alice.cookie } });
    expect(before.html).toMatch(/aria-pressed="false"[^>]*>.*?Bookmark</s);

    const added = await postAs(alice, TOOL, { intent: "bookmark" });
    expect(added.response.status).toBe(200);
    expect(added.html).toContain("Tool has been added to your bookmarks");
    expect(added.html).toMatch(/aria-pressed="true"/);
    expect(await bookmarkCount(db, alice)).toBe(1);
    await postAs(alice, TOOL, { intent: "bookmark" });
    expect(await bookmarkCount(db, alice)).toBe(1);

    const removed = await postAs(alice, TOOL, { intent: "unbookmark" });
    expect(removed.html).toContain("Tool has been removed from your bookmarks");
    expect(await bookmarkCount(db, alice)).toBe(0);
  });

  it("one user's bookmark is not another's, and nobody can act for someone else", async ({ db }) => {
    await postAs(alice, TOOL, { intent: "bookmark" });
    const bobsView = await get(TOOL, { headers: { Cookie: bob.cookie } });
    expect(bobsView.html).toMatch(/aria-pressed="false"/);
    // Bob removing "his" bookmark, even naming Alice's id, leaves hers alone: the user comes from the session.
    const [aliceRow] = await db.execute<{ id: string }>(sql`SELECT id FROM users WHERE email = ${alice.email}`);
    await postAs(bob, TOOL, { intent: "unbookmark", user_id: aliceRow!.id });
    expect(await bookmarkCount(db, alice)).toBe(1);
    expect(await bookmarkCount(db, bob)).toBe(0);
  });

  it("refuses an unknown intent and a bookmark without the CSRF token", async () => {
    expect((await postAs(alice, TOOL, { intent: "delete-all" })).response.status).toBe(400);
    const noToken = await post(TOOL, { intent: "bookmark" }, { headers: { Cookie: alice.cookie } });
    expect(noToken.response.status).toBe(403);
  });

  it("an unknown tool answers 404, signed in or not", async () => {
    expect((await postAs(alice, "/tool/no-such-tool", { intent: "bookmark" })).response.status).toBe(404);
  });
});
