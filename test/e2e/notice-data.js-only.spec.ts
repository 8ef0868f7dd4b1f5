// A redirect that carries a notice loads the page's data once: the notice leaves the address
// without a second navigation, so no loader runs again for it.
import { expect, test } from "#test/e2e/test.ts";
import { waitForHydration } from "#test/e2e/hydration.ts";

test("after a redirect with a notice, each loader of the page runs once", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/tool/sparrow-wallet");
  await waitForHydration(page);
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/sign-in" && url.searchParams.has("_data")) dataRequests.push(url.searchParams.get("_data")!);
  });
  await page.getByRole("button", { name: "Bookmark" }).click();
  await expect(page.getByText("Please sign in to bookmark tools").first()).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Ftool%2Fsparrow-wallet$/);
  // Time for a second load to start, if one were coming.
  await page.waitForTimeout(1_000);
  expect(dataRequests.sort()).toEqual(["root", "routes/sign-in"]);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText("Please sign in to bookmark tools")).toHaveCount(0);
});
