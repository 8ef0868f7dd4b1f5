// Bookmarks on the tool page (signed out, add, remove, only one's own) and the admin overview
// (admins only, real figures, reached on the admin subdomain too).
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRequestDatabase } from "#app/server/db/client.server.ts";
import { formOf, postAs, signIn, uniqueAddress, type SignedIn } from "#test/support/accounts.ts";
import { get } from "#test/support/worker.ts";

const database = openRequestDatabase(env.HYPERDRIVE.connectionString);
const db = database.get();
afterAll(() => database.close());

const TOOL = "/tool/sparrow-wallet";
let alice: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  alice = await signIn(uniqueAddress("alice"));
  bob = await signIn(uniqueAddress("bob"));
});

const bookmarkCount = async (user: SignedIn) => {
  const [row] = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bookmarks b
    JOIN users u ON u.id = b.user_id WHERE u.email = ${user.email}`);
  return row!.n;
};

describe("bookmarks", () => {
  it("signed out, the form sends the visitor to sign in with the spec's message", async () => {
    const { response } = await get(TOOL, { method: "POST", body: formOf({ intent: "bookmark" }) });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      "/sign-in?notice=sign-in-to-bookmark&redirectTo=%2Ftool%2Fsparrow-wallet",
    );
    const page = await get("/sign-in?notice=sign-in-to-bookmark");
    expect(page.html).toContain("Authentication required");
    expect(page.html).toContain("Please sign in to bookmark tools");
  });

  it("adds and removes the bookmark for the signed-in user, saying so on the page", async () => {
    const before = await get(TOOL, { headers: { Cookie: alice.cookie } });
    expect(before.html).toMatch(/aria-pressed="false"[^>]*>.*?Bookmark</s);

    const added = await postAs(alice, TOOL, { intent: "bookmark" });
    expect(added.response.status).toBe(200);
    expect(added.html).toContain("Tool has been added to your bookmarks");
    expect(added.html).toMatch(/aria-pressed="true"/);
    expect(await bookmarkCount(alice)).toBe(1);
    await postAs(alice, TOOL, { intent: "bookmark" });
    expect(await bookmarkCount(alice)).toBe(1);

    const removed = await postAs(alice, TOOL, { intent: "unbookmark" });
    expect(removed.html).toContain("Tool has been removed from your bookmarks");
    expect(await bookmarkCount(alice)).toBe(0);
  });

  it("one user's bookmark is not another's, and nobody can act for someone else", async () => {
    await postAs(alice, TOOL, { intent: "bookmark" });
    const bobsView = await get(TOOL, { headers: { Cookie: bob.cookie } });
    expect(bobsView.html).toMatch(/aria-pressed="false"/);
    // Bob removing "his" bookmark, even naming Alice's id, leaves hers alone: the user comes from the session.
    const [aliceRow] = await db.execute<{ id: string }>(sql`SELECT id FROM users WHERE email = ${alice.email}`);
    await postAs(bob, TOOL, { intent: "unbookmark", user_id: aliceRow!.id });
    expect(await bookmarkCount(alice)).toBe(1);
    expect(await bookmarkCount(bob)).toBe(0);
  });

  it("refuses an unknown intent and a bookmark without the CSRF token", async () => {
    expect((await postAs(alice, TOOL, { intent: "delete-all" })).response.status).toBe(400);
    const noToken = await get(TOOL, {
      method: "POST",
      headers: { Cookie: alice.cookie },
      body: formOf({ intent: "bookmark" }),
    });
    expect(noToken.response.status).toBe(403);
  });

  it("an unknown tool answers 404, signed in or not", async () => {
    expect((await postAs(alice, "/tool/no-such-tool", { intent: "bookmark" })).response.status).toBe(404);
  });
});

describe("the admin overview", () => {
  it("is a 404 for visitors and for users who are not admins", async () => {
    expect((await get("/admin")).response.status).toBe(404);
    expect((await get("/admin", { headers: { Cookie: bob.cookie } })).response.status).toBe(404);
  });

  it("a post to it is a 404 for visitors and users who are not admins", async () => {
    expect((await get("/admin", { method: "POST", body: formOf({}) })).response.status).toBe(404);
    expect((await postAs(bob, "/admin", {})).response.status).toBe(404);
  });

  it("shows admins the real figures, with the Admin link in the header", async () => {
    const admin = await signIn(uniqueAddress("editor"));
    await db.execute(
      sql`INSERT INTO user_roles (user_id, role) SELECT id, 'admin' FROM users WHERE email = ${admin.email}`,
    );
    const [counts] = await db.execute<{ published: number; users: number }>(sql`SELECT
      (SELECT count(*)::int FROM tools WHERE status = 'published') AS published,
      (SELECT count(*)::int FROM users) AS users`);
    const { response, html } = await get("/admin", { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await postAs(admin, "/admin", {})).response.status).toBe(405);
    expect(html).toContain("<h1");
    expect(html).toMatch(new RegExp(`Published</dt><dd[^>]*>${counts!.published}<`));
    expect(html).toMatch(new RegExp(`data-testid="users"[^>]*>${counts!.users}<`));
    expect(html).toContain('href="/admin"');

    // The admin subdomain maps onto /admin.
    const sub = await get("/", { origin: "http://admin.localhost", headers: { Cookie: admin.cookie } });
    expect(sub.response.status).toBe(200);
    expect(sub.html).toContain("Pending submissions");
  });
});
