// The submissions queue in the browser, with JavaScript on and off: a user submits a tool with the
// real form, an admin publishes it from the queue and it is on the home page and in search; another
// is rejected with a reason, which the submitter reads in their mail and their profile.
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "#test/support/e2e/test.ts";
import { axeViolations } from "#test/support/e2e/axe.ts";
import { signInAsNewAdmin, signInByLink } from "#test/support/e2e/sign-in-helper.ts";
import { mailTo } from "#test/support/mailbox.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";

const fake = process.env.FAKE_UPSTREAMS_URL!;

// Toasts fade in; axe must see them as they stay, not halfway through the animation.
test.use({ reducedMotion: "reduce" });
// Each journey signs in three times and runs axe twice.
test.describe.configure({ timeout: 90_000 });

/** axe runs a script in the page, so it checks the pages with JavaScript on only. */
async function expectAccessible(page: Page, testInfo: TestInfo) {
  if (testInfo.project.use.javaScriptEnabled === false) return;
  expect(await axeViolations(page)).toEqual([]);
}

const stampOf = (testInfo: TestInfo) => `${testInfo.project.name.replace("-", "")}${Date.now() % 1e8}`;

/** Signs a new user in and submits a tool with the /submit form; returns the user's address. */
async function submitAsNewUser(page: Page, name: string, stamp: string): Promise<string> {
  const email = `maker-${stamp}@example.com`;
  await signInByLink(page, email);
  await page.goto("/submit");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Website URL").fill(`https://${stamp}.example.org/`);
  await page.getByLabel("Short description").fill("Shows how many blocks until the next difficulty adjustment.");
  await page.getByLabel("Category").selectOption({ label: "Education" });
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=submitted/);
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item.getByText("Pending review")).toBeVisible();
  await expect(item.getByText(/^\d+(st|nd|rd|th) in the review queue$/)).toBeVisible();
  await page.context().clearCookies();
  return email;
}

/** Opens the queue from the admin navigation and the submission's review page from its row. */
async function openReview(page: Page, testInfo: TestInfo, name: string, submitter: string) {
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: /^Submissions/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Submissions" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("cell", { name: submitter })).toBeVisible();
  await expectAccessible(page, testInfo);
  await row.getByRole("link", { name: `Review ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Review: ${name}` })).toBeVisible();
  await expect(page.getByText(submitter)).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveAttribute(
    "href",
    /^\/admin\/tools\/[0-9a-f-]{36}$/,
  );
}

/** The submitter's newest mail whose subject holds `text`, waiting up to 5 s for it. */
async function mailAbout(address: string, text: string) {
  await expect.poll(async () => (await mailTo(fake, address)).some((m) => m.subject.includes(text))).toBe(true);
  return (await mailTo(fake, address)).filter((m) => m.subject.includes(text)).at(-1)!;
}

test("a submitted tool, published from the queue, is on the home page and in search", async ({ page }, testInfo) => {
  const stamp = stampOf(testInfo);
  const name = `Difficulty Clock ${stamp}`;
  const submitter = await submitAsNewUser(page, name, stamp);

  await signInAsNewAdmin(page);
  await openReview(page, testInfo, name, submitter);
  await expectAccessible(page, testInfo);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page).toHaveURL(/\/admin\/submissions(\?|$)/);
  await expect(page.getByText("Tool published").first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);

  const mail = await mailAbout(submitter, name);
  expect(mail.subject).toBe(`${name} is now listed on Bitcoin Tools Directory`);
  expect(mail.text).toMatch(/\/tool\/difficulty-clock-/);

  // Visitors see it at once.
  await page.context().clearCookies();
  await page.goto("/");
  await expect(page.getByRole("link", { name }).first()).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await page.getByRole("main").getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("a rejected submission: the reason is required, mailed, and shown in the submitter's profile", async ({
  page,
}, testInfo) => {
  const stamp = stampOf(testInfo);
  const name = `Fee Oracle ${stamp}`;
  const submitter = await submitAsNewUser(page, name, stamp);

  await signInAsNewAdmin(page);
  await openReview(page, testInfo, name, submitter);
  const reason = page.getByLabel("Reason for the submitter");
  await reason.fill("Too short");
  await page.getByRole("button", { name: "Reject submission" }).click();
  await expect(page.getByText("Give the submitter a reason of at least 10 characters.")).toBeVisible();
  await expect(reason).toHaveValue("Too short");
  await expectAccessible(page, testInfo);
  const why = "It duplicates a tool already in the directory.";
  await reason.fill(why);
  await page.getByRole("button", { name: "Reject submission" }).click();
  await expect(page).toHaveURL(/\/admin\/submissions(\?|$)/);
  await expect(page.getByText("Submission rejected").first()).toBeVisible();

  const mail = await mailAbout(submitter, name);
  expect(mail.subject).toBe(`Your submission ${name} was not accepted`);
  expect(mail.text).toContain(why);

  await page.context().clearCookies();
  await signInByLink(page, submitter);
  await page.goto("/profile?tab=submitted");
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(item.getByText(why)).toBeVisible();
});

test("a submission whose website is already listed is flagged in the queue with its link, and approved only 'anyway'", async ({
  page,
}, testInfo) => {
  const stamp = stampOf(testInfo);
  const listed = { name: `Listed Clock ${stamp}`, slug: `listed-clock-${stamp}` };
  // The same host as the submission's, written another way.
  await withDatabase(
    (sql) => sql`INSERT INTO tools (name, slug, description, website_url, status)
      VALUES (${listed.name}, ${listed.slug}, 'Already in the directory.', ${`http://WWW.${stamp}.example.org/about`}, 'published')`,
  );
  const name = `Twin Clock ${stamp}`;
  const submitter = await submitAsNewUser(page, name, stamp);

  await signInAsNewAdmin(page);
  await page.goto("/admin/submissions");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("Possible duplicate")).toBeVisible();
  await expect(row.getByRole("link", { name: listed.name, exact: true })).toHaveAttribute(
    "href",
    `/tool/${listed.slug}`,
  );
  await row.getByRole("link", { name: `Review ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Review: ${name}` })).toBeVisible({ timeout: 15_000 });

  const warning = page.getByTestId("duplicate-warning");
  await expect(warning.getByRole("link", { name: listed.name, exact: true })).toHaveAttribute(
    "href",
    `/tool/${listed.slug}`,
  );
  await expect(warning).toContainText(`Same website (${stamp}.example.org)`);
  await expectAccessible(page, testInfo);
  const publish = () => page.getByRole("region", { name: "Approve and publish now" });
  await publish().getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("This submission may already be in the directory")).toBeVisible();
  await publish()
    .getByLabel(/Approve anyway/)
    .check();
  await publish().getByRole("button", { name: "Publish now" }).click();
  await expect(page).toHaveURL(/\/admin\/submissions(\?|$)/);
  await expect(page.getByText("Tool published").first()).toBeVisible();
  expect((await mailAbout(submitter, name)).subject).toBe(`${name} is now listed on Bitcoin Tools Directory`);
});
