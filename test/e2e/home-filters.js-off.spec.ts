import { expect, test } from "#test/support/e2e/test.ts";

test("without JavaScript, Apply filters lands on a short address at the results", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("search", { name: "Filter tools" });
  await form.getByLabel("Category", { exact: true }).selectOption({ label: "Mining" });
  await form.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/\?category=mining#tools$/);
  await expect(page.getByRole("heading", { level: 2, name: "Mining" })).toBeInViewport();
  await expect(page.getByRole("heading", { level: 2, name: "Featured tools" })).not.toBeInViewport();
});
