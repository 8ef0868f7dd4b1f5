import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

test("the table of contents highlights the section being read", async ({ page }) => {
  await page.goto("/blog/how-to-choose-a-bitcoin-wallet");
  await waitForHydration(page);
  const links = page.getByRole("navigation", { name: "Table of contents" }).getByRole("link");
  const third = links.nth(2);
  const id = (await third.getAttribute("href"))!.slice(1);
  await page
    .locator(`[id="${id}"]`)
    .evaluate((el) =>
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 50, behavior: "instant" }),
    );
  await expect(third).toHaveAttribute("aria-current", "location");
  await expect(
    page.getByRole("navigation", { name: "Table of contents" }).locator('[aria-current="location"]'),
  ).toHaveCount(1);
});

test("after a click on an entry, that entry is the highlighted one", async ({ page }) => {
  await page.goto("/blog/how-to-choose-a-bitcoin-wallet");
  await waitForHydration(page);
  const links = page.getByRole("navigation", { name: "Table of contents" }).getByRole("link");
  const count = await links.count();
  for (const index of [2, count - 2]) {
    const entry = links.nth(index);
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${await entry.getAttribute("href")}$`));
    await expect(entry).toHaveAttribute("aria-current", "location");
  }
});
