// The ETF table on wide screens: every column, Notes last, is on screen or one visible sideways
// scroll away in a labelled region that takes focus, and nothing widens the page itself.
import { expect, test } from "#test/support/e2e/test.ts";

for (const width of [768, 1280, 1440]) {
  test(`at ${width} px the Notes column is in view or reachable by scrolling the table, and the page does not overflow`, async ({
    page,
  }) => {
    // A desktop browser's window of that width gives the page 17 px less, for its scrollbar
    // (headless Chromium's scrollbars take no room, like a tablet's).
    const pageSpace = width >= 1280 ? width - 17 : width;
    await page.setViewportSize({ width: pageSpace, height: 900 });
    await page.goto("/bitcoin-etfs");
    const region = page.getByRole("region", { name: "Bitcoin ETFs compared" });
    await expect(region).toBeVisible();
    const notes = region.getByRole("columnheader", { name: "Notes" });

    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(pageSpace);

    const { overflows, cue } = await region.evaluate((element) => ({
      overflows: element.scrollWidth > element.clientWidth + 1,
      cue: getComputedStyle(element).backgroundImage,
    }));
    if (width >= 1280) expect(overflows, "the table fits from 1280 px").toBe(false);
    if (overflows) {
      // Scrolling shows: the edge with more carries a shadow, and the region is keyboard-scrollable.
      expect(cue).toContain("radial-gradient");
      await expect(region).toHaveAttribute("tabindex", "0");
      await region.focus();
      await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    }
    const box = (await notes.boundingBox())!;
    const frame = (await region.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(Math.min(frame.x + frame.width, pageSpace) + 1);
    expect(box.x).toBeGreaterThanOrEqual(frame.x - 1);
    await expect(region.locator('tr[data-ticker="IBIT"] [data-column="notes"]')).toBeInViewport();
  });
}
