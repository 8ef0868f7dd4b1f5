// An editor uploads an image to the media list from a post's page, puts it into the post's
// Markdown (with JavaScript the Insert button, without it the snippet copied by hand), publishes,
// and readers see the image with its alt text under the author's byline.
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";
import { expect, test } from "#test/support/e2e/test.ts";
import { png } from "#test/support/images.ts";

test.describe.configure({ timeout: 120_000 });

test("an image from the media list goes into a post and shows with its alt text and the author's byline", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = await signInAsNewAdmin(page, "media-editor");
  const stamp = `${Date.now()}${javaScriptEnabled ? "js" : "nojs"}`;
  const author = `Mara Media ${stamp}`;
  await withDatabase(
    (sql) => sql`INSERT INTO profiles (id, full_name) SELECT id, ${author} FROM users WHERE email = ${email}`,
  );

  await page.goto("/admin/blog/new");
  if (javaScriptEnabled) await waitForHydration(page);
  const title = `Channel Diagrams ${stamp}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content (Markdown)").fill("How a channel opens.");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  if (javaScriptEnabled) await waitForHydration(page);

  const alt = `Two nodes joined by a payment channel ${stamp}`;
  await page.getByLabel("Image", { exact: true }).setInputFiles({
    name: "diagram.png",
    mimeType: "image/png",
    buffer: Buffer.from(await png(800, 400)),
  });
  await page.getByLabel("Alt text").fill(alt);
  await page.getByRole("button", { name: "Upload to media" }).click();
  const item = page.getByTestId("media-item").filter({ hasText: alt });
  await expect(item).toBeVisible();
  const snippet = await item.getByTestId("media-snippet").inputValue();
  expect(snippet).toMatch(
    /^!\[Two nodes joined by a payment channel \w+\]\(\/blog-images\/media\/[0-9a-f]{32}-800x400\.webp\)$/,
  );

  const content = page.getByLabel("Content (Markdown)");
  if (javaScriptEnabled) {
    await content.click();
    await content.press("Control+End");
    await content.press("Enter");
    await content.press("Enter");
    await item.getByRole("button", { name: /^Insert/ }).click();
    await expect(content).toHaveValue(`How a channel opens.\n\n${snippet}`);
  } else {
    await content.fill(`${await content.inputValue()}\n\n${snippet}`);
  }
  await page.getByRole("button", { name: "Save changes" }).click();
  // A save reloads every loader of the page: on a busy machine that outlasts the default 5 s.
  await expect(page.getByText("Post saved", { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByTestId("post-status")).toContainText("Published", { timeout: 20_000 });

  const slug = (await page.getByLabel("Slug").inputValue()).trim();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText(`By ${author}`)).toBeVisible();
  const image = page.getByRole("article").getByRole("img", { name: alt });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(800);
});
