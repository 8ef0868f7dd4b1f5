// With JavaScript, leaving an edit page with changes not saved asks first; after a save it does not.
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { expect, test } from "#test/support/e2e/test.ts";
import { categoryIdOf, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { openTestDatabase } from "#test/support/database.ts";

test.describe.configure({ timeout: 90_000 });

test("leaving a tool's edit page with unsaved changes asks first", async ({ page }) => {
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  const slug = uniqueSlug("e2e-unsaved");
  const tool = await insertTool(sql, { name: `E2E ${slug}`, slug, categoryIds: [await categoryIdOf(sql, "mining")] });
  await close();
  await signInAsNewAdmin(page);
  await page.goto(`/admin/tools/${tool.id}`);
  await waitForHydration(page);
  const backToTools = page.getByRole("main").locator('a[href="/admin/tools"]').first();

  await page.getByLabel("Short description").fill("Typed and not saved.");
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await backToTools.click();
  await expect.poll(() => asked).toEqual(["You have unsaved changes. Leave this page and lose them?"]);
  // Staying keeps the page and the text.
  await expect(page).toHaveURL(new RegExp(`/admin/tools/${tool.id}$`));
  await expect(page.getByLabel("Short description")).toHaveValue("Typed and not saved.");

  // Closing the tab asks too (beforeunload); leaving then closes it, so no page is left open
  // with its question when the test's browser closes.
  const closing = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await closing).toBe("beforeunload");
  await expect.poll(() => page.isClosed()).toBe(true);
});

test("after a save, leaving does not ask", async ({ page }) => {
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  const slug = uniqueSlug("e2e-saved");
  const tool = await insertTool(sql, { name: `E2E ${slug}`, slug, categoryIds: [await categoryIdOf(sql, "mining")] });
  await close();
  await signInAsNewAdmin(page);
  await page.goto(`/admin/tools/${tool.id}`);
  await waitForHydration(page);
  await page.getByLabel("Short description").fill("Typed and saved.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Tool saved", { exact: true }).first()).toBeVisible();
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("main").locator('a[href="/admin/tools"]').first().click();
  await expect(page).toHaveURL(/\/admin\/tools$/);
  expect(asked).toEqual([]);
});
