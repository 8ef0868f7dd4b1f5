import type { Page } from "@playwright/test";
import { randomClientAddress } from "#test/support/e2e/test.ts";

/** A client address the test knows, for its requests outside the page to count with the page's. */
export async function ownClientAddress(page: Page): Promise<{ "CF-Connecting-IP": string }> {
  const client = { "CF-Connecting-IP": randomClientAddress() };
  await page.setExtraHTTPHeaders(client);
  return client;
}

export async function fillInContactForm(page: Page, email: string, subject: string): Promise<void> {
  const main = page.getByRole("main");
  await main.getByLabel("Name").fill("Ada Reader");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Subject").fill(subject);
  await main.getByLabel("Message").fill("Please add the wallet I use.");
}
