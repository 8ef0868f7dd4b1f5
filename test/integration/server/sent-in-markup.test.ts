// A document's hydration data leaves out the lists its markup shows whole (the browser reads them
// back: test/e2e/sent-in-markup.js-only.spec.ts), while a data request still carries them.
import { describe, expect, it } from "vitest";
import { get } from "#test/support/worker.ts";

type LoaderData = Record<string, Record<string, unknown> | null>;

/** The loader data a document hands to the browser. */
function handedOver(html: string): LoaderData {
  const json = /window\.__remixContext = (\{.*?\});\s*<\/script>/s.exec(html)?.[1];
  expect(json, "the document has hydration data").toBeDefined();
  return (JSON.parse(json!) as { state: { loaderData: LoaderData } }).state.loaderData;
}

const cases: [path: string, routeId: string, left: string[], kept: string[]][] = [
  ["/", "routes/_index", ["featured", "tools", "categories"], ["filters", "total", "popular"]],
  ["/bitcoin-terms-dictionary", "routes/bitcoin-terms-dictionary._index", ["terms"], ["q", "setUrl"]],
  ["/category/bitcoin-wallets", "routes/category.$slug", ["tools"], ["category", "totalPages"]],
  ["/tool/sparrow-wallet/alternatives", "routes/tool.$slug_.alternatives", ["alternatives"], ["tool", "factRows"]],
];

describe("lists sent in the markup", () => {
  it.each(cases)(
    "%s hands over its data without %s's lists, which a data request carries",
    async (path, routeId, left, kept) => {
      const { html } = await get(path);
      const data = handedOver(html);
      expect(Object.keys(data.root ?? {})).not.toContain("categories");
      expect(data.root).toHaveProperty("siteName");
      for (const field of left) expect(data[routeId], field).not.toHaveProperty(field);
      for (const field of kept) expect(data[routeId], field).toHaveProperty(field);

      const separator = path.includes("?") ? "&" : "?";
      const { response, html: body } = await get(`${path}${separator}_data=${encodeURIComponent(routeId)}`);
      expect(response.status).toBe(200);
      const carried = JSON.parse(body) as Record<string, unknown>;
      for (const field of [...left, ...kept]) expect(carried, field).toHaveProperty(field);
    },
  );

  it("keeps the dictionary's terms in the data when a search shows only some of them", async () => {
    const { html } = await get("/bitcoin-terms-dictionary?q=lightning");
    const terms = handedOver(html)["routes/bitcoin-terms-dictionary._index"]?.terms;
    expect(Array.isArray(terms) && terms.length).toBeGreaterThan(100);
  });
});
