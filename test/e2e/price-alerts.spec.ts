// A price alert in the browser, with JavaScript on and off: a user opens their profile's Price
// Alerts, sees the currency's current price, types a bad level and is told, sets an alert above
// the price; the fake sources move that currency past it, the every-minute cron runs, the mail
// arrives with the price; the profile shows the alert fired, and it is re-armed, then deleted.
import type { Page } from "@playwright/test";
import { axeViolations } from "#test/support/e2e/axe.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInByLink } from "#test/support/e2e/sign-in-helper.ts";
import { expect, test } from "#test/support/e2e/test.ts";
import { setFakePrice } from "#test/support/fake-prices.ts";
import { mailTo } from "#test/support/mailbox.ts";

const fake = process.env.FAKE_UPSTREAMS_URL!;

test.describe.configure({ timeout: 90_000 });

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

test("a user sets a price alert, the price crosses it, the cron mails it once, and it is re-armed", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  // Each project moves a currency of its own, which no other test reads.
  const [code, normal, level, moved] = javaScriptEnabled
    ? ["DKK", "456,789.01", "500,000", 510_000]
    : ["THB", "2,345,678.90", "2,500,000", 2_600_000];
  const email = `alerts-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await signInByLink(page, email);
  // The prices the form shows come from the warmer.
  await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}`);

  await open(page, "/profile?tab=alerts", javaScriptEnabled);
  const alerts = page.getByRole("region", { name: "Price Alerts" });
  await expect(alerts).toContainText("You have no price alerts yet.");
  const currency = alerts.getByLabel("Currency");
  await expect(currency.locator(`option[value="${code}"]`)).toHaveText(new RegExp(`${code}\\s${normal}`));
  await currency.selectOption(code);
  if (javaScriptEnabled) await expect(alerts.getByRole("status")).toContainText(new RegExp(`${code}\\s${normal}`));
  await alerts.getByLabel("When the price is").selectOption("above");
  await alerts.getByLabel("Price", { exact: true }).fill("lots");
  await alerts.getByRole("button", { name: "Set alert" }).click();
  await expect(alerts.getByText("Enter the price using digits and at most one decimal point")).toBeVisible();
  await expect(alerts.getByLabel("Price", { exact: true })).toHaveValue("lots");
  await expect(alerts.getByLabel("Currency")).toHaveValue(code);

  await alerts.getByLabel("Price", { exact: true }).fill(level);
  await alerts.getByRole("button", { name: "Set alert" }).click();
  await expect(page.getByText("Price alert set").first()).toBeVisible();
  const item = alerts.getByRole("listitem").filter({ hasText: `${code} above` });
  await expect(item).toContainText("Armed");
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

  // The sources agree on a price past the level; the cron, as wrangler dev's local trigger runs it, mails it.
  await setFakePrice(fake, code, moved);
  try {
    const alertMails = async () => (await mailTo(fake, email)).filter((mail) => mail.subject.startsWith("Bitcoin is"));
    await expect
      .poll(
        async () => {
          await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}`);
          return (await alertMails()).length;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}`);
    const mails = await alertMails();
    expect(mails).toHaveLength(1);
    const movedText = moved.toLocaleString("en-US", { minimumFractionDigits: 2 });
    expect(mails[0]!.text).toMatch(new RegExp(`Bitcoin's price was ${code}\\s${movedText} \\(${code}\\) at .+ UTC`));
    expect(mails[0]!.text).toContain("/profile?tab=alerts");

    // Back below the level before re-arming, so the re-armed alert stays armed.
    await setFakePrice(fake, code, null);
    await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}`);

    await open(page, "/profile?tab=alerts", javaScriptEnabled);
    await expect(item).toContainText(new RegExp(`Fired at .+ UTC at ${code}\\s${movedText}`));
    await item.getByRole("button", { name: /Re-arm/ }).click();
    await expect(page.getByText("Price alert re-armed").first()).toBeVisible();
    await expect(item).toContainText("Armed");
    await item.getByRole("button", { name: /Delete/ }).click();
    await expect(page.getByText("Price alert deleted").first()).toBeVisible();
    await expect(alerts).toContainText("You have no price alerts yet.");
  } finally {
    await setFakePrice(fake, code, null);
  }
});
