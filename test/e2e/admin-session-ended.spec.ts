// An editor whose session ends while a form is open loses nothing. With JavaScript the form stays
// filled in under a message that says to sign in again, in another tab; once signed in, the next
// save is refused once more with its text kept (it carried the old session's token, and now holds
// the new one) and the one after it saves. Without JavaScript the answer is a page that says the
// session ended, holds what was sent and signs the editor back in to the same form.
import type { Page } from "@playwright/test";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin, signInByLink } from "#test/support/e2e/sign-in-helper.ts";
import { expect, test } from "#test/support/e2e/test.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";
import { signInLink } from "#test/support/mailbox.ts";
import { categoryIdOf, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";

test.describe.configure({ timeout: 90_000 });

const SESSION_ENDED =
  "Your session ended, so this was not saved. Sign in again (in another tab, so this form stays as it is), then save again.";
const STALE_FORM = "This form was opened before you signed in again, so it was not saved. Save again to send it.";

const makeTool = (base: string) =>
  withDatabase(async (sql) => {
    const slug = uniqueSlug(base);
    return insertTool(sql, { name: `E2E ${slug}`, slug, categoryIds: [await categoryIdOf(sql, "mining")] });
  });

const endSessionsOf = (email: string) =>
  withDatabase((sql) => sql`DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ${email})`);

const descriptionOf = (id: string) =>
  withDatabase(async (sql) => (await sql<{ d: string }[]>`SELECT description AS d FROM tools WHERE id = ${id}`)[0]!.d);

/** Opens the tool's edit page, types a new description, and ends the editor's session. */
async function typeThenLoseSession(page: Page, javaScriptEnabled: boolean, width: number) {
  const email = await signInAsNewAdmin(page);
  await page.setViewportSize({ width, height: 900 });
  const tool = await makeTool("session-ends");
  await page.goto(`/admin/tools/${tool.id}`);
  if (javaScriptEnabled) await waitForHydration(page);
  const typed = `Typed for an hour at ${width} px, then the session ended.`;
  await page.getByLabel("Short description").fill(typed);
  await endSessionsOf(email);
  await page.getByRole("button", { name: "Save changes" }).click();
  return { email, tool, typed };
}

for (const width of [375, 1280]) {
  test(`at ${width} px, a save after the session ended keeps the text and saves once signed in again`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the page without JavaScript is the test below");
    const { email, tool, typed } = await typeThenLoseSession(page, true, width);

    await expect(page.getByRole("alert").filter({ hasText: SESSION_ENDED })).toBeVisible();
    await expect(page.getByLabel("Short description")).toHaveValue(typed);
    await expect(page.getByRole("heading", { level: 1, name: tool.name })).toBeVisible();
    await expect(page.getByText("Not found")).toHaveCount(0);

    const other = await page.context().newPage();
    await signInByLink(other, email);
    await other.close();

    const token = page.getByRole("form", { name: "Edit tool" }).locator('input[name="csrf_token"]');
    // The page still holds the ended session's token.
    const oldToken = await token.inputValue();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("alert").filter({ hasText: STALE_FORM })).toBeVisible();
    await expect(page.getByLabel("Short description")).toHaveValue(typed);
    // The refusal reloads the page's data; the form then carries the new session's token.
    await expect(token).not.toHaveValue(oldToken);
    await expect(token).toHaveValue(/^[\w-]{43}$/);

    // Two refusals in a row: the form still holds unsaved text, and leaving asks first.
    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "← Tools" }).click();
    await expect.poll(() => asked).toEqual(["You have unsaved changes. Leave this page and lose them?"]);
    await expect(page.getByLabel("Short description")).toHaveValue(typed);

    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Tool saved").first()).toBeVisible();
    expect(await descriptionOf(tool.id)).toBe(typed);
  });

  test(`at ${width} px, without JavaScript, the answer holds the text and signs back in to the same form`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "the form's own answer with JavaScript is the test above");
    const { email, tool, typed } = await typeThenLoseSession(page, false, width);

    await expect(page.getByRole("heading", { level: 1, name: "Not saved: your session ended" })).toBeVisible();
    await expect(page.getByLabel("description", { exact: true })).toHaveValue(typed);
    const signIn = page.getByRole("link", { name: "Sign in again" });
    await expect(signIn).toHaveAttribute("href", `/sign-in?redirectTo=%2Fadmin%2Ftools%2F${tool.id}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.goto(`/sign-in?redirectTo=%2Fadmin%2Ftools%2F${tool.id}`);
    await page.getByRole("main").getByLabel("Email address").fill(email);
    const sentAt = Date.now();
    await page.getByRole("button", { name: "Continue with Email" }).click();
    await page.goto(await signInLink(process.env.FAKE_UPSTREAMS_URL!, email, sentAt));
    await expect(page).toHaveURL(new RegExp(`/admin/tools/${tool.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: tool.name })).toBeVisible();
    expect(await descriptionOf(tool.id)).not.toBe(typed);
  });
}
