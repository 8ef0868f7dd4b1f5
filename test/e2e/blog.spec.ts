import { expect, test } from "#test/support/e2e/test.ts";
import Parser from "rss-parser";

test.describe("the blog", () => {
  test("from the list, filter a category, open a post and go back", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Bitcoin Blog" })).toBeVisible();
    await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "Lightning" }).click();
    await expect(page).toHaveURL(/\/blog\?category=lightning$/);
    await expect(page.getByRole("article")).toHaveCount(1);
    const categories = page.getByRole("navigation", { name: "Blog categories" });
    await expect(categories.getByRole("link", { name: "Lightning" })).toHaveAttribute("aria-current", "page");
    await expect(categories.getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current");
    await page.getByRole("link", { name: /^Read more\s*: The Lightning Network/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Lightning");
    await expect(page.getByRole("navigation", { name: "Table of contents" })).toBeVisible();
    await page.getByRole("link", { name: "Back to all posts" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("a table-of-contents link leads to its section", async ({ page }) => {
    await page.goto("/blog/how-to-choose-a-bitcoin-wallet");
    const toc = page.getByRole("navigation", { name: "Table of contents" });
    const first = toc.getByRole("link").nth(1);
    const id = (await first.getAttribute("href"))!.slice(1);
    await first.click();
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });

  test("an unknown post offers the way back", async ({ page }) => {
    const response = await page.goto("/blog/not-a-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Blog Post Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Browse All Blog Posts" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("the RSS feed parses, with each post's share image, its real type and length", async ({ request }) => {
    const response = await request.get("/rss.xml");
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const feed = await new Parser().parseString(await response.text());
    // The 8 seeded posts, and any an editor's journey has published meanwhile.
    expect(feed.items.length).toBeGreaterThanOrEqual(8);
    const item = feed.items.find((i) => i.link?.endsWith("/blog/how-to-choose-a-bitcoin-wallet"))!;
    expect(item.enclosure?.type).toBe("image/png");
    const image = await request.get(new URL(item.enclosure!.url).pathname + new URL(item.enclosure!.url).search);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(Number(item.enclosure?.length)).toBe((await image.body()).length);
    // Every category of the post, not only its first.
    expect(item.categories!.length).toBeGreaterThanOrEqual(1);
  });
});
