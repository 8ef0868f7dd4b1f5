import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

test("Submit Your Project opens the e-mail dialog, which closes again", async ({ page, javaScriptEnabled }) => {
  await page.goto("/submit");
  if (javaScriptEnabled) await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Submit Your Bitcoin Tool" })).toBeVisible();
  await page.getByRole("link", { name: "Submit Your Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit your project by e-mail" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("with your project's name, a short description and its website URL");
  await expect(dialog).toContainText("We only contact the projects we select");
  await expect(dialog.getByRole("link", { name: "Write the e-mail" })).toHaveAttribute(
    "href",
    /^mailto:team@example\.com\?subject=/,
  );
  if (javaScriptEnabled) await page.keyboard.press("Escape");
  else await dialog.getByRole("link", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});
