// Cache-Control values for pages and files.

/** Anonymous public pages: the edge keeps them 30 s; with the 30 s memo of hot reads an edit shows up within a minute. */
export const PUBLIC_PAGE = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

/** Generated files that change only with the code (logos). */
export const PUBLIC_ASSET = "public, max-age=86400, s-maxage=86400";

/** Our price API: the warmer writes once a minute, so 15 s at the edge keeps it close. */
export const PRICE_API = "public, max-age=15, s-maxage=15";

/** Price pages carry the price in their HTML: kept as briefly at the edge as the price API. */
export const PRICE_PAGE = "public, max-age=0, s-maxage=15, stale-while-revalidate=30";

/** Files whose address carries their version (?v=): they never change, so caches keep them a year. */
export const VERSIONED_ASSET = "public, max-age=31536000, s-maxage=31536000, immutable";

/** Admin pages: for the signed-in admin's browser alone, never kept by a shared cache. */
export const ADMIN_PAGE = "private, no-store";

/** The open data: it changes with editors' work, so five minutes at the edge is close enough. */
export const OPEN_DATA = "public, max-age=300, s-maxage=300, stale-while-revalidate=600";

/** The price badge other sites embed: a minute at the edge and in browsers, as the warmer polls. */
export const PRICE_BADGE = "public, max-age=60, s-maxage=60";

/** A badge without a price: kept briefly, so the price returns as soon as the warmer has one. */
export const PRICE_BADGE_UNAVAILABLE = "public, max-age=0, s-maxage=10";
