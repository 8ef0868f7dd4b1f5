// The submissions queue at a phone's width and a desktop's: on a phone each submission is a card
// whose cells name themselves (the table's header is hidden) and nothing scrolls sideways; from
// `md` up it is a table with its header.
import type { Page } from "@playwright/test";
import { expect, test } from "#test/support/e2e/test.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { insertTool } from "#test/support/catalog-rows.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";

test.beforeEach(async () => {
  await withDatabase((sql) => insertTool(sql, { status: "pending" }));
});

/** How far the queue's box scrolls sideways. */
const sidewaysScroll = (page: Page) =>
  page
    .getByRole("table", { name: "Submissions waiting for review, oldest first" })
    .evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);

test("on a phone, each waiting submission is a card whose cells say what they are", async ({ page }) => {
  // Signed in first: on a phone the header keeps its links in the menu, which the sign-in helper does not open.
  await signInAsNewAdmin(page, "queue-phone");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/submissions");
  const first = page.getByTestId("queued-submission").first();
  await expect(first.getByText("Submitter:")).toBeVisible();
  await expect(first.getByText("Waiting:")).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Submitter" })).toBeHidden();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});

test("on a desktop, the queue is a table with its header", async ({ page }) => {
  await signInAsNewAdmin(page, "queue-desktop");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin/submissions");
  await expect(page.getByRole("columnheader", { name: "Submitter" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Waiting" })).toBeVisible();
  await expect(page.getByTestId("queued-submission").first().getByText("Submitter:")).toBeHidden();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});
