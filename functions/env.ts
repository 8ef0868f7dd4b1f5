// The Worker's bindings and variables (wrangler.toml [vars], secrets, .dev.vars).
export interface Env {
  ASSETS: Fetcher;
  HYPERDRIVE: Hyperdrive;
  CACHE: KVNamespace;
  SITE_NAME: string;
  /** Public origin of the site, used for absolute links (sitemap, social tags). */
  SITE_URL: string;
  /** Hosts starting with this prefix are the admin portal. */
  ADMIN_SUBDOMAIN_PREFIX: string;
  /** Footer links; each is shown only when set. */
  SOCIAL_X_URL?: string;
  SOCIAL_TELEGRAM_URL?: string;
}
