// Signing in by e-mail link and out again, with JavaScript on and off, through the fake SMTP server.
import { expect, test } from "#test/support/e2e/test.ts";
import { signInLink } from "#test/support/mailbox.ts";
import { requestSignInLink, signInByLink } from "#test/support/e2e/sign-in-helper.ts";
import { openTestDatabase } from "#test/support/database.ts";

const fake = process.env.FAKE_UPSTREAMS_URL!;

test("sign in by the mailed link, see the account menu, then sign out", async ({ page }, testInfo) => {
  const email = `reader-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/");
  await page.getByRole("link", { name: "Sign In" }).first().click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByRole("main").getByLabel("Email address").fill(email);
  const sentAt = Date.now();
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await expect(page.getByText("Magic link sent! Check your email for the login link.").first()).toBeVisible();

  const link = await signInLink(fake, email, sentAt);
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Submit" })).toBeVisible();
  await header.locator("summary", { hasText: "Profile" }).click();
  await expect(header.getByText(email)).toBeVisible();
  await header.getByText("Sign out", { exact: true }).click();
  await expect(page.getByText("Signed out successfully").first()).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();

  // The link worked once: a second use lands on the sign-in page with the session-expired message.
  await page.goto(link);
  await expect(page).toHaveURL(/\/sign-in\?error=INVALID_TOKEN$/);
  await expect(page.getByText("Your session has expired. Please sign in again.").first()).toBeVisible();
});

test("an address that is not one is refused on the page", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByRole("main").getByLabel("Email address").fill("not-an-address");
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await expect(page.getByText("Please enter a valid email address.").first()).toBeVisible();
});

test("a link older than 15 minutes fails with the session-expired message", async ({ page }, testInfo) => {
  const email = `late-${testInfo.project.name}-${Date.now()}@example.com`;
  const link = await requestSignInLink(page, email);
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  await sql`UPDATE verifications SET expires_at = now() - interval '1 second' WHERE value LIKE ${`%${email}%`}`;
  await close();
  await page.goto(link);
  await expect(page).toHaveURL(/\/sign-in\?error=INVALID_TOKEN$/);
  await expect(page.getByText("Your session has expired. Please sign in again.").first()).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
});

test("a sign-in link opened while an old session cookie is still in the browser signs the visitor in", async ({
  page,
  context,
}, testInfo) => {
  const email = `stale-${testInfo.project.name}-${Date.now()}@example.com`;
  await signInByLink(page, email);
  const [old] = (await context.cookies()).filter((c) => c.name === "better-auth.session_token");
  // The session ends on the server (expired, or signed out elsewhere) while the browser keeps its cookie.
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  await sql`DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ${email})`;
  await close();

  const link = await requestSignInLink(page, email);
  await context.addCookies([old!]);
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Submit" })).toBeVisible();
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/profile$/);
});

test("a page that needs a signed-in visitor sends them to sign in and back again", async ({ page }, testInfo) => {
  const email = `returner-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/profile?tab=submitted");
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fprofile%3Ftab%3Dsubmitted$/);
  await page.getByRole("main").getByLabel("Email address").fill(email);
  const sentAt = Date.now();
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await expect(page.getByText("Magic link sent! Check your email for the login link.").first()).toBeVisible();
  await page.goto(await signInLink(fake, email, sentAt));
  await expect(page).toHaveURL(/\/profile\?tab=submitted$/);
  await expect(page.getByText("You haven't submitted any tools yet.")).toBeVisible();

  // Signed in already, the sign-in page sends the visitor straight on; another site is never the way on.
  await page.goto("/sign-in?redirectTo=%2Fsubmit");
  await expect(page).toHaveURL(/\/submit$/);
  await page.goto("/sign-in?redirectTo=%2F%2Fevil.example");
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
});
