// The site's fixed navigation entries (spec: "Header, drawer and footer").

export const RESOURCE_LINKS = [
  { to: "/blog", label: "Blog", description: "Bitcoin news and insights" },
  { to: "/learning-resources", label: "Learning Resources", description: "Curated Bitcoin learning materials" },
  { to: "/bitcoin-terms-dictionary", label: "Bitcoin Dictionary", description: "Glossary of Bitcoin terminology" },
  { to: "/bitcoin-etfs", label: "Bitcoin ETFs", description: "Compare Bitcoin ETF options" },
] as const;

/** The last entry of the Browse menu and the drawer's Browse list: /browse, which lists every category. */
export const ALL_CATEGORIES = "All categories";

/** The drawer's Resources list, alphabetical, with Topics. */
export const DRAWER_RESOURCE_LINKS = [
  { to: "/bitcoin-terms-dictionary", label: "Bitcoin Dictionary" },
  { to: "/bitcoin-etfs", label: "Bitcoin ETFs" },
  { to: "/blog", label: "Blog" },
  { to: "/learning-resources", label: "Learning Resources" },
  { to: "/topics", label: "Topics" },
] as const;

export const FOOTER_CATEGORIES = [
  "Bitcoin Wallets",
  "Development & Infrastructure",
  "NFTs & Marketplaces",
  "Payment Solutions",
  "Security & Privacy",
  "Trading & Exchange",
] as const;
