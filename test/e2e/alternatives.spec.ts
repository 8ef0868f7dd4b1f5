// A tool page leads to the tool's alternatives: tools of its category, each beside it, on a phone
// and on a desktop, with JavaScript on and off.
import { expect, test } from "#test/support/e2e/test.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";

for (const width of [375, 1280]) {
  test(`from a tool page to the tools of its category that could replace it, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const wallets = await withDatabase(async (sql) =>
      (
        await sql<{ name: string }[]>`SELECT t.name FROM tools t JOIN tool_categories tc ON tc.tool_id = t.id
          JOIN categories c ON c.id = tc.category_id WHERE c.slug = 'bitcoin-wallets' AND t.status = 'published'`
      ).map((row) => row.name),
    );
    await page.goto("/tool/sparrow-wallet");
    await page.getByRole("link", { name: "Alternatives to Sparrow Wallet" }).click();
    await expect(page).toHaveURL(/\/tool\/sparrow-wallet\/alternatives$/);
    await expect(page.getByRole("heading", { level: 1, name: "Alternatives to Sparrow Wallet" })).toBeVisible();

    const listed = await page
      .getByRole("main")
      .getByRole("listitem")
      .getByRole("heading", { level: 2 })
      .allInnerTexts();
    expect(listed.length).toBeGreaterThan(3);
    expect(listed).toContain("Electrum");
    expect(listed).not.toContain("Sparrow Wallet");
    for (const name of listed) expect(wallets, name).toContain(name);
    const electrum = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: "Electrum", exact: true }) });
    await expect(electrum.getByText("Custody", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await electrum.getByRole("link", { name: /^Compare with Sparrow Wallet/ }).click();
    await expect(page).toHaveURL(/\/compare\?tools=sparrow-wallet,electrum$/);
    await expect(page.getByRole("columnheader", { name: /Electrum/ })).toBeVisible();
  });
}
