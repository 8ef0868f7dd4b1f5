// The contact form in the browser: with JavaScript the ALTCHA captcha is solved in the page before
// 'Send Message' is enabled; without JavaScript a person's pace and an empty honeypot stand in for
// it, and the rate limit answers 429. Each test is its own client address for the rate limit.
import { expect, test } from "@playwright/test";
import { mailTo } from "../support/mailbox";
import { fillInContactForm, ownClientAddress } from "./contact-helper";
import { waitForHydration } from "./hydration";

const fake = process.env.FAKE_UPSTREAMS_URL!;

let client: { "CF-Connecting-IP": string };

test.beforeEach(async ({ page }) => {
  client = await ownClientAddress(page);
});

test("send a message, and the team gets it with the visitor as Reply-To", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const email = `contact-${testInfo.project.name}-${Date.now()}@example.com`;
  const subject = `Hello from ${testInfo.project.name} ${Date.now()}`;
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  const send = page.getByRole("button", { name: "Send Message" });
  if (javaScriptEnabled) {
    await waitForHydration(page);
    await fillInContactForm(page, email, subject);
    await expect(send).toBeDisabled();
    await page.getByRole("checkbox", { name: "I'm not a robot" }).click({ force: true });
    await expect(send).toBeEnabled({ timeout: 15_000 });
  } else {
    await fillInContactForm(page, email, subject);
    // A person takes a few seconds to write; the server refuses faster forms.
    await page.waitForTimeout(3_200);
  }
  await send.click();
  await expect(page.getByText("Message sent!").first()).toBeVisible();
  await expect(page.getByText("We'll get back to you as soon as possible.").first()).toBeVisible();
  await expect(page.getByRole("main").getByLabel("Subject")).toHaveValue("");
  await expect
    .poll(
      async () => (await mailTo(fake, "team@example.com")).find((m) => m.subject === `Contact: ${subject}`)?.replyTo,
    )
    .toBe(email);
});

test("a filled honeypot is refused", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the honeypot guards the form without JavaScript");
  await page.goto("/contact");
  await fillInContactForm(page, `bot-${Date.now()}@example.com`, "Cheap pills");
  await page.waitForTimeout(3_200);
  await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = "spam"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("CAPTCHA verification failed").first()).toBeVisible();
});

test("a form sent faster than a person types is refused without JavaScript", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "with JavaScript the captcha guards the form");
  await page.goto("/contact");
  await fillInContactForm(page, `hasty-${Date.now()}@example.com`, "Quick");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("CAPTCHA verification required").first()).toBeVisible();
  await expect(page.getByText("Please complete the CAPTCHA verification").first()).toBeVisible();
});

test("the sixth message in an hour from one address is refused with 429", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the limit is the server's; one project is enough");
  await page.goto("/contact");
  const startedAt = await page.locator('input[name="startedAt"]').inputValue();
  await page.waitForTimeout(3_200);
  const post = (n: number) =>
    page.request.post("/contact", {
      headers: client,
      form: {
        name: "Ada",
        email: `limit-${n}-${Date.now()}@example.com`,
        subject: `No. ${n}`,
        message: "Hi.",
        startedAt,
      },
    });
  for (let n = 1; n <= 5; n++) expect((await post(n)).status()).toBe(200);
  const refused = await post(6);
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toMatch(/Too many messages\. Please try again in \d+ minutes?\./);
});
