import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "#functions/worker.ts";
import { get, incoming } from "#test/support/worker.ts";

/** The home page from a Worker whose STYLESHEET is `mode` (a fresh address, so no edge copy answers). */
async function homeWith(mode: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    incoming(`http://localhost/?stylesheet=${mode}-${Date.now()}`),
    { ...env, STYLESHEET: mode },
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return html;
}

/** The text of the page's inlined stylesheet, after checking that the head holds it once, whole. */
function inlinedStylesheet(html: string): string {
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head.match(/<style\b/g)).toHaveLength(1);
  expect(html.match(/<style\b/g)).toHaveLength(1);
  const match = /<style id="site-stylesheet"[^>]*>([^<]*)<\/style>/.exec(head);
  expect(match).not.toBeNull();
  const css = match![1]!;
  // Every block the rules open is closed within the element.
  let depth = 0;
  for (const char of css.replace(/"[^"]*"/g, "")) {
    if (char === "{") depth++;
    if (char === "}") depth--;
    expect(depth).toBeGreaterThanOrEqual(0);
  }
  expect(depth).toBe(0);
  return css;
}

describe("the stylesheet in a page's head", () => {
  it("holds the rules the page uses and not the ones it does not", async () => {
    const home = inlinedStylesheet((await get("/")).html);
    expect(home).toContain(".tool-card{");
    expect(home).toContain(".nav-link{");
    expect(home).not.toContain(".term-list>li{");
    expect(home).not.toContain(".rich-content");

    const dictionary = inlinedStylesheet((await get("/bitcoin-terms-dictionary")).html);
    expect(dictionary).toContain(".term-list>li{");
    expect(dictionary).toContain(".nav-link{");
    expect(dictionary).not.toContain(".tool-card{");
  });

  it("keeps a variant inside its @media block and the preflight", async () => {
    const css = inlinedStylesheet((await get("/bitcoin-etfs")).html);
    expect(css).toContain(".scroll-cue{");
    expect(css).toMatch(/@media \(min-width: ?768px\)\{[^@]*\.md\\:flex\{display:flex\}/);
    expect(css).toContain("box-sizing:border-box");
  });

  it("is there on the not-found page too", async () => {
    const { response, html } = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(inlinedStylesheet(html)).toContain(".nav-link{");
  });
});

describe("the STYLESHEET setting", () => {
  it('"full" inlines the whole file, as pages did before', async () => {
    const css = inlinedStylesheet(await homeWith("full"));
    expect(css).toContain(".tool-card{");
    expect(css).toContain(".term-list>li{");
  });

  it('"link" links the file instead', async () => {
    const html = await homeWith("link");
    expect(html).not.toContain("<style");
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/tailwind-[^"]+\.css"\/>/);
  });
});
