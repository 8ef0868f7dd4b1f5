// An editor works through the review queue, with JavaScript on and off: a review a check opened
// shows with its tool and finding, and "Mark as reviewed" takes it off the queue.
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { expect, test } from "#test/support/e2e/test.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";
import { insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";

test.describe.configure({ timeout: 90_000 });

test("an editor marks a licence review as reviewed and it leaves the queue", async ({ page, javaScriptEnabled }) => {
  const name = `E2E ${uniqueSlug("reviewed")}`;
  await withDatabase(async (sql) => {
    const tool = await insertTool(sql, { name, slug: uniqueSlug("e2e-review") });
    await sql`INSERT INTO tool_reviews (tool_id, kind, detail)
      VALUES (${tool.id}, 'licence', 'The listing says open source, but the repository declares no licence.')`;
  });
  await signInAsNewAdmin(page);
  await page.goto("/admin/reviews");
  if (javaScriptEnabled) await waitForHydration(page);
  const row = page.getByTestId("review-row").filter({ hasText: name });
  await expect(row).toContainText("Licence contradicts the listing");
  await expect(row).toContainText("The listing says open source, but the repository declares no licence.");
  await row.getByRole("button", { name: `Mark as reviewed (${name})` }).click();

  await expect(page.getByText("Review marked as reviewed").first()).toBeVisible();
  await expect(page.getByTestId("review-row").filter({ hasText: name })).toHaveCount(0);
});
