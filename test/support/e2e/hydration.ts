import type { Page } from "@playwright/test";

/** Waits until React has hydrated the page, so client-side handlers (Ctrl+K, dialogs) are live. */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout });
}
