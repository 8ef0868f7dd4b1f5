// Reporting a problem with a tool, with JavaScript on (the captcha is solved in the page) and off
// (the form is sent at a person's pace): a visitor reports from the tool page, an admin finds the
// report in the queue and resolves it with a note, and the reporter receives the note by mail.
// axe on the report form and the queue.
import type { Page } from "@playwright/test";
import { axeViolations } from "#test/support/e2e/axe.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { expect, test } from "#test/support/e2e/test.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";
import { insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { mailTo } from "#test/support/mailbox.ts";
import { passCaptcha } from "#test/support/e2e/captcha.ts";

const fake = process.env.FAKE_UPSTREAMS_URL!;

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

test("a visitor reports a problem with a tool, an admin resolves it, and the reporter is mailed the note", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const tool = await withDatabase((sql) => insertTool(sql, { name: `Reported ${uniqueSlug("wallet")}` }));
  const email = `reporter-${uniqueSlug("e2e")}@example.com`;

  await open(page, `/tool/${tool.slug}`, javaScriptEnabled);
  await page.getByRole("link", { name: "Report a problem" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Report a problem with ${tool.name}` })).toBeVisible();
  if (javaScriptEnabled) {
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
  }
  const main = page.getByRole("main");
  await main.getByRole("radio", { name: "Wrong information" }).check();
  await main.getByLabel("What did you find?").fill("The fee table on this page is from last year.");
  await main.getByLabel("Your e-mail (optional)").fill(email);
  const send = main.getByRole("button", { name: "Send report" });
  if (javaScriptEnabled) {
    await expect(send).toBeDisabled();
    await passCaptcha(page, send);
  } else {
    // A person takes a few seconds to write; the server refuses faster forms.
    await page.waitForTimeout(3_200);
  }
  await send.click();
  await expect(page.getByText("Report sent")).toBeVisible();
  await expect(page.getByText("An editor will look into it and e-mail you once it is resolved.")).toBeVisible();

  await signInAsNewAdmin(page);
  await open(page, "/admin", javaScriptEnabled);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: /^Reports/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  const row = page.getByTestId("report-row").filter({ hasText: tool.name });
  await expect(row.getByTestId("report-message")).toHaveText("The fee table on this page is from last year.");
  await expect(row).toContainText(email);
  await expect(row).toContainText("Wrong information");
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

  await row.getByRole("link", { name: /^Resolve or dismiss/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Report about ${tool.name}` })).toBeVisible();
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel("Resolution note").fill("Thanks! The fees are updated to this year's.");
  await page.getByRole("button", { name: "Resolve" }).click();
  await expect(page.getByText("Report resolved").first()).toBeVisible();

  await page.getByRole("link", { name: /^Resolved/ }).click();
  await expect(page.getByTestId("report-row").filter({ hasText: tool.name })).toBeVisible();
  await expect
    .poll(async () => (await mailTo(fake, email)).map((mail) => mail.subject))
    .toEqual([`Your report about ${tool.name} has been resolved`]);
  const [mail] = await mailTo(fake, email);
  expect(mail!.text).toContain("Thanks! The fees are updated to this year's.");
});
