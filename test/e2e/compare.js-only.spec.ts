import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

// The comparison list lives in the browser's storage; the shared /compare URL is in compare.spec.ts.
test.describe("comparison (JavaScript)", () => {
  test("compare three tools side by side, then remove one and clear", async ({ page }) => {
    await page.goto("/?q=wallet&sort=asc");
    await waitForHydration(page);
    const cards = page.locator("#tools article");
    const names = (await cards.locator("h3").allInnerTexts()).slice(0, 3);
    for (const name of names) {
      await page.getByRole("button", { name: `Compare: ${name}` }).click();
      await expect(page.getByText(`${name} has been added to your comparison list.`)).toBeVisible();
    }
    await page.getByRole("button", { name: `In comparison: ${names[0]}` }).click();
    await expect(page.getByText(`${names[0]} is already in your comparison list.`)).toBeVisible();

    await page.getByRole("complementary", { name: "Comparison" }).getByRole("link", { name: "Compare (3)" }).click();
    await expect(page).toHaveURL(/\/compare\?tools=/);
    const table = page.getByRole("table");
    for (const name of names) await expect(table.getByRole("columnheader", { name: new RegExp(name) })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Custody" })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Features" })).toBeVisible();

    await page.getByRole("link", { name: `Remove ${names[1]} from the comparison` }).click();
    await expect(table.getByRole("columnheader")).toHaveCount(2);
    await page.reload();
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);

    await page.getByRole("link", { name: "Clear comparison" }).click();
    await expect(page.getByText("No tools to compare yet")).toBeVisible();
  });

  test("a fifth tool is refused with the limit message", async ({ page }) => {
    await page.goto("/?sort=asc");
    await waitForHydration(page);
    const names = (await page.locator("#tools article h3").allInnerTexts()).slice(0, 5);
    for (const name of names.slice(0, 4)) {
      await page.getByRole("button", { name: `Compare: ${name}` }).click();
      await expect(page.getByText(`${name} has been added to your comparison list.`)).toBeVisible();
    }
    await page.getByRole("button", { name: `Compare: ${names[4]}` }).click();
    await expect(page.getByText("Comparison limit reached")).toBeVisible();
    await expect(page.getByText("You can compare up to 4 tools at once. Remove a tool to add another.")).toBeVisible();
  });

  test("corrupt saved data is discarded", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("tool-comparison", "{broken"));
    await page.goto("/compare");
    await waitForHydration(page);
    await expect(page.getByText("No tools to compare yet")).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Comparison" })).toBeHidden();
  });
});
