// The contact form's captcha in the browser: the site's ALTCHA challenge is solved in the page, a
// solution works once, and an expired one disables 'Send Message' again.
import { expect, test } from "#test/support/e2e/test.ts";
import { fillInContactForm, ownClientAddress } from "#test/support/e2e/contact-helper.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { passCaptcha } from "#test/support/e2e/captcha.ts";

let client: { "CF-Connecting-IP": string };

test.beforeEach(async ({ page }) => {
  client = await ownClientAddress(page);
});

test("a captcha solution sent twice is refused the second time", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  await fillInContactForm(page, `twice-${Date.now()}@example.com`, "Twice");
  const send = page.getByRole("button", { name: "Send Message" });
  await passCaptcha(page, send);
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

test("an expired captcha disables Send Message again, and a new tick solves a new one", async ({ page }) => {
  await page.clock.install();
  await page.goto("/contact");
  await waitForHydration(page);
  const send = page.getByRole("button", { name: "Send Message" });
  await passCaptcha(page, send);
  // A solution is offered for a little less than the challenge's ten minutes.
  await page.clock.fastForward("10:00");
  const spamCheck = page.getByRole("group", { name: "Spam check" });
  await expect(spamCheck.getByRole("status")).toHaveText("The check expired. Tick the box again.");
  await expect(spamCheck.getByRole("checkbox", { name: "I'm not a robot" })).not.toBeChecked();
  await expect(send).toBeDisabled();
  await expect(page.locator('input[name="altcha"]')).toHaveValue("");
  await passCaptcha(page, send);
});

test("the spam check is in the page from the start, and needs no widget script", async ({ page }) => {
  // In the HTML the server sends, before any script runs: a tick box, off until the page's script starts.
  const html = await (await page.request.get("/contact")).text();
  expect(html).toMatch(/<input type="checkbox"[^>]*disabled[^>]*>I&#x27;m not a robot/);
  expect(html).not.toContain("loads when you start on the form");

  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/contact");
  await waitForHydration(page);
  // Nobody has touched the form: the box is there, enabled, and the button says what it waits for.
  const checkbox = page.getByRole("checkbox", { name: "I'm not a robot" });
  await expect(checkbox).toBeVisible();
  await expect(checkbox).toBeEnabled();
  await expect(page.getByText("Complete the check above to send.")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((path) => /altcha/i.test(path))).toEqual([]);
});

test("the tick box is reached and ticked from the keyboard", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  await page.getByRole("main").getByLabel("Message").focus();
  await page.keyboard.press("Tab");
  const checkbox = page.getByRole("checkbox", { name: "I'm not a robot" });
  await expect(checkbox).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByRole("group", { name: "Spam check" }).getByRole("status")).toHaveText("Verified", {
    timeout: 20_000,
  });
  await expect(checkbox).toBeFocused();
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
});
