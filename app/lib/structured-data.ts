// JSON-LD for pages, and its safe embedding in a <script> element.

export interface BreadcrumbItem {
  name: string;
  url: string;
}

export function breadcrumbList(items: BreadcrumbItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function softwareApplication(tool: {
  name: string;
  description: string;
  url: string;
  websiteUrl: string;
  image: string;
  category: string;
  operatingSystems: string[];
}) {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: tool.name,
    description: tool.description,
    url: tool.url,
    sameAs: tool.websiteUrl,
    image: tool.image,
    applicationCategory: tool.category,
    ...(tool.operatingSystems.length ? { operatingSystem: tool.operatingSystems.join(", ") } : {}),
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
  };
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so text cannot close the tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** An absolute URL for a path or URL on the site. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin.endsWith("/") ? origin : `${origin}/`).toString();
}
