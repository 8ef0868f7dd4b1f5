// The Worker's bindings and variables (wrangler.toml [vars], secrets, .dev.vars), shared by the
// Worker entry and every server module that reads configuration.
export interface Env {
  ASSETS: Fetcher;
  HYPERDRIVE: Hyperdrive;
  CACHE: KVNamespace;
  /** The profile-images bucket (avatars). */
  AVATARS: R2Bucket;
  /** The tool-images bucket (tools' uploaded logos and screenshots). */
  TOOL_IMAGES: R2Bucket;
  /** The blog-images bucket (posts' uploaded featured images). */
  BLOG_IMAGES: R2Bucket;
  SITE_NAME: string;
  /** Public origin of the site, used for absolute links (sitemap, social tags). */
  SITE_URL: string;
  /** Hosts starting with this prefix are the admin portal. */
  ADMIN_SUBDOMAIN_PREFIX: string;
  /** Price sources (their answers: README, Upstreams); tests point them at fakes on 127.0.0.1. */
  COINGECKO_BASE_URL: string;
  COINBASE_BASE_URL: string;
  /** Optional CoinGecko Demo or Pro key (a secret). */
  COINGECKO_API_KEY?: string;
  /** ETF quotes (Alpha Vantage): without a key the page shows the built-in March 2025 figures. */
  ALPHAVANTAGE_BASE_URL: string;
  ALPHAVANTAGE_API_KEY?: string;
  /** The key's calls per day; defaults to the free tier's 25. */
  ALPHAVANTAGE_DAILY_LIMIT?: string;
  /** The key's calls per minute; one a second by default. */
  ALPHAVANTAGE_CALLS_PER_MINUTE?: string;
  /** The GitHub REST API the repository cron reads; tests point it at a fake on 127.0.0.1. */
  GITHUB_API_URL: string;
  /** GitLab's REST API (v4) for repositories on gitlab.com; tests point it at a fake. */
  GITLAB_API_URL: string;
  /** Codeberg's API (Forgejo's v1) for repositories on codeberg.org; tests point it at a fake. */
  CODEBERG_API_URL: string;
  /**
   * "off" stops the every-minute cron's logo catch-up (npm start and the end-to-end tests set it, so
   * a local site asks no tool's website for anything unless someone runs the listing check).
   */
  SITE_IMAGE_CATCH_UP?: string;
  /** Where GitHub serves an account's avatar, {url}/{owner}.png; tests point it at a fake. */
  GITHUB_AVATAR_URL: string;
  /** Optional GitHub token (a secret): 5,000 requests an hour instead of 60 per address. */
  GITHUB_TOKEN?: string;
  /** Signs session cookies and tokens (a secret; npm start and the tests provide local ones). */
  BETTER_AUTH_SECRET: string;
  /** Comma-separated addresses that become admins when they sign in. */
  ADMIN_EMAILS?: string;
  /** Google sign-in, offered only when both are set. */
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  /** Outgoing mail over SMTP; without SMTP_HOST mail is kept in the mail_outbox table and logged. */
  SMTP_HOST?: string;
  SMTP_PORT?: string;
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
  /** "true" for implicit TLS (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE?: string;
  MAIL_FROM: string;
  /** Where tool submissions and contact messages go. */
  TEAM_EMAIL: string;
  /** hCaptcha on the contact form instead of ALTCHA, when both are set. */
  HCAPTCHA_SITEKEY?: string;
  HCAPTCHA_SECRET?: string;
  /** hCaptcha's siteverify endpoint; tests point it at a fake on 127.0.0.1. */
  HCAPTCHA_VERIFY_URL?: string;
  /** Footer links; each is shown only when set. */
  SOCIAL_X_URL?: string;
  SOCIAL_TELEGRAM_URL?: string;
  /** "off" stops counting page views (the bench measures the Worker with and without). */
  PAGE_VIEWS?: string;
  /**
   * Set only by the integration tests' configuration (never in wrangler.toml): the one loopback
   * origin of their fake services, which the checks of stored URLs may then ask
   * (app/server/http/public-fetch.server.ts).
   */
  TEST_ONLY_ALLOW_FETCH_ORIGIN?: string;
}
