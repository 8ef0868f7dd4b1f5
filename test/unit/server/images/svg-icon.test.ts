// A website's SVG icon is drawn only when it is self-contained: whatever could make the renderer
// reach for another file, run code or expand entities is refused before it is parsed.
import { describe, expect, it } from "vitest";
import { SVG_ERRORS, SVG_ICON_MAX_BYTES, svgIconToPng } from "#app/server/images/svg-icon.server.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const svg = (inner: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="16" height="16"${attributes}>${inner}</svg>`;

describe("svgIconToPng refuses", () => {
  it.each([
    ["an external image", svg(`<image href="https://evil.example/x.png" width="16" height="16"/>`)],
    ["an embedded image", svg(`<image xlink:href="data:image/png;base64,AAAA" width="16" height="16"/>`)],
    ["a use of another file", svg(`<use xlink:href="other.svg#icon"/>`)],
    ["a fill from another file", svg(`<rect width="16" height="16" fill="url(https://evil.example/p.svg#g)"/>`)],
    ["a stylesheet import", svg(`<style>@import "https://evil.example/s.css";</style>`)],
    ["a script", svg(`<script>alert(1)</script>`)],
    ["an event attribute", svg(`<rect width="16" height="16"/>`, ` onload="alert(1)"`)],
    ["entities", `<!DOCTYPE svg [<!ENTITY a "aaaa">]>${svg(`<text>&a;</text>`)}`],
    ["a filter", svg(`<filter id="f"><feGaussianBlur stdDeviation="999"/></filter>`)],
    ["a foreign object", svg(`<foreignObject width="16" height="16"></foreignObject>`)],
  ])("with %s", async (_, text) => {
    expect(await svgIconToPng(bytes(text), 256)).toEqual({ ok: false, error: SVG_ERRORS.external });
  });

  it("over its size cap, and what is not an SVG", async () => {
    const big = svg(`<!--${"x".repeat(SVG_ICON_MAX_BYTES)}-->`);
    expect(await svgIconToPng(bytes(big), 256)).toEqual({ ok: false, error: SVG_ERRORS.tooLarge });
    expect(await svgIconToPng(bytes("<html><body>hi</body></html>"), 256)).toEqual({
      ok: false,
      error: SVG_ERRORS.unreadable,
    });
  });
});
