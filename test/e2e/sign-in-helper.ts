import { expect, type Page } from "@playwright/test";
import { signInLink } from "../support/mailbox";

const fake = process.env.FAKE_UPSTREAMS_URL!;

/** Signs the page's browser in by the mailed link (works with JavaScript on and off). */
export async function signInByLink(page: Page, email: string): Promise<void> {
  await page.goto("/sign-in");
  await page.getByRole("main").getByLabel("Email address").fill(email);
  const sentAt = Date.now();
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await expect(page.getByText("Magic link sent! Check your email for the login link.").first()).toBeVisible();
  await page.goto(await signInLink(fake, email, sentAt));
  await expect(page.getByRole("banner").getByRole("link", { name: "Submit" })).toBeVisible();
}
