// With JavaScript the contact form's captcha is there from the first paint: its tick box comes in the
// HTML, off until the page's script starts, so nothing moves when the script runs or the check is
// solved. Until it is solved the disabled button says why.
import { expect, test } from "#test/support/e2e/test.ts";
import { holdRequests } from "#test/support/e2e/hold-requests.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { passCaptcha } from "#test/support/e2e/captcha.ts";

for (const width of [375, 1280]) {
  test(`at ${width} px the captcha's box is there on first paint and nothing moves when it fills`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const scripts = await holdRequests(page, /\/assets\/.+\.js$/);
    await page.goto("/contact", { waitUntil: "commit" });
    // The first paint waits for the stylesheet; the page's layout is read once it has loaded.
    await page
      .locator('link[rel="stylesheet"]')
      .evaluate((link: HTMLLinkElement) =>
        link.sheet ? undefined : new Promise((loaded) => link.addEventListener("load", loaded)),
      );
    const send = page.getByRole("button", { name: "Send Message" });
    await expect(send).toBeVisible();
    const captcha = page.getByRole("group", { name: "Spam check" });
    await expect(captcha).toBeVisible();
    expect((await captcha.boundingBox())!.height).toBeGreaterThan(40);
    const checkbox = page.getByRole("checkbox", { name: "I'm not a robot" });
    await expect(checkbox).toBeVisible();
    await expect(checkbox).toBeDisabled();
    const firstPaint = (await send.boundingBox())!.y;

    scripts();
    await waitForHydration(page);
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription("Complete the check above to send.");
    await expect(page.getByText("Complete the check above to send.")).toBeVisible();
    expect((await send.boundingBox())!.y).toBe(firstPaint);

    await expect(checkbox).toBeEnabled();

    await passCaptcha(page, send);
    await expect(page.getByText("Complete the check above to send.")).toHaveCount(0);
    expect((await send.boundingBox())!.y).toBe(firstPaint);
  });
}
