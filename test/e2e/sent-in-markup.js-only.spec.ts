// The lists a page shows whole are left out of its hydration data and read back from the page
// (app/lib/sent-in-markup.ts). What the browser reads back must be exactly what the loaders return,
// or the page would hydrate with other data than it was rendered from.
import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

const pages: [path: string, fields: Record<string, string[]>][] = [
  ["/", { root: ["categories"], "routes/_index": ["featured", "tools", "categories"] }],
  ["/?category=bitcoin-wallets&sort=asc&page=2", { "routes/_index": ["tools", "categories"] }],
  ["/bitcoin-terms-dictionary", { "routes/bitcoin-terms-dictionary._index": ["terms"] }],
  ["/category/bitcoin-wallets", { "routes/category.$slug": ["tools"] }],
  ["/tag/open%20source", { "routes/tag.$tag": ["tools"] }],
  ["/tool/sparrow-wallet/alternatives", { "routes/tool.$slug_.alternatives": ["alternatives"] }],
];

for (const [path, fields] of pages) {
  test(`${path}: the lists read back from the page equal the loaders' data`, async ({ page, request }) => {
    await page.goto(path);
    await waitForHydration(page);
    const hydrated = await page.evaluate(
      () =>
        (window as unknown as { __remixContext: { state: { loaderData: Record<string, unknown> } } }).__remixContext
          .state.loaderData,
    );
    for (const [routeId, names] of Object.entries(fields)) {
      const separator = path.includes("?") ? "&" : "?";
      const response = await request.get(`${path}${separator}_data=${encodeURIComponent(routeId)}`);
      expect(response.ok(), `${path} ${routeId}`).toBe(true);
      const data = (await response.json()) as Record<string, unknown[]>;
      for (const name of names) {
        expect(data[name]?.length, `${routeId}.${name} is a list with entries`).toBeGreaterThan(0);
        expect((hydrated[routeId] as Record<string, unknown>)[name], `${routeId}.${name}`).toEqual(data[name]);
      }
    }
  });
}
