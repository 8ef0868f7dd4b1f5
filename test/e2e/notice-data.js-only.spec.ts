// A redirect that carries a notice loads the page's data once: the notice leaves the address
// without a second navigation, so no loader runs again for it, and the routes the new page links
// to are asked of /__manifest once each.
import type { Page } from "@playwright/test";
import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { categoryIdOf, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { openTestDatabase } from "#test/support/database.ts";

/** Every path the page asks /__manifest about from now on, once per ask. */
function manifestAsks(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/__manifest") paths.push(...(url.searchParams.get("paths") ?? "").split(",").filter(Boolean));
  });
  return paths;
}

const askedTwice = (paths: string[]) => paths.filter((path, index) => paths.indexOf(path) !== index);

test("after a redirect with a notice, each loader of the page runs once", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/tool/sparrow-wallet");
  await waitForHydration(page);
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/sign-in.data") dataRequests.push(url.search);
  });
  const asked = manifestAsks(page);
  await page.getByRole("button", { name: "Bookmark" }).click();
  await expect(page.getByText("Please sign in to bookmark tools").first()).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Ftool%2Fsparrow-wallet$/);
  // Time for a second load to start, if one were coming.
  await page.waitForTimeout(1_000);
  // One request for the page's data (the root's and the sign-in route's together), not two.
  expect(dataRequests).toHaveLength(1);
  expect(askedTwice(asked)).toEqual([]);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText("Please sign in to bookmark tools")).toHaveCount(0);
});

// The page's links are registered again by every render; a render while the first manifest
// request is in flight (the saved form's new revision link, its notice) asked for them twice until
// route discovery skipped the paths already asked (patches/react-router+7.18.7.patch, decision 038).
// On React Router 7 a second manifest request after the save still asks /admin, /admin/tools and
// the tool's page again, though the first answered 200 for them; its cause is open (decision 039).
test("an editor's save, redirected back with its notice, asks /__manifest about no route twice", async ({ page }) => {
  test.fixme(true, "React Router 7 asks three paths again after the save: decision 039, open");
  test.setTimeout(90_000);
  // A tool of its own: another journey saving the same tool would make this save a merged one.
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  const slug = uniqueSlug("manifest-once");
  const tool = await insertTool(sql, {
    name: `E2E ${slug}`,
    slug,
    status: "draft",
    categoryIds: [await categoryIdOf(sql, "mining")],
  }).finally(close);
  await signInAsNewAdmin(page, "manifest-editor");
  await page.goto(`/admin/tools?q=${slug}`);
  await waitForHydration(page);
  const asked = manifestAsks(page);
  await page.locator(`table a[href="/admin/tools/${tool.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tools/${tool.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `E2E ${slug}` })).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Tool saved", { exact: true }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked.length).toBeGreaterThan(0);
  expect(askedTwice(asked)).toEqual([]);
});
