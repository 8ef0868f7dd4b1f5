// The admin's users: the list (search by address, name, username; role, state, joined), and each
// user's forms: grant and revoke admin (never the last admin, never an ADMIN_EMAILS address),
// block (sessions end, links are refused, old links too) and unblock, delete; each admin-only,
// CSRF-checked, refused with nothing written, audited.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "#test/support/fixtures.ts";
import { USER_REFUSALS } from "#app/lib/user-admin-rules.ts";
import { UserChangeRefused } from "#app/server/admin/users/user-change-refused.server.ts";
import { revokeAdmin } from "#app/server/admin/users/user-role.server.ts";
import { clientAddressFor, postAs, signIn, uniqueAddress } from "#test/support/accounts.ts";
import { expectHiddenFromNonAdmins } from "#test/support/admin-only.ts";
import { auditRowsOf, uniqueSlug } from "#test/support/catalog-rows.ts";
import { mailTo, signInLink } from "#test/support/mailbox.ts";
import { get, heading, post } from "#test/support/worker.ts";
import type postgres from "postgres";

const userIdOf = async (sql: postgres.Sql, email: string) =>
  (await sql<{ id: string }[]>`SELECT id FROM users WHERE email = ${email}`)[0]!.id;
const isAdminRow = async (sql: postgres.Sql, id: string) =>
  (await sql`SELECT 1 FROM user_roles WHERE user_id = ${id} AND role = 'admin'`).length === 1;
const blockedAt = async (sql: postgres.Sql, id: string) =>
  (await sql<{ blocked_at: Date | null }[]>`SELECT blocked_at FROM users WHERE id = ${id}`)[0]?.blocked_at ?? null;

/** A user row made directly (no sign-in), with a profile's username. */
async function insertUser(sql: postgres.Sql, name: string, username: string | null = null) {
  const email = uniqueAddress(name);
  const id = uniqueSlug("user");
  await sql`INSERT INTO users (id, email, name) VALUES (${id}, ${email}, ${name})`;
  if (username) await sql`INSERT INTO profiles (id, username) VALUES (${id}, ${username})`;
  return { id, email };
}

describe("the users list", () => {
  it("searches by address, name and username, shows role, state and joined date, and pages in the URL", async ({
    sql,
    asAdmin,
  }) => {
    const stamp = uniqueSlug("zq");
    const byName = await insertUser(sql, `Ada ${stamp}`);
    const byUsername = await insertUser(sql, "Plain", `${stamp.replace(/-/g, "_")}_handle`);
    await sql`INSERT INTO user_roles (user_id, role) VALUES (${byName.id}, 'admin')`;
    await sql`UPDATE users SET blocked_at = now() WHERE id = ${byUsername.id}`;

    const named = await asAdmin(`/admin/users?q=${encodeURIComponent(`ada ${stamp}`)}`);
    expect(named.response.status).toBe(200);
    expect(named.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(named.html)).toBe("Users");
    expect(named.html).toContain(`1 user matching &quot;ada ${stamp}&quot;`);
    expect(named.html).toMatch(
      new RegExp(`${byName.email}</a></th><td[^>]*>Ada ${stamp}</td><td[^>]*>Admin</td><td[^>]*>Active</td>`),
    );

    const handle = await asAdmin(`/admin/users?q=${stamp.replace(/-/g, "_")}_HANDLE`);
    expect(handle.html).toMatch(/data-testid="user-row"/);
    expect(handle.html).toMatch(
      new RegExp(
        `${byUsername.email}</a></th><td[^>]*>Plain<span[^>]*>@[^<]+</span></td><td[^>]*>Reader</td><td[^>]*>Blocked</td>`,
      ),
    );
    const address = await asAdmin(`/admin/users?q=${encodeURIComponent(byUsername.email)}&show=blocked`);
    expect(address.html.match(/data-testid="user-row"/g)).toHaveLength(1);
    expect((await asAdmin(`/admin/users?q=${encodeURIComponent(byUsername.email)}&show=admin`)).html).toContain(
      "0 users matching",
    );

    expect((await asAdmin("/admin/users?show=everyone")).response.status).toBe(400);
    expect((await asAdmin(`/admin/users?q=${stamp}&page=2`)).response.status).toBe(404);
  });

  it("is the site's 404 for anyone but an admin", async ({ reader }) => {
    expect((await get("/admin/users")).response.status).toBe(404);
    await expectHiddenFromNonAdmins(reader, "/admin/users?index", {});
  });
});

describe("the admin role", () => {
  it("is granted and revoked, each change audited and shown in the user's history", async ({ sql, admin, asAdmin }) => {
    const user = await insertUser(sql, "Grace");
    const path = `/admin/users/${user.id}`;
    const granted = await postAs(admin, path, { intent: "grant-admin" });
    expect(granted.response.status).toBe(302);
    expect(granted.response.headers.get("Location")).toBe(`${path}?notice=user-made-admin`);
    expect(await isAdminRow(sql, user.id)).toBe(true);
    const revoked = await postAs(admin, path, { intent: "revoke-admin" });
    expect(revoked.response.headers.get("Location")).toBe(`${path}?notice=user-admin-revoked`);
    expect(await isAdminRow(sql, user.id)).toBe(false);
    expect(await auditRowsOf(sql, user.id)).toEqual([
      {
        actor_email: admin.email,
        entity_type: "user",
        entity_label: user.email,
        action: "made admin",
        before: { isAdmin: false },
        after: { isAdmin: true },
      },
      {
        actor_email: admin.email,
        entity_type: "user",
        entity_label: user.email,
        action: "admin role revoked",
        before: { isAdmin: true },
        after: { isAdmin: false },
      },
    ]);
    const page = await asAdmin(path);
    expect(heading(page.html)).toBe(user.email);
    expect(page.html).toMatch(/>admin role revoked</);
  });

  it("refuses to revoke the last admin's role, in the same transaction that counts them", async ({
    sql,
    db,
    admin,
  }) => {
    // Inside one transaction that is rolled back, this admin is made the only one left.
    const id = await userIdOf(sql, admin.email);
    const attempt = db.transaction(async (tx) => {
      await tx.execute(`DELETE FROM user_roles WHERE role = 'admin' AND user_id <> '${id}'`);
      const audit = Object.assign(async () => {}, { actor: { id, email: admin.email, name: "", isAdmin: true } });
      await revokeAdmin(tx, audit, id, undefined);
    });
    await expect(attempt).rejects.toThrow(new UserChangeRefused(USER_REFUSALS.lastAdmin));
    expect(await isAdminRow(sql, id)).toBe(true);
  });

  it("refuses to revoke an address in ADMIN_EMAILS, saying why, with nothing written", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    await sql`INSERT INTO users (id, email) VALUES (${uniqueSlug("listed")}, 'other@example.com') ON CONFLICT DO NOTHING`;
    const id = await userIdOf(sql, "other@example.com");
    await sql`INSERT INTO user_roles (user_id, role) VALUES (${id}, 'admin') ON CONFLICT DO NOTHING`;
    const before = (await auditRowsOf(sql, id)).length;
    const page = await asAdmin(`/admin/users/${id}`);
    expect(page.html).toContain("This address is in ADMIN_EMAILS");
    const refused = await postAs(admin, `/admin/users/${id}`, { intent: "revoke-admin" });
    expect(refused.response.status).toBe(409);
    expect(refused.html).toContain("This address is in ADMIN_EMAILS, which makes it an admin again");
    expect(await isAdminRow(sql, id)).toBe(true);
    expect(await auditRowsOf(sql, id)).toHaveLength(before);
  });

  it("is refused to non-admins, without the CSRF token, and for an unknown action", async ({
    sql,
    admin,
    reader,
    asAdmin,
  }) => {
    const user = await insertUser(sql, "Nobody");
    const path = `/admin/users/${user.id}`;
    await expectHiddenFromNonAdmins(reader, path, { intent: "grant-admin" });
    expect((await post(path, { intent: "grant-admin" }, { headers: { Cookie: admin.cookie } })).response.status).toBe(
      403,
    );
    expect((await postAs(admin, path, { intent: "promote" })).response.status).toBe(400);
    expect(await isAdminRow(sql, user.id)).toBe(false);
    expect(await auditRowsOf(sql, user.id)).toEqual([]);
    expect((await asAdmin("/admin/users/no-such-user")).response.status).toBe(404);
  });
});

describe("blocking a user", () => {
  it("ends their sessions, refuses a new link and one mailed before; unblocking lets them in again", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const user = await signIn(uniqueAddress("blocked"));
    const id = await userIdOf(sql, user.email);
    // A link mailed before the block.
    const sentAt = Date.now();
    const headers = { "CF-Connecting-IP": clientAddressFor(user.email) };
    await post("/sign-in", { intent: "email", email: user.email }, { headers });
    const oldLink = new URL(await signInLink(env.FAKE_SERVICES_URL, user.email, sentAt));

    const blocked = await postAs(admin, `/admin/users/${id}`, { intent: "block" });
    expect(blocked.response.headers.get("Location")).toBe(`/admin/users/${id}?notice=user-blocked`);
    expect(await blockedAt(sql, id)).not.toBeNull();
    expect(await sql`SELECT 1 FROM sessions WHERE user_id = ${id}`).toHaveLength(0);
    const profile = await get("/profile", { headers: { Cookie: user.cookie } });
    expect(profile.response.status).toBe(302);
    expect(profile.response.headers.get("Location")).toMatch(/^\/sign-in/);

    // The sign-in form answers as for any address (so it tells nobody who is blocked) and mails nothing.
    const askedAt = Date.now();
    const asked = await post("/sign-in", { intent: "email", email: user.email.toUpperCase() }, { headers });
    expect(asked.response.status).toBe(200);
    expect(asked.html).toContain("Magic link sent! Check your email for the login link.");
    expect((await mailTo(env.FAKE_SERVICES_URL, user.email)).filter((mail) => mail.at >= askedAt)).toEqual([]);

    const opened = await get(`${oldLink.pathname}${oldLink.search}`);
    expect(opened.response.status).toBe(302);
    expect(opened.response.headers.get("Location")).toMatch(/\/sign-in\?error=ACCOUNT_BLOCKED$/);
    expect(
      opened.response.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token=") && !/=;/.test(c)),
    ).toBe(false);
    expect(await sql`SELECT 1 FROM sessions WHERE user_id = ${id}`).toHaveLength(0);
    const told = await get("/sign-in?error=ACCOUNT_BLOCKED");
    expect(told.html).toContain("Account blocked");

    const page = await asAdmin(`/admin/users/${id}`);
    expect(page.html).toMatch(/Blocked since/);
    const unblocked = await postAs(admin, `/admin/users/${id}`, { intent: "unblock" });
    expect(unblocked.response.headers.get("Location")).toBe(`/admin/users/${id}?notice=user-unblocked`);
    expect(await blockedAt(sql, id)).toBeNull();
    expect((await signIn(user.email)).cookie).toMatch(/^better-auth\.session_token=/);

    const audit = await auditRowsOf(sql, id);
    expect(audit.map((row) => [row.action, row.entity_type, row.actor_email])).toEqual([
      ["blocked", "user", admin.email],
      ["unblocked", "user", admin.email],
    ]);
    expect(audit[0]!.before).toEqual({ blockedAt: null });
    expect(audit[1]!.after).toEqual({ blockedAt: null });
  });

  it("an admin cannot block or delete themselves: 409, nothing written", async ({ sql, admin }) => {
    const id = await userIdOf(sql, admin.email);
    const block = await postAs(admin, `/admin/users/${id}`, { intent: "block" });
    expect(block.response.status).toBe(409);
    expect(block.html).toContain(USER_REFUSALS.blockSelf);
    const remove = await postAs(admin, `/admin/users/${id}`, { intent: "delete", confirm: "delete" });
    expect(remove.response.status).toBe(409);
    expect(await blockedAt(sql, id)).toBeNull();
    expect(await auditRowsOf(sql, id)).toEqual([]);
  });

  it("is refused to non-admins and without the CSRF token", async ({ sql, admin, reader }) => {
    const user = await insertUser(sql, "Kept");
    const path = `/admin/users/${user.id}`;
    await expectHiddenFromNonAdmins(reader, path, { intent: "block" });
    expect((await post(path, { intent: "block" }, { headers: { Cookie: admin.cookie } })).response.status).toBe(403);
    expect(await blockedAt(sql, user.id)).toBeNull();
  });
});

describe("deleting a user", () => {
  it("needs the box ticked, then removes the account and its mail, with the account in the audit row", async ({
    sql,
    admin,
    reader,
    asAdmin,
  }) => {
    const user = await insertUser(sql, "Leaving");
    await sql`INSERT INTO mail_outbox (recipient, subject, html, text) VALUES (${user.email}, 'Hi', '<p>Hi</p>', 'Hi')`;
    await sql`INSERT INTO subscribers (email, source, status) VALUES (${user.email}, 'footer', 'pending')`;
    const path = `/admin/users/${user.id}`;
    await expectHiddenFromNonAdmins(reader, path, { intent: "delete", confirm: "delete" });
    expect(
      (await post(path, { intent: "delete", confirm: "delete" }, { headers: { Cookie: admin.cookie } })).response
        .status,
    ).toBe(403);
    const unconfirmed = await postAs(admin, path, { intent: "delete" });
    expect(unconfirmed.response.status).toBe(400);
    expect(unconfirmed.html).toContain("Tick the box to confirm the deletion.");
    expect(await sql`SELECT 1 FROM users WHERE id = ${user.id}`).toHaveLength(1);

    const deleted = await postAs(admin, path, { intent: "delete", confirm: "delete" });
    expect(deleted.response.headers.get("Location")).toBe("/admin/users?notice=user-deleted");
    expect(await sql`SELECT 1 FROM users WHERE id = ${user.id}`).toHaveLength(0);
    expect(await sql`SELECT 1 FROM mail_outbox WHERE recipient = ${user.email}`).toHaveLength(0);
    expect(await sql`SELECT 1 FROM subscribers WHERE email = ${user.email}`).toHaveLength(0);
    const [row] = await auditRowsOf(sql, user.id);
    expect(row).toMatchObject({ action: "deleted", entity_type: "user", entity_label: user.email, after: null });
    expect(row!.before).toMatchObject({ email: user.email, name: "Leaving", isAdmin: false, blockedAt: null });
    expect((await asAdmin(path)).response.status).toBe(404);
  });
});
