// Pages hydrate under the nonce-based Content-Security-Policy: the browser reports no violation
// while a page loads, hydrates, navigates and loads the scripts it fetches later (search, captcha).
import type { Page } from "@playwright/test";
import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("pages hydrate with no Content-Security-Policy violation", async ({ page }) => {
  test.setTimeout(90_000);
  const violations = recordViolations(page);
  for (const path of ["/", "/tool/sparrow-wallet", "/blog/how-to-choose-a-bitcoin-wallet", "/bitcoin-to-euro"]) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+';/);
    await waitForHydration(page);
  }
  // A client-side navigation loads another route's module.
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByRole("main").getByLabel("Email").click();
  await expect(page.getByRole("checkbox", { name: "I'm not a robot" })).toBeVisible();
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(violations).toEqual([]);
});
