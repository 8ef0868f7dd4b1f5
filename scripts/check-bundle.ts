// npm run check:bundle: bundles the Worker as it is deployed (minified) and fails when a source file
// is bundled twice into it, or when its gzipped size passes the free plan's limit. The app's
// server build leaves every `#app` import to wrangler, so a module the Worker entry and the routes
// both use is bundled once, beside the build. A route that reaches a shared module any other way (a
// relative path, say) pulls a second copy into build/server/index.js, with module state of its own.
// Needs the app's build (`npm run build`) to exist; runs wrangler's bundler without deploying anything.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const ROOT = process.cwd();
/** The source files in the server build, as vite.config.ts lists them. */
const SERVER_BUILD_MODULES = "build/server/modules.json";
const SOURCES = /^(app|functions)\//;
/**
 * Cloudflare's limit on a Worker's compressed size on the free plan, 3 MB in its units (MiB): the
 * script, its WASM and its data modules, each gzipped, as the upload sends them.
 */
const WORKER_LIMIT_BYTES = 3 * 1024 * 1024;
const MB = 1024 * 1024;
/** What wrangler writes beside the modules, which is not uploaded as code. */
const NOT_UPLOADED = /(\.map|\.json|README\.md)$/;

type Metafile = { inputs: Record<string, unknown> };

/** The gzipped size of each module wrangler would upload, largest first. */
function gzippedModules(outdir: string): { name: string; bytes: number }[] {
  return readdirSync(outdir)
    .filter((name) => !NOT_UPLOADED.test(name))
    .map((name) => ({ name, bytes: gzipSync(readFileSync(join(outdir, name))).length }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** The project's source files among a metafile's inputs, as paths from the project root. */
function sourceInputs(metafile: Metafile): Set<string> {
  const paths = Object.keys(metafile.inputs).map((input) => relative(ROOT, resolve(ROOT, input)));
  return new Set(paths.filter((path) => SOURCES.test(path)));
}

function bundleWorker(outdir: string): Promise<{ code: number; output: string }> {
  const wrangler = spawn(
    "npx",
    ["wrangler", "deploy", "--dry-run", "--minify", "--outdir", outdir, "--metafile", join(outdir, "meta.json")],
    {
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME ?? join(ROOT, ".xdg"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  wrangler.stdout.on("data", (chunk) => (output += chunk));
  wrangler.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((done) => wrangler.on("close", (code) => done({ code: code ?? 1, output })));
}

let inServerBuild: string[];
try {
  inServerBuild = JSON.parse(readFileSync(SERVER_BUILD_MODULES, "utf8"));
} catch {
  console.error(`${SERVER_BUILD_MODULES} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const outdir = mkdtempSync(join(tmpdir(), "worker-bundle-"));
try {
  const bundle = await bundleWorker(outdir);
  if (bundle.code !== 0) {
    console.error(bundle.output);
    console.error(`wrangler could not bundle the Worker (exit ${bundle.code}).`);
    process.exit(1);
  }
  const inWorker = sourceInputs(JSON.parse(readFileSync(join(outdir, "meta.json"), "utf8")));
  const twice = inServerBuild.filter((path) => SOURCES.test(path) && inWorker.has(path));
  if (twice.length > 0) {
    console.error(
      `${twice.length} module(s) are bundled twice, once into the server build and once beside it:\n` +
        twice.map((path) => `  ${path}`).join("\n") +
        "\nImport them with their # subpath (#app/...), as the Worker entry does.",
    );
    process.exit(1);
  }
  console.log(`No module is bundled twice (${inWorker.size} source files in the Worker).`);

  const modules = gzippedModules(outdir);
  const total = modules.reduce((sum, module) => sum + module.bytes, 0);
  const mb = (bytes: number) => (bytes / MB).toFixed(2);
  console.log(
    `Worker: ${mb(total)} MB gzipped (limit ${WORKER_LIMIT_BYTES / MB} MB; minified, 1 MB = 1,048,576 bytes)`,
  );
  for (const module of modules)
    console.log(`  ${mb(module.bytes).padStart(5)} MB  ${module.name.replace(/^[0-9a-f]{40}-/, "")}`);
  if (total > WORKER_LIMIT_BYTES) {
    console.error(`The Worker is over the free plan's ${WORKER_LIMIT_BYTES / MB} MB limit, gzipped.`);
    process.exit(1);
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
