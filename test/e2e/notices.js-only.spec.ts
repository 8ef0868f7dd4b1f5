import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

test("a notice shows once as a toast, then leaves the address, so a reload does not repeat it", async ({ page }) => {
  await page.goto("/browse?notice=invalid-category#main");
  await expect(page.getByText("The requested category could not be found.")).toBeVisible();
  await expect(page).toHaveURL(/\/browse#main$/);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Browse Bitcoin Tools" })).toBeVisible();
  await expect(page.getByText("The requested category could not be found.")).toHaveCount(0);
});

test("the notice leaves other parameters in the address", async ({ page }) => {
  await page.goto("/?category=mining&notice=signed-out");
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/\?category=mining$/);
});

test("a toast stays for five seconds", async ({ page }) => {
  // The page's clock stands still unless the test moves it, so a slow machine does not age the toast.
  const start = new Date("2026-01-05T12:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto("/browse?notice=invalid-tag");
  // Preact runs effects, hydration's last step among them, after the next frame, which the paused
  // clock holds until it is moved.
  await expect(async () => {
    await page.clock.runFor(50);
    await waitForHydration(page, 100);
  }).toPass();
  const toast = page.getByText("The requested tag could not be found.");
  // The toast script loads with the first toast, on the real network; the page's clock moves on in
  // small steps until the toast is up (it starts counting its five seconds then).
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(toast).toBeVisible({ timeout: 100 });
  }).toPass();
  await page.clock.runFor(4_400);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(toast).toBeHidden();
});
