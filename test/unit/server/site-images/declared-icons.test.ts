// What a home page declares: its icons ranked best first, its manifest and its og:image, each as
// an absolute address (an absolute one kept as written, for the public-address guard to judge).
import { describe, expect, it } from "vitest";
import { readDeclaredImages, readManifestIcons } from "#app/server/site-images/declared-icons.server.ts";

const PAGE = "https://wallet.example/en/";

describe("readDeclaredImages", () => {
  it("ranks a large raster first, then an SVG, then apple-touch-icon's usual 180 px, then plain icons", () => {
    const declared = readDeclaredImages(
      `<html><head>
        <link rel="icon" href="/favicon.ico">
        <link rel="apple-touch-icon" href="apple.png">
        <link rel="icon" type="image/svg+xml" href="/icon.svg">
        <link href="/big.png" sizes="192x192 512x512" rel="icon">
        <link rel="mask-icon" href="/mask.svg">
      </head><body><link rel="icon" href="/body.png" sizes="1024x1024"></body></html>`,
      PAGE,
    );
    expect(declared.icons.map((icon) => [icon.url, icon.side, icon.vector])).toEqual([
      ["https://wallet.example/big.png", 512, false],
      ["https://wallet.example/icon.svg", 256, true],
      ["https://wallet.example/en/apple.png", 180, false],
      ["https://wallet.example/favicon.ico", 32, false],
    ]);
  });

  it("reads the manifest and the og:image, with entities decoded, relative to <base>", () => {
    const declared = readDeclaredImages(
      `<head><base href="https://cdn.example/assets/"><link rel='manifest' href='site.webmanifest'>
       <meta content="card.png?a=1&amp;b=2" property="og:image"><meta property="og:image" content="/second.png"></head>`,
      PAGE,
    );
    expect(declared.manifestUrl).toBe("https://cdn.example/assets/site.webmanifest");
    expect(declared.ogImageUrl).toBe("https://cdn.example/assets/card.png?a=1&b=2");
  });

  it("keeps an absolute address as written and drops what is not http(s)", () => {
    const declared = readDeclaredImages(
      `<link rel="icon" href="http://2130706433/x.png"><link rel="icon" href="//0x7f.0.0.1/y.png">
       <link rel="icon" href="data:image/png;base64,AAAA"><link rel="icon" href="javascript:alert(1)">`,
      PAGE,
    );
    expect(declared.icons.map((icon) => icon.url)).toEqual(["http://2130706433/x.png", "https://0x7f.0.0.1/y.png"]);
  });
});

describe("readManifestIcons", () => {
  it("resolves icons against the manifest, leaves out monochrome ones and tolerates junk", () => {
    expect(
      readManifestIcons(
        {
          icons: [
            { src: "/a.png", sizes: "192x192" },
            { src: "b.svg", type: "image/svg+xml", sizes: "any" },
            { src: "mono.png", sizes: "1024x1024", purpose: "monochrome" },
            { src: 42 },
            null,
          ],
        },
        "https://wallet.example/static/manifest.json",
      ).map((icon) => icon.url),
    ).toEqual(["https://wallet.example/static/b.svg", "https://wallet.example/a.png"]);
    expect(readManifestIcons("not json", "https://wallet.example/m.json")).toEqual([]);
  });
});
