import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

test("opening one header menu closes the one that was open, by click or by keyboard", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  if (javaScriptEnabled) await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const menu = (label: string) => nav.locator("details").filter({ has: page.getByText(label, { exact: true }) });
  const summary = (label: string) => nav.locator("summary").getByText(label, { exact: true });

  await summary("Browse").click();
  await expect(menu("Browse")).toHaveAttribute("open", "");
  await summary("Resources").click();
  await expect(menu("Resources")).toHaveAttribute("open", "");
  await expect(menu("Browse")).not.toHaveAttribute("open");

  await summary("Conversions").focus();
  await page.keyboard.press("Enter");
  await expect(menu("Conversions")).toHaveAttribute("open", "");
  await expect(nav.locator("details[open]")).toHaveCount(1);
});
