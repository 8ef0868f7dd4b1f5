// What a phone's first screen waits for: one stylesheet, cached for good after the first visit; every image keeps
// its room before it loads, the image likely to be the largest paint is fetched first, and
// nothing moves once the page's script runs. (`npm run lighthouse` measures the effect.)
import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

const PAGE_TYPES = [
  "/",
  "/browse",
  "/category/bitcoin-wallets",
  "/tag/lightning",
  "/tool/sparrow-wallet",
  "/blog",
  "/blog/how-to-choose-a-bitcoin-wallet",
  "/bitcoin-terms-dictionary",
  "/bitcoin-terms-dictionary/utxo",
  "/bitcoin-to-euro",
  "/bitcoin-currency-conversion-calculator",
  "/bitcoin-etfs",
  "/sign-in",
];

test.use({ viewport: { width: 390, height: 844 } });

test("every page type links the one stylesheet, kept for a year, and gives each image its size", async ({ page }) => {
  for (const path of PAGE_TYPES) {
    await page.goto(path);
    const stylesheet = page.locator('head link[rel="stylesheet"]');
    await expect(stylesheet, path).toHaveCount(1);
    const href = await stylesheet.getAttribute("href");
    expect(href, path).toMatch(/^\/assets\/tailwind-[\w-]+\.css$/);
    const file = await page.request.get(href!);
    expect(file.headers()["cache-control"], path).toContain("immutable");
    // Its rules apply: the footer sits at the bottom of a flex column.
    await expect(page.locator("body"), path).toHaveCSS("display", "flex");
    const unsized = await page
      .locator("img")
      .evaluateAll((images) =>
        images.filter((img) => !img.getAttribute("width") || !img.getAttribute("height")).map((img) => img.outerHTML),
      );
    expect(unsized, path).toEqual([]);
  }
});

test("the blog's first card image and a post's featured image are fetched first, the other cards' lazily", async ({
  page,
}) => {
  // A category of seeded posts, each with an image: posts other journeys write have neither.
  await page.goto("/blog?category=guides");
  const images = page.locator("main article img");
  expect(await images.count()).toBeGreaterThan(1);
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  await expect(images.first()).not.toHaveAttribute("loading", "lazy");
  await expect(images.nth(1)).toHaveAttribute("loading", "lazy");

  await page.goto("/blog/how-to-choose-a-bitcoin-wallet");
  const featured = page.locator("main article img").first();
  await expect(featured).toHaveAttribute("fetchpriority", "high");
  await expect(featured).not.toHaveAttribute("loading", "lazy");
});

test("a tool page and a category keep their layout when the page's script adds the Compare buttons", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript nothing is added");
  for (const path of ["/tool/sparrow-wallet", "/category/bitcoin-wallets"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: /^Compare: / }).first()).toBeVisible();
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          // Only shifts after parsing count: a busy browser may paint a half-parsed page, whose
          // later parts then move it (the header's menus, as they arrive), before any script runs.
          const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
              if (entry.startTime >= navigation!.domInteractive) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shifted, path).toBe(0);
  }
});

test("without JavaScript the Compare buttons take no room", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "with JavaScript they are there");
  await page.goto("/tool/sparrow-wallet");
  await expect(page.getByRole("button", { name: /^Compare/ })).toHaveCount(0);
  const header = page.locator("main header").first();
  const visit = await header.getByRole("link", { name: /Visit Website/ }).boundingBox();
  const bookmark = await header.getByRole("button", { name: "Bookmark" }).boundingBox();
  // "Bookmark" follows "Visit Website" on its line, with no gap kept for the missing button.
  expect(Math.abs(bookmark!.y + bookmark!.height / 2 - (visit!.y + visit!.height / 2))).toBeLessThan(5);
  expect(bookmark!.x - (visit!.x + visit!.width)).toBeLessThan(20);
});
