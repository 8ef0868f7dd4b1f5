// Nothing an editor writes is cut, with JavaScript on and off: a pasted 60,000-character post is
// published whole, a post over its limit comes back with its text and the field's message, a tool's
// About too large to read is never sent (or, without JavaScript, answered with a page saying how to
// get back to it), and an image over 5 MB is named by its field while the page keeps its form.
import type { Page } from "@playwright/test";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { expect, test } from "#test/support/e2e/test.ts";

// Each journey signs in and sends large forms: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const stampOf = (javaScriptEnabled: boolean) =>
  `${Date.now()}${Math.floor(Math.random() * 1000)}${javaScriptEnabled ? "" : " nojs"}`;

/** Markdown of exactly `length` characters, in paragraphs, ending with `last`. */
function markdownOf(length: number, last: string): string {
  const paragraph = "Sats move over Lightning — 日本語 too, ₿ and café. ".repeat(8).trim() + "\n\n";
  return paragraph.repeat(Math.ceil(length / paragraph.length)).slice(0, length - last.length) + last;
}

/** Opens the new-post page and pastes `content` (as a paste: a `maxlength` would cut it). */
async function newPost(page: Page, javaScriptEnabled: boolean, title: string, content: string) {
  await page.goto("/admin/blog/new");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content (Markdown)").focus();
  await page.keyboard.insertText(content);
}

test("a pasted post of 60,000 characters is published whole", async ({ page, javaScriptEnabled }) => {
  await signInAsNewAdmin(page);
  const stamp = stampOf(javaScriptEnabled);
  const last = `This is the very last sentence, number ${stamp}.`;
  const content = markdownOf(60_000, last);
  const title = `Long read ${stamp}`;
  await newPost(page, javaScriptEnabled, title, content);
  if (javaScriptEnabled) await expect(page.getByTestId("content-count")).toHaveText("60,000 / 200,000");
  else await expect(page.getByTestId("content-count")).toHaveText("Up to 200,000 characters.");
  await page.getByRole("button", { name: "Create post" }).click();
  // Sending and rendering 60,000 characters takes a while on a busy machine.
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByTestId("post-status")).toContainText("Published", { timeout: 30_000 });
  const slug = (await page.getByLabel("Slug").inputValue()).trim();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText(last)).toBeVisible();
});

test("a post over its limit and its form's body cap comes back with its text and the field's message", async ({
  page,
  javaScriptEnabled,
}) => {
  await signInAsNewAdmin(page);
  const stamp = stampOf(javaScriptEnabled);
  const title = `Far too long ${stamp}`;
  // 250,000 three-byte characters: 2.25 MB once URL-encoded, over the post form's cap.
  await newPost(page, javaScriptEnabled, title, "日".repeat(250_000));
  const content = page.getByLabel("Content (Markdown)");
  if (javaScriptEnabled) {
    await expect(page.getByTestId("content-count")).toHaveText("250,000 / 200,000 (over the limit)");
    await expect(content).toHaveAttribute("aria-invalid", "true");
  }
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Create post" }).click();
  expect((await answer).status()).toBe(413);
  await expect(page.locator("#content-error")).toHaveText("Keep the content under 200,000 characters.");
  await expect(page.getByLabel("Title")).toHaveValue(title);
  expect((await content.inputValue()).length).toBe(250_000);
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
});

test("a tool's About past what a save can read keeps the editor's text, or says how to get back to it", async ({
  page,
  javaScriptEnabled,
}) => {
  await signInAsNewAdmin(page);
  await page.goto("/admin/tools/new");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel("Name", { exact: true }).fill(`Oversized ${stampOf(javaScriptEnabled)}`);
  const about = page.getByLabel("About (Markdown)");
  // 1,200,000 characters: past the tool editor's read ceiling (about 831 KB).
  await about.fill("x".repeat(1_200_000));
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.getByRole("button", { name: "Create tool" }).click();
  if (javaScriptEnabled) {
    const alert = page.getByRole("alert").filter({ hasText: "Not saved: this form is too large to send" });
    await expect(alert).toContainText("Its longest field is About (Markdown) (1,200,000 characters)");
    await expect(alert).toContainText("Everything you typed is still in the form.");
    expect((await about.inputValue()).length).toBe(1_200_000);
    await expect(about).toBeFocused();
    expect(posts).toEqual([]);
  } else {
    await expect(page.getByRole("heading", { level: 1, name: "Not saved: the form was too large" })).toBeVisible();
    await expect(page.getByText("use your browser's Back button to return to the form")).toBeVisible();
  }
});

test("an image over 5 MB is named by its field and the page keeps its form", async ({ page, javaScriptEnabled }) => {
  await signInAsNewAdmin(page);
  const title = `With a big image ${stampOf(javaScriptEnabled)}`;
  await newPost(page, javaScriptEnabled, title, "A short post.");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: "Featured image" }).click();
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel("New featured image").setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  await page.getByLabel("Alt text").fill("A chart of the hash rate");
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.locator("#image-error")).toHaveText("Images must be 5 MB or smaller.");
  await expect(page.getByLabel("New featured image")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload image" })).toBeVisible();
  await expect(page.getByLabel("Alt text")).toHaveValue("A chart of the hash rate");
  await expect(page.getByText("Error loading admin portal")).toHaveCount(0);
});
