/** A tool's logo, or its generated lettermark (/logos/{slug}.svg) when it has none. */
export const toolLogoUrl = (tool: { slug: string; logoUrl: string | null }) =>
  tool.logoUrl ?? `/logos/${tool.slug}.svg`;
