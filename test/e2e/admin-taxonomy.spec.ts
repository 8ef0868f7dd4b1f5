// The admin's categories and tags in the browser, with JavaScript on and off: merging two tags so
// the kept tag's public page lists the tools of both, creating and deleting a category behind its
// confirmation box, and axe on the categories, tags and Activity pages.
import type { Page } from "@playwright/test";
import { expect, test } from "#test/support/e2e/test.ts";
import { axeViolations } from "#test/support/e2e/axe.ts";
import { holdRequests } from "#test/support/e2e/hold-requests.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { insertCategory, insertTag, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

test("an admin merges two tags, and the kept tag's page lists the tools of both", async ({
  page,
  javaScriptEnabled,
}) => {
  const { source, kept, tools } = await withDatabase(async (sql) => {
    const source = await insertTag(sql, uniqueSlug("ln wallet"));
    const kept = await insertTag(sql, uniqueSlug("ln"));
    const tools = [
      await insertTool(sql, { tagNames: [source.name] }),
      await insertTool(sql, { tagNames: [kept.name] }),
    ];
    return { source, kept, tools };
  });
  await signInAsNewAdmin(page);

  await open(page, "/admin", javaScriptEnabled);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Tags" }).click();
  await page.getByLabel("Search tags").fill(source.name);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText(`1 tag matching "${source.name}"`)).toBeVisible();
  await page.getByRole("link", { name: source.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `#${source.name}` })).toBeVisible();

  await page.getByLabel("Tag to keep").selectOption(kept.name);
  await page.getByLabel(`Yes, move the tools of #${source.name} to the chosen tag`).check();
  const release = javaScriptEnabled ? await holdRequests(page, /\/admin\/tags\/[^?]+\.data/) : null;
  await page.getByRole("button", { name: "Merge tags" }).click();
  if (release) {
    await expect(page.getByRole("button", { name: "Merging..." })).toBeDisabled();
    release();
  }
  await expect(page.getByRole("heading", { level: 1, name: `#${kept.name}` })).toBeVisible();
  await expect(page.getByText("Tags merged").first()).toBeVisible();
  await expect(page.getByText("merged", { exact: true })).toBeVisible();

  await page.goto(`/tag/${encodeURIComponent(source.name)}`);
  await expect(page).toHaveURL(new RegExp(`/tag/${encodeURIComponent(kept.name)}$`));
  await expect(page.getByRole("heading", { level: 1, name: `#${kept.name}` })).toBeVisible();
  for (const tool of tools) await expect(page.getByRole("link", { name: tool.name, exact: true })).toBeVisible();
});

test("an admin creates a category, then deletes it once the box is ticked", async ({ page, javaScriptEnabled }) => {
  const name = `Vaults ${uniqueSlug("e2e")}`;
  await signInAsNewAdmin(page);
  await open(page, "/admin/categories", javaScriptEnabled);
  await page.getByRole("link", { name: "New category" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Create category" }).click();
  await expect(page.getByText("Category created").first()).toBeVisible();
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.getByRole("button", { name: "Delete category" }).click();
  await expect(page.getByText("Tick the box to confirm the deletion.")).toBeVisible();
  await page.getByLabel(`Yes, delete ${name}.`).check();
  await page.getByRole("button", { name: "Delete category" }).click();
  await expect(page.getByText("Category deleted").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
});

test.describe("accessibility of the admin's categories, tags and Activity", () => {
  // axe runs a script in the page; toasts must be seen as they stay, not halfway through fading in.
  test.use({ reducedMotion: "reduce" });

  test("axe finds no violations", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs a script in the page");
    // Seven pages, each analysed in full.
    test.slow();
    const { category, tag } = await withDatabase(async (sql) => {
      const category = await insertCategory(sql, uniqueSlug("Axe"));
      const tag = await insertTag(sql);
      await insertTool(sql, { categoryIds: [category.id], tagNames: [tag.name] });
      return { category, tag };
    });
    await signInAsNewAdmin(page);
    // One change, so Activity and the edit page's history have an entry to show.
    await open(page, `/admin/tags/${tag.id}`, true);
    await page.getByLabel("Name", { exact: true }).fill(`${tag.name}-2`);
    await page.getByRole("button", { name: "Rename tag" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `#${tag.name}-2` })).toBeVisible();

    for (const path of [
      "/admin/categories",
      "/admin/categories/new",
      `/admin/categories/${category.id}`,
      "/admin/tags",
      `/admin/tags/${tag.id}`,
      "/admin/activity",
    ]) {
      await open(page, path, true);
      expect(await axeViolations(page), path).toEqual([]);
    }
    // A refused form, with its messages beside the fields.
    await open(page, `/admin/categories/${category.id}`, true);
    await page.getByRole("button", { name: "Delete category" }).click();
    await expect(page.getByText("Tick the box to confirm the deletion.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
