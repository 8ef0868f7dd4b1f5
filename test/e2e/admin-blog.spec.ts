// The admin blog in the browser, with JavaScript on and off: an editor writes a post, previews
// it, schedules it, and the every-minute cron publishes it: it then shows on /blog and in the
// feed. Axe checks the posts list, the editor and the blog categories page.
import { utcDateTimeValue } from "#app/lib/admin-tool-rules.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { expect, test } from "#test/support/e2e/test.ts";
import { axeViolations } from "#test/support/e2e/axe.ts";

// The journey signs in and walks several pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("an editor writes a post, schedules it, and the cron publishes it to /blog and the feed", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await signInAsNewAdmin(page);
  await page.goto("/admin/blog/new");
  if (javaScriptEnabled) await waitForHydration(page);
  const title = `Cold Storage Notes ${Date.now()}${javaScriptEnabled ? "" : " nojs"}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("What we learned keeping keys offline.");
  await page.getByLabel("Content (Markdown)").fill("## Why offline\n\nKeys stay **away** from the network.");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByTestId("content-preview").locator("strong")).toHaveText("away");
  await expect(page.getByLabel("Title")).toHaveValue(title);

  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByText("Post created", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("post-status")).toHaveText("Draft");

  // Two minutes ahead, to the minute: in the future, and soon enough for no other test's schedule.
  const at = utcDateTimeValue(new Date(Date.now() + 2 * 60_000));
  await page.getByLabel("Publish at (UTC)").fill(at);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText("Post scheduled", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("post-status")).toContainText("Scheduled for");
  const slug = (await page.getByLabel("Slug").inputValue()).trim();
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  // The cron as Cloudflare would run it once the time has come (wrangler dev's local trigger).
  const due = Date.parse(`${at}:00Z`) + 1_000;
  const cron = await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}&time=${due}`);
  expect(cron.ok()).toBe(true);
  await expect.poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: 15_000 }).toBe(200);
  expect(await (await request.get("/rss.xml")).text()).toContain(title);
  const blog = await request.get("/blog");
  expect(await blog.text()).toContain(title);
  await page.reload();
  await expect(page.getByTestId("post-status")).toContainText("Published");
  await expect(page.getByRole("region", { name: "History" })).toContainText("Scheduled publication");
});

test.describe("accessibility", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript");
  test.describe.configure({ timeout: 150_000 });
  test.use({ reducedMotion: "reduce" });

  test("axe finds no violations on the posts list, the editor and the blog categories page", async ({ page }) => {
    await signInAsNewAdmin(page);
    await page.goto("/admin/blog");
    await waitForHydration(page);
    expect(await axeViolations(page), "/admin/blog").toEqual([]);
    // A seeded post's editor, with its status panel and history.
    const editor = await page
      .getByRole("link", { name: "How to Choose a Bitcoin Wallet" })
      .first()
      .getAttribute("href");
    await page.goto(editor!);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible({ timeout: 15_000 });
    expect(await axeViolations(page), "editor").toEqual([]);
    for (const path of ["/admin/blog/new", "/admin/blog/categories"]) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
