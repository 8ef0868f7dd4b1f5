// The admin overview: admins only, real figures, reached on the admin subdomain too.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postAs, signIn, uniqueAddress, type SignedIn } from "#test/support/accounts.ts";
import { get, post } from "#test/support/worker.ts";
import { openTestDatabase } from "#test/support/database.ts";

const { db, close } = openTestDatabase(env.HYPERDRIVE.connectionString);
afterAll(close);

let bob: SignedIn;
beforeAll(async () => {
  bob = await signIn(uniqueAddress("bob"));
});

describe("the admin overview", () => {
  it("is a 404 for visitors and for users who are not admins", async () => {
    expect((await get("/admin")).response.status).toBe(404);
    expect((await get("/admin", { headers: { Cookie: bob.cookie } })).response.status).toBe(404);
  });

  it("a post to it is a 404 for visitors and users who are not admins", async () => {
    expect((await post("/admin", {})).response.status).toBe(404);
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
