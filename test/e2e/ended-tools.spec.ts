// A visitor looking for a tool that has ended finds it, with JavaScript on and off: a search of the
// home list names the shut-down tool under the listed ones, its page says when it shut down, and
// its banner leads to the tool that carries it on.
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { expect, test } from "#test/support/e2e/test.ts";

test("a search finds Samourai Wallet among the ended tools; its page shows its banner and leads to Ashigaru", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  if (javaScriptEnabled) await waitForHydration(page);
  const form = page.getByRole("search", { name: "Filter tools" });
  await form.getByLabel("Search", { exact: true }).fill("samourai");
  if (javaScriptEnabled) await expect(page).toHaveURL(/[?&]q=samourai/);
  else await form.getByRole("button", { name: "Apply filters" }).click();

  await expect(page.getByText("1 discontinued tool also matches:")).toBeVisible();
  await page.getByRole("link", { name: "Samourai Wallet, shut down April 24, 2024" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Samourai Wallet" })).toBeVisible();
  const banner = page.getByRole("region", { name: "Shut down on April 24, 2024" });
  await expect(banner).toBeVisible();
  if (javaScriptEnabled) await waitForHydration(page);
  await banner.getByRole("link", { name: "Ashigaru" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ashigaru" })).toBeVisible();
});
