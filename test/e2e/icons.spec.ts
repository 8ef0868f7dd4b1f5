// Icons come from one sprite file: every icon a page draws points at a symbol the sprite has.
import { expect, test } from "#test/support/e2e/test.ts";

for (const path of ["/", "/tool/sparrow-wallet", "/bitcoin-to-euro", "/sign-in"]) {
  test(`every icon on ${path} is a symbol of the sprite`, async ({ page, request }) => {
    await page.goto(path);
    const references = await page.locator("svg use").evaluateAll((uses) => uses.map((use) => use.getAttribute("href")));
    expect(references.length).toBeGreaterThan(0);
    const files = new Set(references.map((reference) => reference!.split("#")[0]!));
    expect([...files]).toHaveLength(1);
    const [file] = [...files];
    expect(file).toMatch(/^\/assets\/icons-[\w-]+\.svg$/);
    const sprite = await request.get(file!);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
    const body = await sprite.text();
    for (const reference of references) {
      expect(body, reference!).toContain(`<symbol id="${reference!.split("#")[1]}"`);
    }
  });
}
