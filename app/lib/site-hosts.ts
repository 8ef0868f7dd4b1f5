// The site's hosts: the Admin link goes to the same host and port on localhost,
// and elsewhere to the admin subdomain of the current host without any www prefix. Sessions are
// shared with that subdomain through a cookie on the parent domain.
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const isLocal = (hostname: string) => LOCAL_HOSTS.has(hostname);

export function adminHref(pageUrl: string, prefix: string): string {
  const url = new URL(pageUrl);
  if (isLocal(url.hostname)) return "/admin";
  const host = url.host.replace(/^www\./, "");
  if (host.startsWith(`${prefix}.`)) return `${url.protocol}//${host}/`;
  return `${url.protocol}//${prefix}.${host}/`;
}

/** Requests to the admin subdomain are the admin area. */
export function isAdminHost(hostname: string, prefix: string): boolean {
  return hostname.startsWith(`${prefix}.`);
}

/** The admin origin for a site origin, or null on localhost (where /admin is on the same host). */
export function adminOrigin(siteUrl: string, prefix: string): string | null {
  const url = new URL(siteUrl);
  if (isLocal(url.hostname)) return null;
  return `${url.protocol}//${prefix}.${url.host.replace(/^www\./, "")}`;
}

/** The parent domain the session cookie is set on, so the admin subdomain sees it; null locally. */
export function sharedCookieDomain(siteUrl: string): string | null {
  const { hostname } = new URL(siteUrl);
  return isLocal(hostname) ? null : hostname.replace(/^www\./, "");
}
