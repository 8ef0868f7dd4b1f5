import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  breadcrumbList,
  itemList,
  jsonLd,
  organization,
  softwareApplication,
  webSite,
} from "#app/lib/structured-data.ts";
import { definedTerm } from "#app/lib/glossary.ts";

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

  it("names the site's search as a SearchAction on /search?q=", () => {
    const site = webSite({ name: "Bitcoin Tools Directory", url: "https://x.test/" });
    expect(site["@type"]).toBe("WebSite");
    expect(site.potentialAction.target.urlTemplate).toBe("https://x.test/search?q={search_term_string}");
    expect(site.potentialAction["query-input"]).toBe("required name=search_term_string");
  });

  it("describes the organization with its name, address and logo", () => {
    expect(organization({ name: "BTD", url: "https://x.test/", logo: "https://x.test/og-image.png" })).toMatchObject({
      "@type": "Organization",
      name: "BTD",
      url: "https://x.test/",
      logo: "https://x.test/og-image.png",
    });
  });

  it("numbers a listing page's items from its place in the whole list", () => {
    const list = itemList(
      [
        { name: "Sparrow Wallet", url: "https://x.test/tool/sparrow-wallet" },
        { name: "Electrum", url: "https://x.test/tool/electrum" },
      ],
      25,
    );
    expect(list["@type"]).toBe("ItemList");
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 25, name: "Sparrow Wallet", url: "https://x.test/tool/sparrow-wallet" },
      { "@type": "ListItem", position: 26, name: "Electrum", url: "https://x.test/tool/electrum" },
    ]);
  });

  it("a term refers to its whole DefinedTermSet: id, name and address", () => {
    const setUrl = "https://x.test/bitcoin-terms-dictionary";
    const term = definedTerm({ term: "UTXO", definition: "An unspent output." }, `${setUrl}/utxo`, setUrl);
    expect(term.inDefinedTermSet).toEqual({
      "@type": "DefinedTermSet",
      "@id": setUrl,
      name: "Bitcoin Terms Dictionary",
      url: setUrl,
    });
  });
});
