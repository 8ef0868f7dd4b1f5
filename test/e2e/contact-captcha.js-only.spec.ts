// The contact form's captcha in the browser: ALTCHA is solved in the page, a solution works once,
// and an expired one disables 'Send Message' again.
import { expect, test } from "#test/e2e/test.ts";
import { fillInContactForm, ownClientAddress } from "#test/e2e/contact-helper.ts";
import { waitForHydration } from "#test/e2e/hydration.ts";

let client: { "CF-Connecting-IP": string };

test.beforeEach(async ({ page }) => {
  client = await ownClientAddress(page);
});

test("a captcha solution sent twice is refused the second time", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  await fillInContactForm(page, `twice-${Date.now()}@example.com`, "Twice");
  await page.getByRole("checkbox", { name: "I'm not a robot" }).click({ force: true });
  const send = page.getByRole("button", { name: "Send Message" });
  await expect(send).toBeEnabled({ timeout: 15_000 });
  const solution = await page.locator('input[name="altcha"]').inputValue();
  await send.click();
  await expect(page.getByText("Message sent!").first()).toBeVisible();

  const replay = await page.request.post("/contact", {
    headers: client,
    form: {
      name: "Ada Reader",
      email: `replay-${Date.now()}@example.com`,
      subject: "Again",
      message: "The same solution.",
      altcha: solution,
    },
  });
  expect(replay.status()).toBe(400);
  expect(await replay.text()).toContain("CAPTCHA verification failed");
});

test("an expired captcha disables Send Message again", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  // The captcha loads once the visitor starts on the form.
  await page.getByRole("main").getByLabel("Name").click();
  await page.getByRole("checkbox", { name: "I'm not a robot" }).click({ force: true });
  const send = page.getByRole("button", { name: "Send Message" });
  await expect(send).toBeEnabled({ timeout: 15_000 });
  // What the widget announces when its challenge runs out.
  await page
    .locator("altcha-widget")
    .evaluate((widget) => widget.dispatchEvent(new CustomEvent("statechange", { detail: { state: "expired" } })));
  await expect(send).toBeDisabled();
});

test("the captcha's script loads once the visitor starts on the form, not with the page", async ({ page }) => {
  const altchaScripts: string[] = [];
  page.on("request", (request) => {
    if (/\/altcha-[^/]*\.js$/.test(new URL(request.url()).pathname)) altchaScripts.push(request.url());
  });
  await page.goto("/contact");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(altchaScripts).toEqual([]);
  await expect(page.getByRole("checkbox", { name: "I'm not a robot" })).toHaveCount(0);
  await page.getByRole("main").getByLabel("Email").click();
  await expect(page.getByRole("checkbox", { name: "I'm not a robot" })).toBeVisible();
  expect(altchaScripts).toHaveLength(1);
});
