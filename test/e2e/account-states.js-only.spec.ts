// What accounts show while something loads, with JavaScript: the sign-in page checking again for
// a sign-in made in another tab, and the profile tabs loading their lists.
import { expect, test } from "#test/support/e2e/test.ts";
import type { Page } from "@playwright/test";
import { signInLink } from "#test/support/mailbox.ts";
import { holdRequests } from "#test/support/e2e/hold-requests.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInByLink } from "#test/support/e2e/sign-in-helper.ts";

const MAGIC_LINK_SENT = "Magic link sent! Check your email for the login link.";

/** What the browser does when a tab comes back into view. */
const showAgain = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));

test("the sign-in page notices a sign-in made by the link in another tab", async ({ page, context }) => {
  const email = `other-tab-${Date.now()}@example.com`;
  await page.goto("/sign-in");
  await waitForHydration(page);
  await page.getByRole("main").getByLabel("Email address").fill(email);
  const sentAt = Date.now();
  await page.getByRole("button", { name: "Continue with Email" }).click();
  const sent = page.getByRole("status").filter({ hasText: MAGIC_LINK_SENT });
  await expect(sent).toBeVisible();

  // Still signed out: the check runs and the page keeps what it said.
  const firstCheck = await holdRequests(page, /\/sign-in\.data/);
  await showAgain(page);
  await expect(page.getByText("Checking authentication status...")).toBeVisible();
  firstCheck();
  await expect(page.getByText("Checking authentication status...")).toHaveCount(0);
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(sent).toBeVisible();
  await page.unrouteAll();

  // The mailed link opened in another tab signs the browser in; this tab follows when shown again.
  const mailTab = await context.newPage();
  await mailTab.goto(await signInLink(process.env.FAKE_UPSTREAMS_URL!, email, sentAt));
  await expect(mailTab.getByRole("banner").getByRole("link", { name: "Submit" })).toBeVisible();
  await page.bringToFront();
  await showAgain(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Submit" })).toBeVisible();
});

test("the profile tabs show their loading messages while their lists load", async ({ page }) => {
  await signInByLink(page, `tabs-${Date.now()}@example.com`);
  await page.goto("/profile");
  await waitForHydration(page);
  const tabs = page.getByRole("navigation", { name: "Profile sections" });

  const submissions = await holdRequests(page, /\/profile\.data\?tab=submitted/);
  await tabs.getByRole("link", { name: "Submitted Tools" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading submissions..." })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Submitted Tools" })).toHaveAttribute("aria-current", "page");
  submissions();
  await expect(page.getByText("You haven't submitted any tools yet.")).toBeVisible();
  await expect(page.getByText("Loading submissions...")).toHaveCount(0);

  const bookmarks = await holdRequests(page, /\/profile\.data$/);
  await tabs.getByRole("link", { name: "Bookmarked Tools" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading bookmarks..." })).toBeVisible();
  bookmarks();
  await expect(page.getByText("You haven't bookmarked any tools yet.")).toBeVisible();
  await expect(page.getByText("Loading bookmarks...")).toHaveCount(0);
});
