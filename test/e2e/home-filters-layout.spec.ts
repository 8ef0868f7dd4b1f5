// The home list's filters on a phone wait behind "Filters", so the first tools show on the first
// screen of the list; a filter in force keeps the panel open, to show what is applied. On a
// desktop the panel is simply there.
import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

test.describe("on a phone (375 x 667)", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("the filters are folded behind Filters and the first tools show on the list's first screen", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/#tools");
    if (javaScriptEnabled) await waitForHydration(page);
    const list = page.locator("#tools");
    const form = page.getByRole("search", { name: "Filter tools" });
    await expect(form.getByLabel("Category", { exact: true })).toBeHidden();
    // The list's heading at the top of the screen: its first tool is on that screen.
    await page.getByRole("heading", { level: 2, name: "All Tools" }).evaluate((h) => h.scrollIntoView());
    const heading = (await page.getByRole("heading", { level: 2, name: "All Tools" }).boundingBox())!;
    const firstTool = (await list.locator("article").first().boundingBox())!;
    expect(firstTool.y - heading.y).toBeLessThan(667 - 64 - 120);

    await list.getByText("Filters", { exact: true }).click();
    await form.getByLabel("Category", { exact: true }).selectOption({ label: "Mining" });
    if (!javaScriptEnabled) await form.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]category=mining/);
    await expect(page.getByRole("heading", { level: 2, name: "Mining" })).toBeVisible();
    // With a filter in force the panel shows what is applied.
    await expect(form.getByLabel("Category", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Category", { exact: true })).toHaveValue("mining");
  });

  test("a page opened with a filter in force shows the panel open", async ({ page }) => {
    await page.goto("/?kyc=none#tools");
    const form = page.getByRole("search", { name: "Filter tools" });
    await expect(form.getByLabel("KYC", { exact: true })).toBeVisible();
    await expect(form.getByLabel("KYC", { exact: true })).toHaveValue("none");
  });
});

for (const width of [1024, 1280]) {
  test(`at ${width} px the filters are there without a click`, async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    if (javaScriptEnabled) await waitForHydration(page);
    const form = page.getByRole("search", { name: "Filter tools" });
    await expect(form.getByLabel("Search", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Category", { exact: true })).toBeVisible();
    await expect(form.getByRole("button", { name: "Apply filters" })).toBeVisible();
    await expect(page.locator("#tools").getByText("Filters", { exact: true })).toBeHidden();
  });
}
