// The contact form without JavaScript, where no captcha runs: a filled honeypot and a form sent
// faster than a person types are refused, and the sixth message in an hour gets 429.
import { expect, test } from "#test/support/e2e/test.ts";
import { fillInContactForm, ownClientAddress } from "#test/support/e2e/contact-helper.ts";

let client: { "CF-Connecting-IP": string };

test.beforeEach(async ({ page }) => {
  client = await ownClientAddress(page);
});

test("a filled honeypot is refused", async ({ page }) => {
  await page.goto("/contact");
  await fillInContactForm(page, `bot-${Date.now()}@example.com`, "Cheap pills");
  await page.waitForTimeout(3_200);
  await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = "spam"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("CAPTCHA verification failed").first()).toBeVisible();
});

test("a form sent faster than a person types is refused, saying to wait and send again", async ({ page }) => {
  await page.goto("/contact");
  await fillInContactForm(page, `hasty-${Date.now()}@example.com`, "Quick");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please wait a few seconds and send again.").first()).toBeVisible();
  await expect(page.getByText("Please complete the CAPTCHA verification")).toHaveCount(0);
});

test("the sixth message in an hour from one address is refused with 429", async ({ page }) => {
  // Each rendered form sends one message: six forms, rendered before the pause a person takes.
  const startedAt: string[] = [];
  for (let n = 1; n <= 6; n++) {
    await page.goto("/contact");
    startedAt.push(await page.locator('input[name="startedAt"]').inputValue());
  }
  await page.waitForTimeout(3_200);
  const post = (n: number) =>
    page.request.post("/contact", {
      headers: client,
      form: {
        name: "Ada",
        email: `limit-${n}-${Date.now()}@example.com`,
        subject: `No. ${n}`,
        message: "Hi.",
        startedAt: startedAt[n - 1]!,
      },
    });
  for (let n = 1; n <= 5; n++) expect((await post(n)).status()).toBe(200);
  const refused = await post(6);
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toMatch(/Too many messages\. Please try again in \d+ minutes?\./);
});
