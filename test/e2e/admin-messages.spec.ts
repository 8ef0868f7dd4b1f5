// The admin's contact inbox in the browser, with JavaScript on and off: an admin finds a message,
// reads it, marks it handled, and it leaves the open list; axe on the inbox and a message's page.
import type { Page } from "@playwright/test";
import { axeViolations } from "#test/support/e2e/axe.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { expect, test } from "#test/support/e2e/test.ts";
import { uniqueSlug } from "#test/support/catalog-rows.ts";
import { openTestDatabase } from "#test/support/database.ts";

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

test("an admin reads a contact message and marks it handled", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const token = uniqueSlug("inbox");
  const subject = `Listing fees ${token}`;
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  try {
    await sql`INSERT INTO contact_messages (name, email, subject, message)
      VALUES ('Ada Reader', ${`${token}@example.com`}, ${subject}, ${"Hello,\nwhat does a listing cost?"})`;
  } finally {
    await close();
  }
  await signInAsNewAdmin(page);

  await open(page, "/admin", javaScriptEnabled);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: /^Messages/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await page.getByLabel("Search messages").fill(token);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("1 message", { exact: true })).toBeVisible();
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByTestId("message-body")).toHaveText("Hello,\nwhat does a listing cost?");
  const reply = new URL((await page.getByRole("link", { name: "Reply" }).getAttribute("href"))!);
  expect(reply.searchParams.get("subject")).toBe(`Re: ${subject}`);
  if (javaScriptEnabled) {
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
  }

  await page.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByText("Message marked handled").first()).toBeVisible();
  await expect(page.getByTestId("message-status")).toHaveText("Handled");
  await expect(page.getByRole("button", { name: "Reopen" })).toBeVisible();
  await expect(page.getByText("marked handled", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "← All messages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await page.goto(`/admin/messages?q=${token}`);
  await expect(page.getByText("No messages match this search.")).toBeVisible();
  await page.goto(`/admin/messages?q=${token}&status=handled`);
  await expect(page.getByRole("link", { name: subject })).toBeVisible();
});
