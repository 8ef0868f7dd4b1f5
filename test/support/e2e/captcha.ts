import type { Locator, Page } from "@playwright/test";
import { expect } from "#test/support/e2e/test.ts";

/** Ticks "I'm not a robot" and waits until the check is solved and the form's send button enabled. */
export async function passCaptcha(page: Page, send: Locator): Promise<void> {
  await page.getByRole("checkbox", { name: "I'm not a robot" }).check();
  await expect(page.getByRole("group", { name: "Spam check" }).getByRole("status")).toHaveText("Verified", {
    timeout: 20_000,
  });
  await expect(send).toBeEnabled();
}
