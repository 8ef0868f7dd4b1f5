// The admin's newsletter and users in the browser, with JavaScript on and off: exporting the
// filtered subscribers as CSV (the download's content), blocking a user (who is mailed no new link),
// and axe on each newsletter and users page.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { axeViolations } from "#test/support/e2e/axe.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin, signInByLink } from "#test/support/e2e/sign-in-helper.ts";
import { expect, test } from "#test/support/e2e/test.ts";
import { uniqueSlug } from "#test/support/catalog-rows.ts";
import { openTestDatabase } from "#test/support/database.ts";
import { mailTo } from "#test/support/mailbox.ts";

async function withDatabase<T>(work: (sql: ReturnType<typeof openTestDatabase>["sql"]) => Promise<T>): Promise<T> {
  const database = openTestDatabase(process.env.DATABASE_URL!);
  try {
    return await work(database.sql);
  } finally {
    await database.close();
  }
}

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

test("an admin exports the confirmed subscribers they searched for as CSV", async ({ page, javaScriptEnabled }) => {
  const stamp = uniqueSlug("export");
  await withDatabase(
    (sql) => sql`INSERT INTO subscribers (email, source, status, confirmed_at) VALUES
      (${`${stamp}-a@example.com`}, 'footer', 'confirmed', now()),
      (${`=${stamp}@example.com`}, 'hero', 'confirmed', now()),
      (${`${stamp}-p@example.com`}, 'footer', 'pending', null)`,
  );
  await signInAsNewAdmin(page);
  await open(page, "/admin", javaScriptEnabled);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Newsletter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await page.getByLabel("Search by address").fill(stamp);
  await page.getByLabel("Status").selectOption("confirmed");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText(`2 subscribers matching "${stamp}"`)).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export these as CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^subscribers-confirmed-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, "utf8")).trim().split("\r\n");
  expect(lines[0]).toBe('"email","status","source","created","confirmed","unsubscribed"');
  expect(
    lines
      .slice(1)
      .map((line) => line.split(",").slice(0, 3).join(","))
      .sort(),
  ).toEqual([`"'=${stamp}@example.com","confirmed","hero"`, `"${stamp}-a@example.com","confirmed","footer"`].sort());
});

test("an admin blocks a user, whose session ends and who is mailed no new link", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const email = `${uniqueSlug("blocked")}@example.com`;
  // The user signs in once in their own browser, so the account exists and has a session.
  const theirs = await browser.newContext({ javaScriptEnabled });
  const theirPage = await theirs.newPage();
  await signInByLink(theirPage, email);

  await signInAsNewAdmin(page);
  await open(page, "/admin/users", javaScriptEnabled);
  await page.getByLabel("Search by address, name or username").fill(email);
  await page.getByRole("button", { name: "Show" }).click();
  await page.getByRole("link", { name: email }).click();
  await expect(page.getByRole("heading", { level: 1, name: email })).toBeVisible();
  await page.getByRole("button", { name: "Block user" }).click();
  await expect(page.getByText("User blocked").first()).toBeVisible();
  await expect(page.getByText(/Blocked since/)).toBeVisible();

  // Their session is gone. The form answers them as it answers any address (so it tells nobody who
  // is blocked), and mails them nothing.
  await theirPage.goto("/profile");
  await expect(theirPage).toHaveURL(/\/sign-in/);
  const askedAt = Date.now();
  await theirPage.getByRole("main").getByLabel("Email address").fill(email);
  await theirPage.getByRole("button", { name: "Continue with Email" }).click();
  await expect(theirPage.getByText("Magic link sent! Check your email for the login link.").first()).toBeVisible();
  expect((await mailTo(process.env.FAKE_UPSTREAMS_URL!, email)).filter((mail) => mail.at >= askedAt)).toEqual([]);
  await theirs.close();
});

test.describe("accessibility of the admin's newsletter and users", () => {
  test.use({ reducedMotion: "reduce" });

  test("axe finds no violations", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs a script in the page");
    test.slow();
    const subscriberId = await withDatabase(async (sql) => {
      const [row] = await sql<{ id: string }[]>`INSERT INTO subscribers (email, source, status)
        VALUES (${`${uniqueSlug("axe")}@example.com`}, 'footer', 'pending') RETURNING id`;
      return row!.id;
    });
    const email = await signInAsNewAdmin(page);
    const userId = await withDatabase(
      async (sql) => (await sql<{ id: string }[]>`SELECT id FROM users WHERE email = ${email}`)[0]!.id,
    );
    for (const path of [
      "/admin/newsletter",
      `/admin/newsletter/subscribers/${subscriberId}`,
      "/admin/newsletter/preview",
      "/admin/users",
      `/admin/users/${userId}`,
    ]) {
      await open(page, path, true);
      // The preview frames the mail itself, sandboxed without scripts, so axe cannot run inside it.
      const exclude = path.endsWith("/preview") ? "iframe" : undefined;
      expect(await axeViolations(page, { exclude }), path).toEqual([]);
    }
  });
});
