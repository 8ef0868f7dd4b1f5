import type { Page } from "@playwright/test";

/** Holds the page's requests to matching URLs until the returned function is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
