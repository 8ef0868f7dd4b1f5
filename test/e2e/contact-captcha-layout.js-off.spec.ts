// Without JavaScript there is no captcha (a honeypot and a signed start time stand in), so its box
// takes no room and Send Message is enabled with nothing to explain.
import { expect, test } from "#test/support/e2e/test.ts";

test("without JavaScript the captcha's box takes no room and Send Message is enabled", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/contact");
  await expect(page.getByRole("group", { name: "Spam check" })).toHaveCount(0);
  const send = page.getByRole("button", { name: "Send Message" });
  await expect(send).toBeEnabled();
  await expect(page.getByText("Complete the check above to send.")).toHaveCount(0);
  // Between the message's limit line and the button there is only the form's own spacing.
  const limit = (await page
    .getByRole("main")
    .getByText(/^Up to [\d,]+ characters\.$/)
    .last()
    .boundingBox())!;
  expect((await send.boundingBox())!.y - (limit.y + limit.height)).toBeLessThan(40);
});
