// Two tabs on one tool, and on one category, with JavaScript on and off: the second save is refused
// with the conflict (the other tab's text beside this tab's, which stays in the form) and saves over
// it only when asked; and an edit followed by 'Publish now' goes live with the edit.
import type { Page } from "@playwright/test";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { expect, test } from "#test/support/e2e/test.ts";
import { categoryIdOf, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { openTestDatabase } from "#test/support/database.ts";

test.describe.configure({ timeout: 90_000 });

async function makeTool(base: string, status: string) {
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  try {
    const slug = uniqueSlug(base);
    return await insertTool(sql, {
      name: `E2E ${slug}`,
      slug,
      status,
      categoryIds: [await categoryIdOf(sql, "mining")],
    });
  } finally {
    await close();
  }
}

async function openAdmin(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

/**
 * Opens `path` in two tabs of a new admin; the first saves `label`, then the second's save shows
 * the conflict with its own text kept (`stored` reads what is saved then), and saves over it when asked.
 */
async function twoTabsSave(
  page: Page,
  javaScriptEnabled: boolean,
  {
    path,
    label,
    field,
    saved,
    stored,
  }: { path: string; label: string; field: string; saved: string; stored?: () => Promise<string> },
) {
  await signInAsNewAdmin(page);
  const second = await page.context().newPage();
  await openAdmin(page, path, javaScriptEnabled);
  await openAdmin(second, path, javaScriptEnabled);

  // A tab in the background paints nothing (no toast): each tab is brought forward to be used.
  await page.bringToFront();
  await page.getByLabel(label).fill("Written in the first tab.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(saved, { exact: true }).first()).toBeVisible();

  await second.bringToFront();
  await second.getByLabel(label).fill("Written in the second tab.");
  await second.getByRole("button", { name: "Save changes" }).click();
  const conflict = second.getByTestId("edit-conflict");
  await expect(conflict).toContainText("Someone else saved a newer version: nothing of yours was saved");
  const sides = conflict.locator(`[data-conflict-field="${field}"]`);
  await expect(sides.locator('[data-side="theirs"]')).toHaveText("Written in the first tab.");
  await expect(sides.locator('[data-side="yours"]')).toHaveText("Written in the second tab.");
  await expect(second.getByLabel(label)).toHaveValue("Written in the second tab.");
  await expect(conflict.getByRole("link", { name: "Load the current version" })).toHaveAttribute("href", path);
  if (stored) expect(await stored()).toBe("Written in the first tab.");

  await conflict.getByRole("button", { name: "Save my version over it" }).click();
  await expect(second.getByText(saved, { exact: true }).first()).toBeVisible();
  await expect(second.getByTestId("edit-conflict")).toHaveCount(0);
  await expect(second.getByLabel(label)).toHaveValue("Written in the second tab.");
  await second.close();
}

test("two tabs edit one tool: the second save shows the conflict and keeps its text", async ({
  page,
  javaScriptEnabled,
}) => {
  const tool = await makeTool("e2e-two-tabs", "published");
  await twoTabsSave(page, javaScriptEnabled, {
    path: `/admin/tools/${tool.id}`,
    label: "Short description",
    field: "description",
    saved: "Tool saved",
  });
});

test("an edit, then 'Publish now': the edit is live on the tool's page", async ({ page, javaScriptEnabled }) => {
  const tool = await makeTool("e2e-publish-edit", "draft");
  await signInAsNewAdmin(page);
  await openAdmin(page, `/admin/tools/${tool.id}`, javaScriptEnabled);
  await page.getByLabel("Short description").fill("Edited, then published in one click.");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Tool published", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("tool-status")).toHaveText("Published");
  await page.goto(`/tool/${tool.slug}`);
  await expect(page.getByRole("main")).toContainText("Edited, then published in one click.");
});

test("two tabs edit one category: the second save shows the conflict and keeps its text", async ({
  page,
  javaScriptEnabled,
}) => {
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  const slug = uniqueSlug("e2e-two-tabs-category");
  const [category] = await sql<{ id: string }[]>`INSERT INTO categories (name, slug, description)
    VALUES (${`E2E ${slug}`}, ${slug}, 'As it was loaded.') RETURNING id`;
  try {
    await twoTabsSave(page, javaScriptEnabled, {
      path: `/admin/categories/${category!.id}`,
      label: "Description",
      field: "description",
      saved: "Category saved",
      stored: async () =>
        (await sql<{ description: string }[]>`SELECT description FROM categories WHERE id = ${category!.id}`)[0]!
          .description,
    });
  } finally {
    await sql`DELETE FROM categories WHERE id = ${category!.id}`;
    await close();
  }
});
