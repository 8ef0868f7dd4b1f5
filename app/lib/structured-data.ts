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

/** The site itself, with the search a result page answers (`/search?q=`). */
export function webSite(site: { name: string; url: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${site.url}#website`,
    name: site.name,
    url: site.url,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: absoluteUrl(site.url, "/search?q={search_term_string}") },
      "query-input": "required name=search_term_string",
    },
  };
}

/** The organization behind the site. */
export function organization(site: { name: string; url: string; logo: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.url}#organization`,
    name: site.name,
    url: site.url,
    logo: site.logo,
  };
}

/** The tools a listing page shows, numbered from `firstPosition` (the page's place in the whole list). */
export function itemList(items: { name: string; url: string }[], firstPosition = 1) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: firstPosition + index,
      name: item.name,
      url: item.url,
    })),
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
