import { describe, expect, it } from "vitest";
import { escapeXml, shareImageSvg, wrapName } from "~/lib/share-image";

describe("share image", () => {
  it("keeps short names on one line", () => {
    expect(wrapName("Sparrow Wallet")).toEqual(["Sparrow Wallet"]);
  });

  it("wraps long names onto two lines and ends an overflow with an ellipsis", () => {
    expect(wrapName("Better crypto backed down payment mortgage with Coinbase", 14)).toEqual([
      "Better crypto",
      "backed down…",
    ]);
    expect(wrapName("Supercalifragilisticexpialidocious", 10)).toEqual(["Supercali…"]);
  });

  it("escapes names so they cannot break the SVG", () => {
    expect(escapeXml('<a & "b">')).toBe("&#60;a &#38; &#34;b&#34;&#62;");
    const svg = shareImageSvg({ name: "R&D <Tools>", slug: "r-d-tools", category: "Apps", siteName: "Site" });
    expect(svg).toContain("R&#38;D &#60;Tools&#62;");
    expect(svg).not.toContain("<Tools>");
  });

  it("is 1200 by 630 with the initials, category and site name", () => {
    const svg = shareImageSvg({
      name: "Bitcoin Core",
      slug: "bitcoin-core",
      category: "Development",
      siteName: "Site",
    });
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain(">BC</text>");
    expect(svg).toContain(">Development</text>");
    expect(svg).toContain(">Site</text>");
  });
});
