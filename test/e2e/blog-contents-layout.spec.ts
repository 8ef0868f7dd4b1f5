// A post's table of contents on every screen: below 1024 px a folded "Contents" above the
// article, on a large screen the open column on the left.
import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

const POST = "/blog/how-to-choose-a-bitcoin-wallet";

for (const width of [375, 768]) {
  test(`at ${width} px the contents wait folded above the article and lead to a section`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(POST);
    if (javaScriptEnabled) await waitForHydration(page);
    const contents = page.getByText("Contents", { exact: true });
    await expect(contents).toBeVisible();
    const title = page.getByRole("heading", { level: 1 });
    expect((await contents.boundingBox())!.y).toBeLessThan((await title.boundingBox())!.y);
    const toc = page.getByRole("navigation", { name: "Table of contents" });
    await expect(toc).toBeHidden();

    await contents.click();
    await expect(toc).toBeVisible();
    const entry = toc.getByRole("link").nth(1);
    const href = (await entry.getAttribute("href"))!;
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(`[id="${href.slice(1)}"]`)).toBeInViewport();
  });
}

test("at 1280 px the contents are open in the left column", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(POST);
  const toc = page.getByRole("navigation", { name: "Table of contents" });
  await expect(toc).toBeVisible();
  await expect(toc).toHaveCount(1);
  await expect(page.getByText("Contents", { exact: true })).toBeHidden();
  const article = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect((await toc.boundingBox())!.x).toBeLessThan(article.x);
});

test("a wide table in a post has ruled cells and scrolls in its own box on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(POST);
  // The table as the Markdown renderer writes it, with more columns than a phone holds.
  const cells = (tag: string) =>
    Array.from({ length: 8 }, (_, i) => `<${tag}>Column heading ${i + 1}</${tag}>`).join("");
  await page
    .locator(".rich-content")
    .first()
    .evaluate(
      (content, html) => {
        content.insertAdjacentHTML("afterbegin", html);
      },
      `<table><thead><tr>${cells("th")}</tr></thead><tbody><tr>${cells("td")}</tr></tbody></table>`,
    );
  const table = page.locator(".rich-content table");
  const style = await table
    .locator("td")
    .first()
    .evaluate((cell) => {
      const computed = getComputedStyle(cell);
      return { border: computed.borderTopWidth, padding: computed.paddingLeft };
    });
  expect(style).toEqual({ border: "1px", padding: "12px" });
  expect(await table.evaluate((t) => t.scrollWidth > t.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
