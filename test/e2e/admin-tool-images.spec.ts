// An admin gives a tool a screenshot and a logo, and sees them on the tool's public page.
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "#test/support/e2e/test.ts";
import { axeViolations } from "#test/support/e2e/axe.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { openTestDatabase } from "#test/support/database.ts";
import { png } from "#test/support/images.ts";

test.use({ reducedMotion: "reduce" });

/** A published tool of the test's own, without images. */
async function newTool(testInfo: TestInfo) {
  const stamp = `${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const name = `Pictured ${stamp}`;
  const slug = `pictured-${stamp}`;
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  try {
    const [row] = await sql<{ id: string }[]>`INSERT INTO tools (name, slug, description, website_url, status)
      VALUES (${name}, ${slug}, 'A tool that shows itself.', 'https://example.org', 'published') RETURNING id`;
    return { id: row!.id, name, slug };
  } finally {
    await close();
  }
}

const jsOn = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

/** The image's width once the browser has loaded it (0 until then). */
const loadedWidth = (page: Page, name: string) =>
  page.getByRole("img", { name }).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

/** Chooses a generated PNG of that size in the kind's upload form and sends it. */
async function upload(page: Page, kind: "logo" | "screenshot", width: number, height: number) {
  await page.getByLabel(`New ${kind}`).setInputFiles({
    name: `${kind}.png`,
    mimeType: "image/png",
    buffer: Buffer.from(await png(width, height)),
  });
  await page.getByRole("button", { name: `Upload ${kind}` }).click();
}

test("an admin uploads a screenshot and a logo, and the tool page shows them", async ({ page }, testInfo) => {
  // Two images decoded and re-encoded in the Worker, and an axe run: more than the default 30 s
  // when the machine is busy.
  test.setTimeout(60_000);
  const tool = await newTool(testInfo);
  await signInAsNewAdmin(page);
  await page.goto(`/admin/tools/${tool.id}/images`);
  await expect(page.getByRole("heading", { level: 1, name: `Images of ${tool.name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "← Back to the tool" })).toHaveAttribute(
    "href",
    `/admin/tools/${tool.id}`,
  );
  if (jsOn(testInfo)) await waitForHydration(page);

  await upload(page, "screenshot", 1800, 900);
  await expect(page.getByText("Screenshot uploaded").first()).toBeVisible();
  const current = `Current screenshot of ${tool.name}`;
  await expect(page.getByRole("img", { name: current })).toHaveAttribute("width", "1600");
  await expect.poll(() => loadedWidth(page, current)).toBe(1600);

  await upload(page, "logo", 300, 150);
  await expect(page.getByText("Logo uploaded").first()).toBeVisible();
  // axe runs a script in the page: with JavaScript on only, on the page with both images and their forms.
  if (jsOn(testInfo)) {
    expect(await axeViolations(page)).toEqual([]);
  }

  await page.goto(`/tool/${tool.slug}`);
  const screenshot = page.getByRole("img", { name: `Screenshot of ${tool.name}` });
  await expect(screenshot).toHaveAttribute("src", new RegExp(`^/tool-images/${tool.id}/screenshot-.+\\.webp$`));
  await screenshot.scrollIntoViewIfNeeded();
  await expect.poll(() => loadedWidth(page, `Screenshot of ${tool.name}`)).toBe(1600);
  await expect.poll(() => loadedWidth(page, `${tool.name} logo`)).toBe(256);
  const shared = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(shared).toBe(new URL((await screenshot.getAttribute("src"))!, page.url()).toString());
});

test("an admin removes a tool's screenshot, and the tool page no longer shows it", async ({ page }, testInfo) => {
  const tool = await newTool(testInfo);
  await signInAsNewAdmin(page);
  await page.goto(`/admin/tools/${tool.id}/images`);
  if (jsOn(testInfo)) await waitForHydration(page);
  await upload(page, "screenshot", 800, 450);
  await expect(page.getByRole("img", { name: `Current screenshot of ${tool.name}` })).toBeVisible();
  await page.getByRole("button", { name: "Remove screenshot" }).click();
  await expect(page.getByText("Screenshot removed").first()).toBeVisible();
  await expect(page.getByText("No screenshot yet")).toBeVisible();
  await page.goto(`/tool/${tool.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: tool.name })).toBeVisible();
  await expect(page.getByRole("img", { name: `Screenshot of ${tool.name}` })).toHaveCount(0);
});
