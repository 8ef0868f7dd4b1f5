import { describe, expect, it } from "vitest";
import { postTitleCardSvg, shareImageSvg, wrapName } from "#app/lib/share-image.ts";
import { escapeXml } from "#app/lib/xml.ts";

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
    expect(escapeXml('<a & "b">')).toBe("&lt;a &amp; &quot;b&quot;&gt;");
    const svg = shareImageSvg({ name: "R&D <Tools>", slug: "r-d-tools", category: "Apps", siteName: "Site" });
    expect(svg).toContain("R&amp;D &lt;Tools&gt;");
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

  it("draws a post's title in at most three lines, escaped, with the site's name", () => {
    const svg = postTitleCardSvg({
      title: "Fees & the <mempool>: why a Bitcoin transaction can wait for hours, days, or even a whole week",
      siteName: "Site",
    });
    const lines = [...svg.matchAll(/<tspan [^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain("Fees &amp; the &lt;mempool&gt;:");
    expect(lines[2]).toMatch(/…$/);
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain("Site · Blog");
  });
});
