// With JavaScript the contact form's captcha has its place from the first paint: the page's script,
// and later the captcha's own, fill a box that is already there, so the Send button never moves.
// Until the check is solved the disabled button says why.
import { expect, test } from "#test/e2e/test.ts";
import { holdRequests } from "#test/e2e/hold-requests.ts";
import { waitForHydration } from "#test/e2e/hydration.ts";

for (const width of [375, 1280]) {
  test(`at ${width} px the captcha's box is there on first paint and nothing moves when it fills`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const scripts = await holdRequests(page, /\/build\/.+\.js$/);
    await page.goto("/contact", { waitUntil: "commit" });
    const send = page.getByRole("button", { name: "Send Message" });
    await expect(send).toBeVisible();
    const captcha = page.getByRole("group", { name: "Spam check" });
    await expect(captcha).toBeVisible();
    expect((await captcha.boundingBox())!.height).toBeGreaterThan(40);
    const firstPaint = (await send.boundingBox())!.y;

    scripts();
    await waitForHydration(page);
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription("Complete the check above to send.");
    await expect(page.getByText("Complete the check above to send.")).toBeVisible();
    expect((await send.boundingBox())!.y).toBe(firstPaint);

    // The captcha's script loads once the visitor starts on the form; the widget fills the box.
    await page.getByRole("main").getByLabel("Name").click();
    await expect(page.getByRole("checkbox", { name: "I'm not a robot" })).toBeVisible();
    expect((await send.boundingBox())!.y).toBe(firstPaint);

    await page.getByRole("checkbox", { name: "I'm not a robot" }).click({ force: true });
    await expect(send).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByText("Complete the check above to send.")).toHaveCount(0);
    expect((await send.boundingBox())!.y).toBe(firstPaint);
  });
}
