// The profile page: sign-in required, the tabs with their empty states, editing one's own profile
// with validation, and submissions visible to their submitter and admins only.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { postAs, signIn, uniqueAddress, type SignedIn } from "#test/support/accounts.ts";
import { readImageHeader } from "#app/server/images/image-header.server.ts";
import { refuseWrites } from "#test/support/refused-writes.ts";
import { gif } from "#test/support/gif.ts";
import { inputValue } from "#test/support/form-html.ts";
import { fillByteJpeg } from "#test/support/image-bombs.ts";
import { jpeg } from "#test/support/images.ts";
import { useUpUploads } from "#test/support/upload-limit.ts";
import { get, heading, incoming, post, worker } from "#test/support/worker.ts";
import workerModule from "#functions/worker.ts";
import type { Database } from "#app/server/db/client.server.ts";

let dana: SignedIn;
let eve: SignedIn;
const slug = `pending-tool-${Date.now()}`;

beforeAll(async () => {
  dana = await signIn(uniqueAddress("dana"));
  eve = await signIn(uniqueAddress("eve"));
});
afterAll(async ({ db }) => {
  await db.execute(sql`DELETE FROM tools WHERE slug = ${slug}`);
});

const idOf = async (db: Database, user: SignedIn) =>
  (await db.execute<{ id: string }>(sql`SELECT id FROM users WHERE email = ${user.email}`))[0]!.id;

const profileRow = async (db: Database, user: SignedIn) =>
  (
    await db.execute<{ username: string | null; full_name: string | null }>(sql`
      SELECT p.username, p.full_name FROM profiles p JOIN users u ON u.id = p.id WHERE u.email = ${user.email}`)
  )[0];

describe("the profile page", () => {
  it("sends visitors without a session to /sign-in, to come back here afterwards", async () => {
    const { response } = await get("/profile");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/sign-in?redirectTo=%2Fprofile");
    const tab = await get("/profile?tab=submitted");
    expect(tab.response.headers.get("Location")).toBe("/sign-in?redirectTo=%2Fprofile%3Ftab%3Dsubmitted");
  });

  it("shows the tabs with their empty messages, private to the user", async () => {
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

  it("names a new account after its address until a name is chosen, never 'Anonymous'", async () => {
    const satoshi = await signIn(`satoshi+${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`);
    const { html } = await get("/profile", { headers: { Cookie: satoshi.cookie } });
    expect(heading(html)).toBe("satoshi");
    expect(html).not.toContain("Anonymous");
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
  it("saves a valid username (lower-cased) and full name, and says so", async ({ db }) => {
    const username = `Dana_${Date.now() % 1e6}`;
    const { response } = await postAs(dana, "/profile", { username, fullName: "  Dana Scully " });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile?notice=profile-updated");
    expect(await profileRow(db, dana)).toEqual({ username: username.toLowerCase(), full_name: "Dana Scully" });
    const page = await get("/profile?notice=profile-updated", { headers: { Cookie: dana.cookie } });
    expect(page.html).toContain("Profile updated successfully");
    expect(page.html).toContain(`@${username.toLowerCase()}`);
    expect(page.html).toContain("Dana Scully");
  });

  it("refuses bad usernames with clear messages and keeps what was typed", async ({ db }) => {
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
    expect(await profileRow(db, eve)).toBeUndefined();
  });

  it("opens Edit Profile with what the page shows, and saves a full name without a username", async ({ db }) => {
    const frank = await signIn(`frank+${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`);
    const edit = await get("/profile?edit=profile", { headers: { Cookie: frank.cookie } });
    // The page is named after the address until a name is saved; the form starts from that name.
    expect(heading(edit.html)).toBe("frank");
    expect(inputValue(edit.html, "fullName")).toBe("frank");
    const { response } = await postAs(frank, "/profile", { username: "", fullName: "Frank Herbert" });
    expect(response.status).toBe(302);
    expect(await profileRow(db, frank)).toEqual({ username: null, full_name: "Frank Herbert" });
    expect(heading((await get("/profile", { headers: { Cookie: frank.cookie } })).html)).toBe("Frank Herbert");
  });

  it("a username is unique regardless of case", async ({ db }) => {
    const taken = (await profileRow(db, dana))!.username!;
    const clash = await postAs(eve, "/profile", { username: taken.toUpperCase(), fullName: "Eve" });
    expect(clash.response.status).toBe(409);
    expect(clash.html).toContain("That username is taken. Choose another.");
    expect((await profileRow(db, dana))!.username).toBe(taken);
  });

  it("needs the CSRF token", async () => {
    const { response } = await post("/profile", { username: "eve_sneaky" }, { headers: { Cookie: eve.cookie } });
    expect(response.status).toBe(403);
  });
});

describe("submissions", () => {
  it("a profile that cannot be saved says 'Error updating profile' and keeps what was typed", async ({ db }) => {
    const allowWrites = await refuseWrites(db, "profiles", `NEW.id = '${await idOf(db, dana)}'`);
    try {
      const { response, html } = await postAs(dana, "/profile", { username: "cannot_save", fullName: "Dana" });
      expect(response.status).toBe(503);
      expect(html).toContain("Error updating profile");
      expect(html).toContain('value="cannot_save"');
    } finally {
      await allowWrites();
    }
    expect((await profileRow(db, dana))?.username).not.toBe("cannot_save");
  });

  it("a profile that cannot be read gives 'Error loading profile' with a way to try again", async ({ db }) => {
    await db.execute(sql`ALTER TABLE bookmarks RENAME TO bookmarks_out_of_reach`);
    try {
      const { response, html } = await get("/profile", { headers: { Cookie: dana.cookie } });
      expect(response.status).toBe(503);
      expect(heading(html)).toBe("Error loading profile");
      expect(html).toMatch(/<a href="\/profile"[^>]*>Try again<\/a>/);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    } finally {
      await db.execute(sql`ALTER TABLE bookmarks_out_of_reach RENAME TO bookmarks`);
    }
    expect((await get("/profile", { headers: { Cookie: dana.cookie } })).response.status).toBe(200);
  });

  it("a pending tool shows in its submitter's tab and at its URL for them and admins only", async ({ db }) => {
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

describe("the avatar", () => {
  const PNG = Uint8Array.from(
    atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="),
    (c) => c.charCodeAt(0),
  );
  const upload = (user: SignedIn, file: File | null) => {
    const body = new FormData();
    body.set("intent", "avatar");
    body.set("csrf_token", user.token);
    if (file) body.set("avatar", file);
    return post("/profile", body, { headers: { Cookie: user.cookie } });
  };

  it("is re-encoded to a 256 px WebP, stored in R2 and served by the site", async ({ db }) => {
    const { response } = await upload(eve, new File([PNG], "me.png", { type: "image/png" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile?notice=avatar-updated");
    const [row] = await db.execute<{ avatar_url: string }>(sql`SELECT p.avatar_url FROM profiles p
      JOIN users u ON u.id = p.id WHERE u.email = ${eve.email}`);
    expect(row!.avatar_url).toMatch(/^\/avatars\/[A-Za-z0-9_-]+\/[0-9a-f]{32}\.webp$/);
    const served = await worker.fetch(new Request(`http://localhost${row!.avatar_url}`));
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(readImageHeader(new Uint8Array(await served.arrayBuffer()))).toEqual({
      type: "webp",
      width: 256,
      height: 256,
    });
    const page = await get("/profile?notice=avatar-updated", { headers: { Cookie: eve.cookie } });
    expect(page.html).toContain("Avatar updated successfully");
    expect(page.html).toContain(`src="${row!.avatar_url}"`);

    // A second upload replaces the first, whose file is removed from the bucket and the edge.
    await upload(eve, new File([PNG], "again.png", { type: "image/png" }));
    expect(await env.AVATARS.get(row!.avatar_url.slice("/avatars/".length))).toBeNull();
    expect((await worker.fetch(new Request(`http://localhost${row!.avatar_url}`))).status).toBe(404);
  });

  it("refuses a missing file, a file that is not an image and one over 5 MB, with the reason", async () => {
    const none = await upload(eve, null);
    expect(none.response.status).toBe(400);
    expect(none.html).toContain("You must select an image to upload.");
    const text = await upload(eve, new File(["These are words, not pixels."], "notes.png", { type: "image/png" }));
    expect(text.response.status).toBe(400);
    expect(text.html).toContain("Choose an image file (JPEG, PNG, WebP or GIF).");
    const huge = await upload(eve, new File([new Uint8Array(6 * 1024 * 1024)], "big.png", { type: "image/png" }));
    expect(huge.response.status).toBe(413);
    expect(huge.html).toContain("Images must be 5 MB or smaller.");
  });

  it("refuses a small GIF hiding a huge frame, and an animated one, before decoding them", async () => {
    const bomb = await upload(eve, new File([gif(1, 1, [[0, 0, 8000, 8000]])], "tiny.gif", { type: "image/gif" }));
    expect(bomb.response.status).toBe(400);
    expect(bomb.html).toContain("Images must be at most 4096 × 4096 pixels.");
    const frames = [
      [0, 0, 1, 1],
      [0, 0, 1, 1],
    ];
    const animated = await upload(eve, new File([gif(1, 1, frames)], "moving.gif", { type: "image/gif" }));
    expect(animated.response.status).toBe(400);
    expect(animated.html).toContain("Choose a still image: animated images are not accepted.");
  });

  it("refuses a JPEG whose real size hides behind a fill byte (144 Mpx), quickly and by its field", async () => {
    const started = Date.now();
    const bomb = await upload(eve, new File([fillByteJpeg(await jpeg(24, 16))], "bomb.jpg", { type: "image/jpeg" }));
    expect(bomb.response.status).toBe(400);
    expect(bomb.html).toMatch(/id="avatar-error"[^>]*>Images must be at most 4096 × 4096 pixels\.</);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("allows 20 uploads per user in 10 minutes, then says when to try again and keeps the form", async ({ db }) => {
    const mallory = await signIn(uniqueAddress("mallory"));
    await useUpUploads(db, await idOf(db, mallory));
    const { response, html } = await upload(mallory, new File([PNG], "me.png", { type: "image/png" }));
    expect(response.status).toBe(429);
    expect(html).toMatch(/id="avatar-error"[^>]*>Too many image uploads\. Please try again in \d+ minutes?\.</);
    expect(html).toContain('name="avatar"');
    const [row] = await db.execute<{ avatar_url: string | null }>(sql`SELECT p.avatar_url FROM profiles p
      JOIN users u ON u.id = p.id WHERE u.email = ${mallory.email}`);
    expect(row?.avatar_url ?? null).toBeNull();
  });

  it("a profile that cannot be pointed at the new avatar says so, and the stored file is removed", async ({ db }) => {
    const userId = await idOf(db, eve);
    const before = await env.AVATARS.list({ prefix: `${userId}/` });
    const allowWrites = await refuseWrites(db, "profiles", `NEW.id = '${userId}'`);
    try {
      const { response, html } = await upload(eve, new File([PNG], "me.png", { type: "image/png" }));
      expect(response.status).toBe(503);
      expect(html).toContain("Error updating profile with avatar");
    } finally {
      await allowWrites();
    }
    const after = await env.AVATARS.list({ prefix: `${userId}/` });
    expect(after.objects.map((o) => o.key)).toEqual(before.objects.map((o) => o.key));
  });

  it("a bucket that refuses the file gives 'Error uploading avatar' and leaves the profile as it was", async ({
    db,
  }) => {
    const [before] = await db.execute<{ avatar_url: string | null }>(sql`SELECT p.avatar_url FROM profiles p
      JOIN users u ON u.id = p.id WHERE u.email = ${eve.email}`);
    const body = new FormData();
    body.set("intent", "avatar");
    body.set("csrf_token", eve.token);
    body.set("avatar", new File([PNG], "me.png", { type: "image/png" }));
    const unavailableBucket = { put: () => Promise.reject(new Error("R2 is unavailable")) };
    const ctx = createExecutionContext();
    const response = await workerModule.fetch(
      incoming("http://localhost/profile", { method: "POST", headers: { Cookie: eve.cookie }, body }),
      { ...env, AVATARS: unavailableBucket as unknown as R2Bucket },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("Error uploading avatar");
    const [after] = await db.execute<{ avatar_url: string | null }>(sql`SELECT p.avatar_url FROM profiles p
      JOIN users u ON u.id = p.id WHERE u.email = ${eve.email}`);
    expect(after).toEqual(before);
  });

  it("an avatar path that is not one is a 404", async () => {
    expect((await get("/avatars/../secrets.webp")).response.status).toBe(404);
    expect((await get("/avatars/someone/0123.webp")).response.status).toBe(404);
  });
});

describe("your data", () => {
  it("downloads the user's own data as JSON", async () => {
    const { response, html } = await get("/profile/data", { headers: { Cookie: dana.cookie } });
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="my-data.json"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = JSON.parse(html) as {
      account: { email: string };
      bookmarks: { slug: string }[];
      newsletter: unknown[];
    };
    expect(data.account.email).toBe(dana.email);
    expect(data.bookmarks.map((b) => b.slug)).toContain("sparrow-wallet");
    expect(data.newsletter).toHaveLength(1);
    const signedOut = await get("/profile/data");
    expect(signedOut.response.status).toBe(302);
    expect(signedOut.response.headers.get("Location")).toBe("/sign-in?redirectTo=%2Fprofile%2Fdata");
  });

  it("deletes the account only when confirmed, and then everything it held", async ({ db }) => {
    const gone = await signIn(uniqueAddress("leaving"));
    await postAs(gone, "/tool/sparrow-wallet", { intent: "bookmark" });
    const unconfirmed = await postAs(gone, "/profile", { intent: "delete-account" });
    expect(unconfirmed.response.status).toBe(400);
    expect(unconfirmed.html).toContain("Tick the box to confirm that you want to delete your account.");

    await db.execute(sql`INSERT INTO mail_outbox (recipient, subject, html, text)
      VALUES (${gone.email}, 'Sign in', '<p>link</p>', 'link')`);
    const { response } = await postAs(gone, "/profile", { intent: "delete-account", confirm: "delete" });
    expect(response.headers.get("Location")).toBe("/?notice=account-deleted");
    const traces = await db.execute(sql`SELECT 'outbox' FROM mail_outbox WHERE recipient = ${gone.email}
      UNION ALL SELECT key FROM rate_limits WHERE key LIKE ${`%${gone.email}`}`);
    expect(traces).toEqual([]);
    const [left] = await db.execute<{ users: number; bookmarks: number; subscribers: number }>(sql`SELECT
      (SELECT count(*)::int FROM users WHERE email = ${gone.email}) AS users,
      (SELECT count(*)::int FROM subscribers WHERE email = ${gone.email}) AS subscribers,
      (SELECT count(*)::int FROM bookmarks b WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = b.user_id)) AS bookmarks`);
    expect(left).toEqual({ users: 0, bookmarks: 0, subscribers: 0 });

    // The old cookie now names no session: the visitor is told once.
    const after = await get("/", { headers: { Cookie: gone.cookie } });
    expect(after.html).toContain("Your session has expired. Please sign in again.");
    expect(after.response.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token=;"))).toBe(true);
  });
});
