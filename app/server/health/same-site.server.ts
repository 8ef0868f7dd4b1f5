// Whether a redirect stays on the tool's own site: the same host name, with or without "www.".
// http to https, another port or another path are the same site; a subdomain or another domain is
// not, since that is where a site that changed hands or closed down sends its visitors.

const siteName = (hostname: string) => hostname.toLowerCase().replace(/^www\./, "");

export function isSameSite(a: string, b: string): boolean {
  return siteName(new URL(a).hostname) === siteName(new URL(b).hostname);
}
