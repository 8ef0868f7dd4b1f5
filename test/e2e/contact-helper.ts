import type { Page } from "@playwright/test";

/** A client address of its own for the page's requests, so no test meets another's rate limit. */
export async function ownClientAddress(page: Page): Promise<{ "CF-Connecting-IP": string }> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  const client = { "CF-Connecting-IP": `198.19.${part()}.${part()}` };
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
