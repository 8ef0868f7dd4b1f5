// An admin fetches a tool's logo from its website (a fake site on 127.0.0.1 serving an icon made
// here), and the tool's card in the home list shows it instead of the lettermark. With JavaScript
// and without.
import type { TestInfo } from "@playwright/test";
import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";
import { png } from "#test/support/images.ts";
import { insertSiteTool, putSiteFile } from "#test/support/site-images.ts";

const SITE = process.env.FAKE_UPSTREAMS_URL!;

async function toolWithIcon(testInfo: TestInfo) {
  const prefix = `site-logo-${testInfo.project.name}`;
  const tool = await withDatabase((sql) =>
    insertSiteTool(sql, SITE, `<link rel="icon" type="image/png" sizes="96x96" href="/files/{tag}/icon.png">`, prefix),
  );
  await putSiteFile(SITE, `${tool.tag}/icon.png`, await png(96, 96), "image/png");
  return tool;
}

test("an admin fetches a tool's logo from its website, and its card shows it", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(60_000);
  const tool = await toolWithIcon(testInfo);
  await signInAsNewAdmin(page, "site-logo");

  await page.goto("/?q=" + encodeURIComponent(tool.name));
  const card = page.getByRole("article").filter({ hasText: tool.name });
  await expect(card.locator(`img[src="/logos/${tool.slug}.svg"]`)).toHaveCount(1);

  await page.goto(`/admin/tools/${tool.id}/images`);
  if (javaScriptEnabled) await waitForHydration(page);
  await expect(page.getByText("Not looked at yet.")).toBeVisible();
  await page.getByRole("button", { name: "Fetch from the website" }).click();
  await expect(page.getByText("Website looked at").first()).toBeVisible();
  await expect(page.getByText(`Logo from ${SITE}/files/${tool.tag}/icon.png`)).toBeVisible();
  await expect(page.getByText(/Fetched from the tool's website on/)).toBeVisible();

  await page.goto("/?q=" + encodeURIComponent(tool.name));
  const logo = card.locator(`img[src^="/tool-images/${tool.id}/logo-"]`);
  await expect(logo).toHaveAttribute("src", new RegExp(`-96x96\\.webp$`));
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(96);
  await expect(card.locator(`img[src="/logos/${tool.slug}.svg"]`)).toHaveCount(0);
});
