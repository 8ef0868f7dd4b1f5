// The contact form in the browser, with JavaScript on and off: with JavaScript the ALTCHA captcha
// is solved in the page before 'Send Message' is enabled; without, the form is sent at a person's
// pace. Each test is its own client address for the rate limit.
import { expect, test } from "#test/support/e2e/test.ts";
import { mailTo } from "#test/support/mailbox.ts";
import { fillInContactForm, ownClientAddress } from "#test/support/e2e/contact-helper.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { passCaptcha } from "#test/support/e2e/captcha.ts";

const fake = process.env.FAKE_UPSTREAMS_URL!;

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page);
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
    await passCaptcha(page, send);
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
