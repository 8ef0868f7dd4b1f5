// The editors hear what needs them, with JavaScript on and off: an admin who hears at once is
// mailed a visitor's report with a link to it, and the dashboard's cards count the report and a
// failing website and lead to them; the admin's own settings switch the mails to a daily digest.
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

/** Sends the tool's report form as a person would: the captcha with JavaScript, a person's pace without. */
async function reportBrokenLink(page: Page, slug: string, javaScriptEnabled: boolean) {
  await open(page, `/tool/${slug}/report`, javaScriptEnabled);
  const main = page.getByRole("main");
  await main.getByRole("radio", { name: "Broken link" }).check();
  await main.getByLabel("What did you find?").fill("The download page answers 404.");
  const send = main.getByRole("button", { name: "Send report" });
  if (javaScriptEnabled) {
    await passCaptcha(page, send);
  } else await page.waitForTimeout(3_200);
  await send.click();
  await expect(page.getByText("Report sent")).toBeVisible();
}

test("a new report and a failing website reach the admin by mail and on the dashboard's cards", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const run = uniqueSlug("heard");
  const [reported, failing] = await withDatabase(async (sql) => {
    const tools = [
      await insertTool(sql, { name: `Reported ${run}` }),
      await insertTool(sql, { name: `Failing ${run}` }),
    ];
    await sql`INSERT INTO tool_health_checks (tool_id, url, outcome, status_code, final_url)
      VALUES (${tools[1]!.id}, 'https://example.org', 'http-error', 503, 'https://example.org')`;
    return tools;
  });
  const admin = await signInAsNewAdmin(page, "hears", { notifications: "default" });

  await reportBrokenLink(page, reported!.slug, javaScriptEnabled);
  // The admin hears at once (the default): one mail, linking to the report in the portal.
  const subject = `New report: ${reported!.name} (Broken link)`;
  await expect.poll(async () => (await mailTo(fake, admin)).map((mail) => mail.subject)).toContain(subject);
  const mail = (await mailTo(fake, admin)).find((m) => m.subject === subject)!;
  const link = /http:\/\/\S+\/admin\/reports\/[0-9a-f-]{36}/.exec(mail.text)![0];
  await open(page, new URL(link).pathname, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: `Report about ${reported!.name}` })).toBeVisible();

  await open(page, "/admin", javaScriptEnabled);
  const reports = page.getByTestId("open-reports");
  await expect(reports).toHaveText(/^[1-9]\d*$/);
  const failingCount = page.getByTestId("websites-failing");
  await expect(failingCount).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByRole("heading", { name: "Scheduled, next 14 days" })).toBeVisible();
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

  await reports.click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByTestId("report-row").filter({ hasText: reported!.name })).toBeVisible();

  await open(page, "/admin", javaScriptEnabled);
  await page.getByTestId("websites-failing").click();
  await expect(page).toHaveURL(/\/admin\/tools\?health=failing$/);
  const row = page.getByRole("table", { name: "Tools" }).getByRole("row", { name: new RegExp(failing!.name) });
  await expect(row).toContainText("Failing");
});

test("an admin chooses a daily digest in their settings", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  await signInAsNewAdmin(page, "settings", { notifications: "default" });
  await open(page, "/admin", javaScriptEnabled);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Your settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your settings" })).toBeVisible();
  if (javaScriptEnabled) await waitForHydration(page);
  const choices = page.getByRole("group", { name: "E-mail notifications" });
  await expect(choices.getByRole("radio", { name: /^At once/ })).toBeChecked();

  await choices.getByRole("radio", { name: /^A daily digest/ }).check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Notification settings saved").first()).toBeVisible();
  await expect(page.getByText("No digest sent yet.")).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("group", { name: "E-mail notifications" }).getByRole("radio", { name: /^A daily digest/ }),
  ).toBeChecked();
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
});
