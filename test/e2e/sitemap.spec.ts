import { expect, test } from "#test/support/e2e/test.ts";

test.describe("sitemap", () => {
  test("the sitemap page shows the XML and a download link for sitemap.xml", async ({ page }) => {
    await page.goto("/sitemap");
    await expect(page.getByRole("heading", { level: 1, name: "Sitemap" })).toBeVisible();
    const link = page.getByRole("link", { name: "Download sitemap.xml" });
    await expect(link).toHaveAttribute("href", "/sitemap.xml");
    await expect(link).toHaveAttribute("download");
    const region = page.getByRole("region", { name: "sitemap.xml contents" });
    await expect(region).toContainText("<urlset");
    await expect(region).toContainText("/tool/");
  });

  test("the download link downloads sitemap.xml", async ({ page }) => {
    await page.goto("/sitemap");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download sitemap.xml" }).click();
    expect((await download).suggestedFilename()).toBe("sitemap.xml");
  });

  test("sitemap.xml is XML that lists the tool pages", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/tool\/[a-z0-9-]+<\/loc>/);
  });
});
