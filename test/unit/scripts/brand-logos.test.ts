// The brand logos in public/brand-logos are the ones `npm run brand-logos` builds from the icon
// packages for db/seed/tool-logos.json, so a logo added to the list cannot be forgotten, and none
// of them can carry anything that runs.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { assertPlainSvg, BRAND_LOGO_DIR, buildBrandLogos, readBrandLogoOrigins } from "#scripts/lib/brand-logos.ts";

describe("brand logos", () => {
  it("are the files `npm run brand-logos` writes, one per listed tool", async () => {
    const built = await buildBrandLogos();
    expect(readdirSync(BRAND_LOGO_DIR).sort()).toEqual(built.map((logo) => `${logo.slug}.svg`).sort());
    for (const logo of built)
      expect(readFileSync(`${BRAND_LOGO_DIR}/${logo.slug}.svg`, "utf8"), logo.slug).toBe(logo.svg);
  });

  it("record each logo's file in its package at the installed version, and its licence", () => {
    expect(readBrandLogoOrigins({ ledger: { package: "@web3icons/core", icon: "wallets/branded/ledger" } })).toEqual([
      {
        slug: "ledger",
        package: "@web3icons/core",
        file: "dist/svgs/wallets/branded/ledger.svg.js",
        sourceUrl: "https://unpkg.com/@web3icons/core@4.0.56/dist/svgs/wallets/branded/ledger.svg.js",
        license: "MIT",
      },
    ]);
  });

  it("refuses an icon the package does not have, and a package the list does not know", () => {
    expect(() => readBrandLogoOrigins({ trezor: { package: "simple-icons", icon: "no-such-brand" } })).toThrow(
      "simple-icons has no icon 'no-such-brand'",
    );
    expect(() => readBrandLogoOrigins({ trezor: { package: "left-pad", icon: "x" } })).toThrow("tool-logos.json");
  });

  it("refuses an SVG with a script, a handler or an outside reference", () => {
    const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${body}</svg>`;
    expect(assertPlainSvg(svg('<path d="M0 0h24v24H0z"/>'), "plain")).toContain("<path");
    for (const body of [
      "<script>alert(1)</script>",
      '<path onload="alert(1)" d="M0 0"/>',
      '<image href="https://example.com/x.png"/>',
      '<path style="fill:url(https://example.com/x)" d="M0 0"/>',
      "<foreignObject><div/></foreignObject>",
    ])
      expect(() => assertPlainSvg(svg(body), body)).toThrow("scripts, handlers or outside references");
  });
});
