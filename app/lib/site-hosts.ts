// The site's hosts: the Admin link goes to the same host and port on localhost,
// and elsewhere to the admin subdomain of the current host without any www prefix. Sessions are
// shared with that subdomain through a cookie on the parent domain.
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const isLocal = (hostname: string) => LOCAL_HOSTS.has(hostname);

export function adminHref(pageUrl: string, prefix: string): string {
  const url = new URL(pageUrl);
  if (isLocal(url.hostname)) return "/admin";
  const host = url.host.replace(/^www\./, "");
  if (isAdminHost(url.hostname, prefix)) return `${url.protocol}//${host}/`;
  return `${url.protocol}//${prefix}.${host}/`;
}

/** How many of a host's last labels are the site's own domain ("example.org"; "localhost"). */
const ownDomainLabels = (labels: string[]) => (labels.at(-1) === "localhost" ? 1 : 2);

/** The index of the subdomain label that marks the admin area, or -1. */
function adminLabelIndex(host: string, prefix: string): number {
  const marker = prefix.toLowerCase();
  if (!marker) return -1;
  const labels = host.toLowerCase().split(".");
  const subdomains = labels.length - ownDomainLabels(labels);
  return labels.findIndex((label, i) => i < subdomains && label.includes(marker));
}

/**
 * A host is the admin area when it starts with, or contains, the admin prefix, as the spec says
 * ("admin.example.org", "staging-admin.example.org"). Only subdomains count, so a site whose own
 * domain happens to contain the word is not all admin.
 */
export function isAdminHost(hostname: string, prefix: string): boolean {
  return adminLabelIndex(hostname, prefix) !== -1;
}

/** The public site from an admin page: the same host without the admin prefix ("/" on localhost). */
export function mainSiteHref(pageUrl: string, prefix: string): string {
  const url = new URL(pageUrl);
  const index = adminLabelIndex(url.hostname, prefix);
  if (index === -1) return isLocal(url.hostname) ? "/" : `${url.protocol}//${url.host}/`;
  const labels = url.hostname.split(".");
  const rest = labels[index]!.replace(prefix.toLowerCase(), "")
    .replace(/^-+|-+$/g, "")
    .replace(/--+/g, "-");
  if (rest) labels[index] = rest;
  else labels.splice(index, 1);
  return `${url.protocol}//${labels.join(".")}${url.port ? `:${url.port}` : ""}/`;
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

/**
 * A path of the public site, from a page whose way to the public site is `mainSiteHref` (see
 * above): on the admin host every path would be an admin page, so it goes to the main host.
 * Full URLs stay as they are.
 */
export function onMainSite(mainSiteHref: string, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  return `${mainSiteHref.replace(/\/$/, "")}${path}`;
}
