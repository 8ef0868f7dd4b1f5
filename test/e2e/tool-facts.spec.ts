// An editor records a fact and where it comes from, with JavaScript on and off: the tool page then
// states it with its source link and today's verification date.
import type { Browser, Page } from "@playwright/test";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { expect, randomClientAddress, test } from "#test/support/e2e/test.ts";
import { categoryIdOf, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { openTestDatabase } from "#test/support/database.ts";

// Signing in and walking several pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function makeTool() {
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  try {
    const slug = uniqueSlug("e2e-facts");
    return await insertTool(sql, {
      name: `E2E ${slug}`,
      slug,
      categoryIds: [await categoryIdOf(sql, "bitcoin-wallets")],
    });
  } finally {
    await close();
  }
}

/** A new tool's editor, open as a newly signed-in admin. */
async function openNewToolInEditor(page: Page, javaScriptEnabled: boolean) {
  const tool = await makeTool();
  await signInAsNewAdmin(page);
  await page.goto(`/admin/tools/${tool.id}`);
  if (javaScriptEnabled) await waitForHydration(page);
  return tool;
}

/** The tool page's "At a glance" facts, as a visitor from another address sees them. */
async function factsAsVisitor(browser: Browser, javaScriptEnabled: boolean, slug: string) {
  const context = await browser.newContext({
    javaScriptEnabled,
    extraHTTPHeaders: { "CF-Connecting-IP": randomClientAddress() },
  });
  const visitor = await context.newPage();
  await visitor.goto(`/tool/${slug}`);
  return visitor.getByRole("region", { name: "At a glance" });
}

test("an editor sets a tool's Tor support and hardware signers with a source; its page shows them", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const tool = await openNewToolInEditor(page, javaScriptEnabled);
  await page.getByRole("group", { name: "Tor support" }).getByLabel("Yes").check();
  const signers = page.getByRole("group", { name: "Hardware signers" });
  await signers.getByLabel("QR").check();
  await signers.getByLabel("File").check();
  await page.getByLabel("Tor support source").fill("https://example.org/docs/tor");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Tool saved", { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel("Tor support source")).toHaveValue("https://example.org/docs/tor");

  const facts = await factsAsVisitor(browser, javaScriptEnabled, tool.slug);
  await expect(facts).toContainText("Tor supportYes");
  await expect(facts).toContainText("Hardware signersQR, File");
  await expect(facts.getByRole("link", { name: "Source for Tor support" })).toHaveAttribute(
    "href",
    "https://example.org/docs/tor",
  );
  const today = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format();
  await expect(facts).toContainText(`Facts last verified ${today}`);
});

test("an editor marks Tor as not applicable and the licence as source available; the page says so", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const tool = await openNewToolInEditor(page, javaScriptEnabled);
  await page.getByRole("group", { name: "Tor support" }).getByLabel("Not applicable").check();
  await page.getByRole("group", { name: "Open source" }).getByLabel("Source available").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Tool saved", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("group", { name: "Tor support" }).getByLabel("Not applicable")).toBeChecked();

  const facts = await factsAsVisitor(browser, javaScriptEnabled, tool.slug);
  await expect(facts).toContainText("Tor supportNot applicable");
  await expect(facts).toContainText("Open sourceSource available");
});
