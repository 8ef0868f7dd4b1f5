import { PRICE_PAGES } from "#app/lib/currencies.ts";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*"],
  // URLs served by a module of another URL: the 50 price pages share one module (Remix route files
  // cannot hold a partial segment), /topics/:letter is the topics page, and /404 the not-found page.
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      for (const page of PRICE_PAGES) {
        route(`bitcoin-to-${page.slug}`, "pages/bitcoin-to-currency/route.tsx", { id: `price-page-${page.slug}` });
      }
      route("topics/:letter", "routes/topics._index.tsx", { id: "topics-letter" });
      route("404", "routes/$.tsx", { id: "not-found-page" });
    }),
  serverBuildPath: "build/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  serverDependenciesToBundle: [],
  serverMainFields: ["browser", "module", "main"],
  serverMinify: false,
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  tailwind: true,
  postcss: false,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
};
