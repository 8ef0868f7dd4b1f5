// The site's routes: every file in app/routes by the flat-file convention, and URLs served by a
// module of another URL. The 50 price pages share one module (a route file cannot hold a partial
// segment), /topics/:letter is the topics page, and /404 the not-found page.
import { flatRoutes } from "@react-router/fs-routes";
import { route, type RouteConfig } from "@react-router/dev/routes";
import { PRICE_PAGES } from "#app/lib/currencies.ts";

export default [
  ...(await flatRoutes({ ignoredRouteFiles: ["**/.*"] })),
  ...PRICE_PAGES.map((page) =>
    route(`bitcoin-to-${page.slug}`, "pages/bitcoin-to-currency/route.tsx", { id: `price-page-${page.slug}` }),
  ),
  route("topics/:letter", "routes/topics._index.tsx", { id: "topics-letter" }),
  route("404", "routes/$.tsx", { id: "not-found-page" }),
] satisfies RouteConfig;
