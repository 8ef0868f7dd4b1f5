// The profile page: sign-in required, the tabs with their empty states, editing one's own profile
// with validation, and submissions visible to their submitter and admins only.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRequestDatabase } from "~/server/db/client";
import { postAs, signIn, uniqueAddress, type SignedIn } from "../support/accounts";
import { get } from "../support/worker";

const database = openRequestDatabase(env.HYPERDRIVE.connectionString);
const db = database.get();
let dana: SignedIn;
let eve: SignedIn;
const slug = `pending-tool-${Date.now()}`;

beforeAll(async () => {
  dana = await signIn(uniqueAddress("dana"));
  eve = await signIn(uniqueAddress("eve"));
});
afterAll(async () => {
  await db.execute(sql`DELETE FROM tools WHERE slug = ${slug}`);
  await database.close();
});

const profileRow = async (user: SignedIn) =>
  (
    await db.execute<{ username: string | null; full_name: string | null }>(sql`
      SELECT p.username, p.full_name FROM profiles p JOIN users u ON u.id = p.id WHERE u.email = ${user.email}`)
  )[0];

describe("the profile page", () => {
  it("sends visitors without a session to /sign-in", async () => {
    const { response } = await get("/profile");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/sign-in");
  });

  it("shows the tabs with the spec's empty messages, private to the user", async () => {
    const { response, html } = await get("/profile", { headers: { Cookie: dana.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(html).toContain("Bookmarked Tools");
    expect(html).toContain("Submitted Tools");
    expect(html).toContain("You haven&#x27;t bookmarked any tools yet.");
    expect(html).toContain(dana.email);
    const submitted = await get("/profile?tab=submitted", { headers: { Cookie: dana.cookie } });
    expect(submitted.html).toContain("You haven&#x27;t submitted any tools yet.");
    expect((await get("/profile?tab=secrets", { headers: { Cookie: dana.cookie } })).response.status).toBe(400);
  });

  it("lists the user's bookmarks", async () => {
    await postAs(dana, "/tool/sparrow-wallet", { intent: "bookmark" });
    const { html } = await get("/profile", { headers: { Cookie: dana.cookie } });
    expect(html).toContain('href="/tool/sparrow-wallet"');
    expect((await get("/profile", { headers: { Cookie: eve.cookie } })).html).not.toContain(
      'href="/tool/sparrow-wallet"',
    );
  });
});

describe("editing the profile", () => {
  it("saves a valid username (lower-cased) and full name, and says so", async () => {
    const username = `Dana_${Date.now() % 1e6}`;
    const { response } = await postAs(dana, "/profile", { username, fullName: "  Dana Scully " });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile?notice=profile-updated");
    expect(await profileRow(dana)).toEqual({ username: username.toLowerCase(), full_name: "Dana Scully" });
    const page = await get("/profile?notice=profile-updated", { headers: { Cookie: dana.cookie } });
    expect(page.html).toContain("Profile updated successfully");
    expect(page.html).toContain(`@${username.toLowerCase()}`);
    expect(page.html).toContain("Dana Scully");
  });

  it("refuses bad usernames with clear messages and keeps what was typed", async () => {
    const short = await postAs(eve, "/profile", { username: "ev", fullName: "Eve" });
    expect(short.response.status).toBe(400);
    expect(short.html).toContain("Usernames are 3 to 30 characters long.");
    expect(short.html).toContain('value="ev"');
    const symbols = await postAs(eve, "/profile", { username: "eve!", fullName: "Eve" });
    expect(symbols.html).toContain("Use only letters a-z, digits 0-9 and underscores.");
    const long = await postAs(eve, "/profile", { username: "e".repeat(31), fullName: "" });
    expect(long.response.status).toBe(400);
    const longName = await postAs(eve, "/profile", { username: "eve_ok", fullName: "x".repeat(101) });
    expect(longName.html).toContain("Full names are at most 100 characters.");
    expect(await profileRow(eve)).toBeUndefined();
  });

  it("a username is unique regardless of case", async () => {
    const taken = (await profileRow(dana))!.username!;
    const clash = await postAs(eve, "/profile", { username: taken.toUpperCase(), fullName: "Eve" });
    expect(clash.response.status).toBe(409);
    expect(clash.html).toContain("That username is taken. Choose another.");
    expect((await profileRow(dana))!.username).toBe(taken);
  });

  it("needs the CSRF token", async () => {
    const { response } = await get("/profile", {
      method: "POST",
      headers: { Cookie: eve.cookie },
      body: (() => {
        const f = new FormData();
        f.set("username", "eve_sneaky");
        return f;
      })(),
    });
    expect(response.status).toBe(403);
  });
});

describe("submissions", () => {
  it("a pending tool shows in its submitter's tab and at its URL for them and admins only", async () => {
    await db.execute(sql`INSERT INTO tools (name, slug, description, website_url, status, user_id)
      SELECT 'Pending Tool', ${slug}, 'Waiting for review.', 'https://example.org', 'pending', id
      FROM users WHERE email = ${dana.email}`);
    const tab = await get("/profile?tab=submitted", { headers: { Cookie: dana.cookie } });
    expect(tab.html).toContain("Pending Tool");
    expect(tab.html).toContain("Pending review");
    expect((await get("/profile?tab=submitted", { headers: { Cookie: eve.cookie } })).html).not.toContain(
      "Pending Tool",
    );

    const own = await get(`/tool/${slug}`, { headers: { Cookie: dana.cookie } });
    expect(own.response.status).toBe(200);
    expect(own.html).toContain("This tool is pending review.");
    expect((await get(`/tool/${slug}`, { headers: { Cookie: eve.cookie } })).response.status).toBe(404);
    expect((await get(`/tool/${slug}`)).response.status).toBe(404);

    const admin = await signIn(uniqueAddress("reviewer"));
    await db.execute(
      sql`INSERT INTO user_roles (user_id, role) SELECT id, 'admin' FROM users WHERE email = ${admin.email}`,
    );
    expect((await get(`/tool/${slug}`, { headers: { Cookie: admin.cookie } })).response.status).toBe(200);
  });
});
