import { describe, expect, it } from "vitest";
import { absoluteUrl, breadcrumbList, jsonLd, softwareApplication } from "#app/lib/structured-data.ts";

describe("structured data", () => {
  it("numbers breadcrumb items from 1", () => {
    const list = breadcrumbList([
      { name: "Home", url: "https://x.test/" },
      { name: "Browse Tools", url: "https://x.test/browse" },
    ]);
    expect(list.itemListElement.map((i) => i.position)).toEqual([1, 2]);
    expect(list["@type"]).toBe("BreadcrumbList");
  });

  it("describes a free software application", () => {
    const app = softwareApplication({
      name: "Sparrow Wallet",
      description: "A desktop wallet.",
      url: "https://x.test/tool/sparrow-wallet",
      websiteUrl: "https://sparrowwallet.com/",
      image: "https://x.test/og-image.png",
      category: "Bitcoin Wallets",
      operatingSystems: ["Desktop"],
    });
    expect(app.offers).toEqual({ "@type": "Offer", price: "0", priceCurrency: "USD" });
    expect(app.operatingSystem).toBe("Desktop");
  });

  it("cannot be closed from inside the script element", () => {
    expect(jsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });

  it("makes relative paths absolute and keeps absolute URLs", () => {
    expect(absoluteUrl("https://x.test", "/images/a.png")).toBe("https://x.test/images/a.png");
    expect(absoluteUrl("https://x.test/", "images/a.png")).toBe("https://x.test/images/a.png");
    expect(absoluteUrl("https://x.test", "https://cdn.test/a.png")).toBe("https://cdn.test/a.png");
  });
});
