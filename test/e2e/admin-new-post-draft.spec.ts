// A new post that was never saved survives a closed tab: with JavaScript, typing on "New post" keeps
// a draft on the server; opening "New post" again offers it back (without JavaScript too, as a
// link) or discards it, and creating the post drops it.
import type { Page } from "@playwright/test";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { expect, test } from "#test/support/e2e/test.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";

test.describe.configure({ timeout: 120_000 });
// Each submit and reload is a full round trip: on a busy machine, more than the default 5 s.
const afterSubmit = { timeout: 20_000 };

const CONTENT =
  "## Hardware wallets\n\nA hard break  \nkept as typed.\n\n    indented code\n\n\n- one\n- two\n\nThe last sentence of the draft.";

async function openNewPost(page: Page, javaScriptEnabled: boolean) {
  await page.goto("/admin/blog/new");
  if (javaScriptEnabled) await waitForHydration(page);
}

/** The draft a closed tab left, as the autosave keeps it. */
async function leaveDraft(email: string, fields: Record<string, string>) {
  await withDatabase(
    (sql) => sql`
      INSERT INTO new_post_drafts (author_id, fields)
      SELECT id, ${JSON.stringify(fields)}::jsonb FROM users WHERE email = ${email}`,
  );
}

const recoverControl = (page: Page, javaScriptEnabled: boolean) =>
  page.getByRole(javaScriptEnabled ? "button" : "link", { name: /^Recover unsaved draft from .+ UTC$/ });

test.describe("autosave", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "autosave needs JavaScript");

  test("a new post typed in a closed tab is recovered exactly, and creating it drops the draft", async ({
    page,
    context,
  }) => {
    await signInAsNewAdmin(page);
    const title = `Closed Tab Post ${Date.now()}${Math.floor(Math.random() * 1000)}`;
    await openNewPost(page, true);
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Content (Markdown)").fill(CONTENT);
    await expect(page.getByRole("status").filter({ hasText: /^Draft saved at \d{2}:\d{2}$/ })).toBeVisible({
      timeout: 25_000,
    });
    await page.close();

    const tab = await context.newPage();
    await openNewPost(tab, true);
    await expect(tab.getByLabel("Content (Markdown)")).toHaveValue("");
    await recoverControl(tab, true).click();
    await expect(tab.getByLabel("Title")).toHaveValue(title);
    await expect(tab.getByLabel("Content (Markdown)")).toHaveValue(CONTENT);
    await expect(recoverControl(tab, true)).toHaveCount(0);

    await tab.getByRole("button", { name: "Create post" }).click();
    await expect(tab.getByText("Post created", { exact: true }).first()).toBeVisible(afterSubmit);
    await expect(tab.getByLabel("Content (Markdown)")).toHaveValue(CONTENT);
    await openNewPost(tab, true);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText("New post");
    await expect(tab.getByText("Unsaved draft")).toHaveCount(0);
  });
});

test("an editor recovers a closed tab's new post into the form, with JavaScript on and off", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = await signInAsNewAdmin(page);
  const title = `Recovered Post ${Date.now()}`;
  await leaveDraft(email, { title, content: CONTENT, excerpt: "Left behind." });
  await openNewPost(page, javaScriptEnabled);
  await recoverControl(page, javaScriptEnabled).click();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Content (Markdown)")).toHaveValue(CONTENT);
  await expect(page.getByText("Draft recovered into the form: check it, then save the post.")).toBeVisible();
});

test("an editor discards a closed tab's new post, with JavaScript on and off", async ({ page, javaScriptEnabled }) => {
  const email = await signInAsNewAdmin(page);
  await leaveDraft(email, { title: "Not wanted", content: CONTENT });
  await openNewPost(page, javaScriptEnabled);
  await expect(recoverControl(page, javaScriptEnabled)).toBeVisible();
  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByText("Draft discarded", { exact: true }).first()).toBeVisible(afterSubmit);
  await expect(recoverControl(page, javaScriptEnabled)).toHaveCount(0);
  await openNewPost(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New post");
  await expect(page.getByText("Unsaved draft")).toHaveCount(0);
  await expect(page.getByLabel("Content (Markdown)")).toHaveValue("");
});
