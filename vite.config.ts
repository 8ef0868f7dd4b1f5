// React Router's build on Vite: the browser bundle (build/client) and the server build
// (build/server/index.js) that the Worker (functions/worker.ts) imports. wrangler bundles the
// server build with the Worker, so the app's own modules (#app/*) and its dependencies stay
// imports there and are bundled once, whoever imports them.
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "tailwindcss";
import { relative } from "node:path";
import { defineConfig, type Plugin } from "vite";

/** react, react-dom and their subpaths, as preact/compat names them. */
const REACT_MODULE = /^react(?:-dom)?(\/.*)?$/;

/**
 * The browser runs Preact through its React API (preact/compat); the server renders with React.
 * A resolve.alias would rename the server build's imports too, so the browser build alone is
 * redirected here.
 */
function preactInTheBrowser(): Plugin {
  return {
    name: "preact-in-the-browser",
    enforce: "pre",
    resolveId(source, importer, options) {
      const react = REACT_MODULE.exec(source);
      if (!react || options?.ssr) return null;
      return this.resolve(`preact/compat${react[1] ?? ""}`, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * Writes the source files the server build holds to build/server/modules.json, for
 * `npm run check:bundle`, which fails when wrangler bundles one of them a second time.
 */
function listServerModules(): Plugin {
  let serverBuild = false;
  return {
    name: "list-server-modules",
    apply: "build",
    configResolved: (config) => void (serverBuild = Boolean(config.build.ssr)),
    generateBundle(_, bundle) {
      if (!serverBuild) return;
      const modules = Object.values(bundle).flatMap((file) => (file.type === "chunk" ? Object.keys(file.modules) : []));
      const sources = modules
        .filter((id) => !id.startsWith("\0"))
        .map((id) => relative(process.cwd(), id.split("?")[0]!));
      this.emitFile({ type: "asset", fileName: "modules.json", source: JSON.stringify(sources.sort(), null, 1) });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [preactInTheBrowser(), listServerModules(), reactRouter()],
  css: { postcss: { plugins: [tailwindcss()] } },
  build: {
    // The icon sprite is referenced by <use href>, which a data: URL cannot serve.
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? { external: (id: string) => id.startsWith("#app/") && !isAsset(id) } : {},
  },
  ssr: {
    target: "webworker",
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
}));

/** Stylesheets and images are files of the build, whose URLs only Vite knows. */
const isAsset = (id: string) => /\.(css|svg)(\?.*)?$/.test(id);
