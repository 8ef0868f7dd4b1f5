// npm run bench: load-tests the built Worker locally and compares it with a bare Worker that
// serves the identical bytes in the same runtime. A benchmark, not a test: it prints figures.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { BENCH_URLS } from "./bench/urls.ts";
import { openDatabase } from "./lib/embedded-postgres.ts";
import { runMigrations } from "./lib/migrate.ts";
import { onShutdown, run } from "./lib/processes.ts";
import { isEmpty, seedDatabase } from "./lib/seed.ts";
import { startWorker, type RunningWorker } from "./lib/worker.ts";

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const APP_PORT = 8790;
const BARE_PORT = 8791;

interface Row {
  url: string;
  variant: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  bytes: number;
  non2xx: number;
  ratio?: number;
}

if (!existsSync("build/index.js") && (await run("npx", ["remix", "build"])) !== 0) process.exit(1);

const database = await openDatabase({ dataDir: ".data/bench-postgres", port: 54349, database: "bitcoin_tools_bench" });
const workers: RunningWorker[] = [];
onShutdown(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await database.stop();
});
await runMigrations(database.url);
if (await isEmpty(database.url)) await seedDatabase(database.url);

const app = await startWorker({
  port: APP_PORT,
  databaseUrl: database.url,
  persistTo: ".wrangler/bench-state",
  quiet: true,
});
workers.push(app);

// Capture each page's bytes, then serve them from the bare Worker.
const pages: Record<string, { status: number; contentType: string; body: string }> = {};
for (const url of BENCH_URLS) {
  const response = await fetch(app.url + url);
  pages[url] = {
    status: response.status,
    contentType: response.headers.get("Content-Type") ?? "text/plain",
    body: await response.text(),
  };
}
mkdirSync(".bench", { recursive: true });
// The baseline: a Worker in the same runtime that only returns the stored bytes.
writeFileSync(
  ".bench/bare-worker.js",
  `const pages = ${JSON.stringify(pages)};
export default {
  fetch(request) {
    const page = pages[new URL(request.url).pathname];
    if (!page) return new Response("not stored", { status: 500 });
    return new Response(page.body, { status: page.status, headers: { "Content-Type": page.contentType } });
  },
};
`,
);
writeFileSync(
  ".bench/wrangler.toml",
  `name = "bench-bare"\nmain = "bare-worker.js"\ncompatibility_date = "2026-11-01"\n`,
);
const bare = await startWorker({
  port: BARE_PORT,
  databaseUrl: database.url,
  config: ".bench/wrangler.toml",
  persistTo: ".wrangler/bench-bare-state",
  quiet: true,
});
workers.push(bare);

function load(base: string, url: string, bustCache: boolean): Promise<autocannon.Result> {
  let n = 0;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: bustCache ? `${url}?bench=${n++}` : url }) }],
  });
}

const rows: Row[] = [];
for (const url of BENCH_URLS) {
  const bytes = Buffer.byteLength(pages[url]!.body);
  const measure = async (variant: string, base: string, bustCache: boolean) => {
    await load(base, url, bustCache).then(
      () => undefined,
      () => undefined,
    ); // warm-up pass is not counted
    const result = await load(base, url, bustCache);
    const row: Row = {
      url,
      variant,
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      bytes,
      non2xx: result.non2xx,
    };
    rows.push(row);
    return row;
  };
  const baseline = await measure("bare Worker, same bytes", bare.url, false);
  for (const [variant, bust] of [
    ["site, edge cache warm", false],
    ["site, cache miss each request (unique query)", true],
  ] as const) {
    const row = await measure(variant, app.url, bust);
    row.ratio = row.reqPerSec / baseline.reqPerSec;
  }
}

await Promise.all(workers.map((w) => w.stop()));
await database.stop();

console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per row, after an equal warm-up\n`);
console.log("| URL | variant | req/s | p50 ms | p99 ms | bytes | non-2xx | ratio to bare |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  console.log(
    `| ${r.url} | ${r.variant} | ${r.reqPerSec.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.non2xx} | ${r.ratio === undefined ? "1" : r.ratio.toFixed(2)} |`,
  );
}
process.exit(0);
