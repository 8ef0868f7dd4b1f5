import type { Locator, Page } from "@playwright/test";
import { expect } from "#test/e2e/test.ts";

/**
 * Ticks "I'm not a robot" and waits for the form's send button to be enabled. A tick that lands
 * while the widget is still starting is lost, as a person's would be, and a person ticks again: so
 * does this, when the widget says it is neither working nor done.
 */
export async function passCaptcha(page: Page, send: Locator): Promise<void> {
  const checkbox = page.getByRole("checkbox", { name: "I'm not a robot" });
  const state = () => page.locator("altcha-widget .altcha").getAttribute("data-state");
  await expect(async () => {
    if (!["verifying", "verified"].includes((await state()) ?? "")) await checkbox.click({ force: true });
    await expect(send).toBeEnabled({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
}
