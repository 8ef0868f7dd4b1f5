import { PRICE_PAGES } from "./app/lib/currencies.ts";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*"],
  // The 24 price pages share one module; Remix route files cannot hold a partial segment.
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      for (const page of PRICE_PAGES) {
        route(`bitcoin-to-${page.slug}`, "pages/bitcoin-to-currency.tsx", { id: `price-page-${page.slug}` });
      }
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
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: false,
  },
};
