// What an integration test file needs, as Vitest fixtures: a test names what it uses in its
// context (`it("…", async ({ sql, admin }) => …)`) and gets it, made once for its file the first
// time a test or hook there asks, and closed after the file's last test.
//
//   sql      the test database (one connection a file), for raw statements
//   db       Drizzle over that same connection, for the site's own schema
//   admin    a signed-in admin (cookie and CSRF token) who is mailed nothing
//   reader   a signed-in user with no role
//   asAdmin  a GET of a path as the admin, the request's own headers kept
//
// The hooks exported here hand `beforeAll`/`afterAll` the same fixtures (those of the file), and
// `beforeEach`/`afterEach` those of the test.
import { env } from "cloudflare:workers";
import { test as base } from "vitest";
import { drizzle } from "drizzle-orm/postgres-js";
import { signIn, signInAdmin, uniqueAddress } from "#test/support/accounts.ts";
import { openTestDatabase } from "#test/support/database.ts";
import { get } from "#test/support/worker.ts";

export { describe, expect, vi } from "vitest";

export const test = base
  // eslint-disable-next-line no-empty-pattern -- Vitest reads what a fixture needs from this pattern.
  .extend("sql", { scope: "file" }, async ({}, { onCleanup }) => {
    const { sql, close } = openTestDatabase(env.HYPERDRIVE.connectionString);
    onCleanup(close);
    return sql;
  })
  .extend("db", { scope: "file" }, async ({ sql }) => drizzle(sql))
  .extend("admin", { scope: "file" }, async () => signInAdmin())
  .extend("reader", { scope: "file" }, async () => signIn(uniqueAddress("reader")))
  .extend("asAdmin", { scope: "file" }, async ({ admin }) => (path: string, init: Parameters<typeof get>[1] = {}) => {
    const headers = new Headers(init.headers);
    headers.set("Cookie", admin.cookie);
    return get(path, { ...init, headers });
  });

export const it = test;

export const beforeAll: typeof test.beforeAll = (fn, timeout) => test.beforeAll(fn, timeout);
export const afterAll: typeof test.afterAll = (fn, timeout) => test.afterAll(fn, timeout);
export const beforeEach: typeof test.beforeEach = (fn, timeout) => test.beforeEach(fn, timeout);
export const afterEach: typeof test.afterEach = (fn, timeout) => test.afterEach(fn, timeout);

/** The `asAdmin` fixture: a GET of a path as the file's admin. */
export type AsAdmin = (path: string, init?: RequestInit & { origin?: string }) => ReturnType<typeof get>;
