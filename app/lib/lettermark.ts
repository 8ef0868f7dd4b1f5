// A generated square logo: the name's initials on a colour picked from the slug.

const PALETTE = [
  "#f7931a",
  "#0f766e",
  "#1d4ed8",
  "#7c3aed",
  "#be123c",
  "#15803d",
  "#b45309",
  "#0369a1",
  "#4338ca",
  "#334155",
];

export function initialsFromSlug(slug: string): string {
  const words = slug.split("-").filter(Boolean);
  const letters = words.length > 1 ? words[0]!.charAt(0) + words[1]!.charAt(0) : (words[0] ?? "?").slice(0, 2);
  return letters.toUpperCase();
}

export function colourFromSlug(slug: string): string {
  let hash = 0;
  for (const ch of slug) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

export function lettermarkSvg(slug: string): string {
  const initials = initialsFromSlug(slug);
  const fontSize = initials.length > 1 ? 44 : 56;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${initials}"><rect width="128" height="128" rx="28" fill="${colourFromSlug(slug)}"/><text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${initials}</text></svg>`;
}
