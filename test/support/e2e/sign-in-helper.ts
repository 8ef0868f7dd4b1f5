import type { Page } from "@playwright/test";
import { expect } from "#test/support/e2e/test.ts";
import { openTestDatabase } from "#test/support/database.ts";
import { signInLink } from "#test/support/mailbox.ts";

const fake = process.env.FAKE_UPSTREAMS_URL!;

/** Asks for a sign-in link on /sign-in and returns the link mailed for it. */
export async function requestSignInLink(page: Page, email: string): Promise<string> {
  await page.goto("/sign-in");
  await page.getByRole("main").getByLabel("Email address").fill(email);
  const sentAt = Date.now();
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await expect(page.getByText("Magic link sent! Check your email for the login link.").first()).toBeVisible();
  return signInLink(fake, email, sentAt);
}

/** Signs the page's browser in by the mailed link (works with JavaScript on and off). */
export async function signInByLink(page: Page, email: string): Promise<void> {
  await page.goto(await requestSignInLink(page, email));
  await expect(page.getByRole("banner").getByRole("link", { name: "Submit" })).toBeVisible();
}

/**
 * Signs the page's browser in by the mailed link without opening a page: the form is posted and the
 * link opened by the context's own requests, whose session cookie the browser then holds. For
 * journeys that are not about signing in (those open /sign-in themselves, signInByLink).
 */
async function signInBehindTheScenes(page: Page, email: string): Promise<void> {
  const sentAt = Date.now();
  const asked = await page.request.post("/sign-in", { form: { intent: "email", email }, maxRedirects: 0 });
  expect(asked.status(), `asking a sign-in link for ${email}`).toBeLessThan(400);
  const opened = await page.request.get(await signInLink(fake, email, sentAt), { maxRedirects: 0 });
  expect(opened.status(), `opening ${email}'s sign-in link`).toBe(302);
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name === "better-auth.session_token")).toBe(true);
}

/**
 * Signs the page in as a new admin of its own (a fresh address, given the role in the database),
 * so admin journeys never share one address's sign-in-link budget; the page is left where it was,
 * for the journey to open what it needs. Returns the address. The admin hears of nothing unless
 * `notifications` is "default".
 */
export async function signInAsNewAdmin(
  page: Page,
  name = "editor",
  { notifications = "none" }: { notifications?: "none" | "default" } = {},
): Promise<string> {
  const email = `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await signInBehindTheScenes(page, email);
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  try {
    await sql`INSERT INTO user_roles (user_id, role) SELECT id, 'admin' FROM users WHERE email = ${email}`;
    if (notifications === "none")
      await sql`INSERT INTO admin_notification_settings (user_id, frequency)
        SELECT id, 'none' FROM users WHERE email = ${email}`;
  } finally {
    await close();
  }
  return email;
}
