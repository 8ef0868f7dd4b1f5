// npm run bench: load-tests the built Worker locally against two catalogues and compares it with
// a bare Worker that serves the identical bytes in the same runtime. The seeded catalogue is
// bitcoin_tools_bench (db/seed); the large one is bitcoin_tools_large (10,000 tools, built by
// scripts/lib/large-catalogue.ts when it is missing or short). Both live in the bench's own
// cluster, or on the DATABASE_URL server when that is set. Admin pages are requested with an
// admin's session on each site (signed in through the outbox). A benchmark, not a test: it prints
// figures.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { BENCH_URLS, needsAdminSession, SCALE_URLS, resolveBenchPath, withQueryParam } from "#scripts/bench/urls.ts";
import { placeholderValues } from "#scripts/bench/placeholder-values.ts";
import { cpuMs, workerRuntimePid } from "#scripts/bench/process-cpu.ts";
import { signInAsAdmin } from "#scripts/lib/admin-session.ts";
import { openDatabase } from "#scripts/lib/embedded-postgres.ts";
import {
  BENCH_CLUSTER,
  HUGE_CATALOGUE,
  HUGE_DATABASE,
  LARGE_CATALOGUE,
  LARGE_DATABASE,
  SEEDED_DATABASE,
  buildLargeCatalogue,
  countPublishedTools,
  databaseUrlOnServer,
} from "#scripts/lib/large-catalogue.ts";
import { runMigrations } from "#scripts/lib/migrate.ts";
import { poolerInstalled, startPooler } from "#scripts/lib/pooler.ts";
import { onShutdown, run } from "#scripts/lib/processes.ts";
import { migrateAndSeed } from "#scripts/lib/seed.ts";
import { startWorker, warmPrices, type RunningWorker } from "#scripts/lib/worker.ts";
import { startFakeUpstreams } from "#test/fakes/upstreams.ts";

const CONNECTIONS = 10;
/** Requests of each CPU measurement, one connection, after CPU_WARM_UP unmeasured ones. */
const CPU_REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 200);
const CPU_WARM_UP = 20;
// BENCH_ONLY=search measures only the URLs that contain "search"; BENCH_ONLY=/tool/,/blog those that
// contain either; a part starting with "=" names one URL exactly (BENCH_ONLY==/ is the home page).
const ONLY = process.env.BENCH_ONLY?.split(",").filter(Boolean) ?? [];
const SELECTED_URLS = BENCH_URLS.filter(
  (url) =>
    ONLY.length === 0 || ONLY.some((part) => (part.startsWith("=") ? url === part.slice(1) : url.includes(part))),
);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const APP_PORT = 8790;
const BARE_PORT = 8791;
const LARGE_APP_PORT = 8792;
const UNCOUNTED_APP_PORT = 8793;
const POOLER_PORT = Number(process.env.BENCH_POOLER_PORT ?? 6439);
const HUGE_APP_PORT = 8797;
/**
 * Content pages also measured on a second Worker of the seeded site with PAGE_VIEWS=off, in the
 * same run: the difference is the cost of counting page views (cached and uncached).
 */
const PAGE_VIEW_URLS = new Set(["/tool/{tool}", "/blog/how-to-choose-a-bitcoin-wallet"]);
/** A browser's User-Agent, so that the counting Worker counts the bench's requests (isbot). */
const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/**
 * Numbers the cache-busting queries of the whole run: a number used twice (by a warm-up and then by
 * its measured pass) would be answered from the edge cache.
 */
let cacheBuster = 0;

/** The pid of each Worker's runtime process, found once. */
const runtimePids = new Map<RunningWorker, number>();

interface Catalogue {
  label: "seeded" | "large";
  databaseUrl: string;
  publishedTools: number;
  /** Placeholder values picked from this catalogue's database. */
  values: Record<string, string>;
  worker?: RunningWorker;
  /** The Cookie header of an admin session on this catalogue's site, for the admin pages. */
  adminCookie?: string;
}

interface Row {
  /** The entry of BENCH_URLS, placeholders unresolved. */
  url: string;
  /** The path requested (before any cache-busting query). */
  path: string;
  variant: string;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  bytes: number;
  non2xx: number;
  ratio?: number;
  /** Large catalogue's p50 over the seeded one's, both with a cache miss on every request. */
  largeOverSeeded?: number;
}

/** CPU milliseconds per request of one URL, by variant; undefined where the variant does not apply. */
interface CpuRow {
  url: string;
  bare: number;
  warm?: number;
  warmLarge?: number;
  uncached: number;
  uncachedLarge: number;
}

interface Page {
  status: number;
  contentType: string;
  body: string;
}

const workers: RunningWorker[] = [];
let stopPooler = async () => {};
let stopDatabase = async () => {};
/** Stops what is running; safe to call again. */
const stopAll = async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  const pooler = stopPooler;
  stopPooler = async () => {};
  await pooler();
  const stop = stopDatabase;
  stopDatabase = async () => {};
  await stop();
};
onShutdown(stopAll);

try {
  if (!existsSync("build/server/index.js") && (await run("node", ["scripts/build.ts"])) !== 0) process.exit(1);

  const database = await openDatabase({ ...BENCH_CLUSTER, database: SEEDED_DATABASE });
  stopDatabase = database.stop;
  await migrateAndSeed(database.url);

  // The large catalogue sits beside the seeded database on the same server.
  let largeUrl = databaseUrlOnServer(database.url, LARGE_DATABASE);
  if ((await countPublishedTools(largeUrl)) < LARGE_CATALOGUE.tools) {
    console.log(`Building ${LARGE_DATABASE} (missing or under ${LARGE_CATALOGUE.tools} tools)...`);
    const report = await buildLargeCatalogue(database.url);
    largeUrl = report.url;
    console.log(`${LARGE_DATABASE} built in ${(report.ms.total / 1000).toFixed(1)} s`);
  } else {
    await runMigrations(largeUrl);
  }

  const catalogues: Catalogue[] = [];
  for (const [label, databaseUrl] of [
    ["seeded", database.url],
    ["large", largeUrl],
  ] as const) {
    catalogues.push({
      label,
      databaseUrl,
      publishedTools: await countPublishedTools(databaseUrl),
      values: await placeholderValues(databaseUrl, BENCH_URLS, label),
    });
  }
  const [seeded, large] = catalogues as [Catalogue, Catalogue];
  for (const c of catalogues) {
    const picked = Object.entries(c.values).map(([name, value]) => `{${name}} = ${JSON.stringify(value)}`);
    console.log(`${c.label} catalogue: ${c.publishedTools} published tools; ${picked.join(", ") || "no placeholders"}`);
  }

  // The Workers reach Postgres through a pooler, as Hyperdrive's pool does in production (see
  // scripts/lib/pooler.ts); BENCH_POOLER=off, or no PgBouncer installed, connects them directly.
  const usePooler = process.env.BENCH_POOLER !== "off" && poolerInstalled();
  let workerDatabaseUrl = (url: string) => url;
  if (usePooler) {
    const pooler = await startPooler(database.url, POOLER_PORT, ".data/bench-pgbouncer");
    stopPooler = async () => void (await pooler.stop());
    const pooled = new URL(pooler.url);
    workerDatabaseUrl = (url) => Object.assign(new URL(url), { host: pooled.host }).toString();
  }
  console.log(
    usePooler
      ? `database: the Workers connect through PgBouncer on port ${POOLER_PORT} (session pooling), as through Hyperdrive`
      : "database: the Workers connect to Postgres directly, a new server process per request" +
          (process.env.BENCH_POOLER === "off" ? "" : " (install pgbouncer to measure with a pool, as production does)"),
  );

  // Prices come from the fake upstreams, so price pages are measured with a price, offline.
  const upstreams = await startFakeUpstreams();
  onShutdown(upstreams.close);
  const vars = {
    COINGECKO_BASE_URL: `${upstreams.url}/api/v3`,
    COINBASE_BASE_URL: upstreams.url,
    // Without a secret the Worker cannot check a session cookie's signature, and every signed-in
    // request (the admin pages') would be served as anonymous.
    BETTER_AUTH_SECRET: "bench-secret-for-session-cookies-0123456789",
  };
  seeded.worker = await startWorker({
    port: APP_PORT,
    databaseUrl: workerDatabaseUrl(seeded.databaseUrl),
    persistTo: ".wrangler/bench-state",
    quiet: true,
    production: true,
    vars,
  });
  workers.push(seeded.worker);
  large.worker = await startWorker({
    port: LARGE_APP_PORT,
    databaseUrl: workerDatabaseUrl(large.databaseUrl),
    persistTo: ".wrangler/bench-large-state",
    quiet: true,
    production: true,
    vars,
  });
  workers.push(large.worker);
  const uncounted = SELECTED_URLS.some((url) => PAGE_VIEW_URLS.has(url))
    ? await startWorker({
        port: UNCOUNTED_APP_PORT,
        databaseUrl: workerDatabaseUrl(seeded.databaseUrl),
        persistTo: ".wrangler/bench-uncounted-state",
        quiet: true,
        production: true,
        vars: { ...vars, PAGE_VIEWS: "off" },
      })
    : undefined;
  if (uncounted) workers.push(uncounted);
  for (const worker of [seeded.worker, large.worker]) {
    if (!(await warmPrices(worker.url))) console.warn(`no prices at ${worker.url}; price pages show their error state`);
  }
  // Admin pages are measured as a signed-in admin, with a session of each catalogue's own.
  if (BENCH_URLS.some(needsAdminSession)) {
    for (const c of catalogues) {
      c.adminCookie = await signInAsAdmin(c.worker!.url, c.databaseUrl, `bench-admin-${Date.now()}@example.com`);
    }
  }
  const headersFor = (url: string, catalogue: Catalogue): Record<string, string> =>
    needsAdminSession(url) ? { Cookie: catalogue.adminCookie! } : { "User-Agent": BROWSER_AGENT };

  // Capture each page from both sites; the bare Worker serves the seeded site's bytes.
  const pathFor = (url: string, catalogue: Catalogue) => resolveBenchPath(url, catalogue.values);
  const pages = new Map<Catalogue, Record<string, Page>>([
    [seeded, {}],
    [large, {}],
  ]);
  for (const url of BENCH_URLS) {
    for (const catalogue of catalogues) {
      const path = pathFor(url, catalogue);
      const response = await fetch(catalogue.worker!.url + path, { headers: headersFor(url, catalogue) });
      pages.get(catalogue)![path] = {
        status: response.status,
        contentType: response.headers.get("Content-Type") ?? "text/plain",
        body: await response.text(),
      };
    }
  }
  mkdirSync(".bench", { recursive: true });
  // The baseline: a Worker in the same runtime that only returns the stored bytes.
  writeFileSync(
    ".bench/bare-worker.js",
    `const pages = ${JSON.stringify(pages.get(seeded))};
export default {
  fetch(request) {
    const url = new URL(request.url);
    const page = pages[url.pathname + url.search];
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
    databaseUrl: seeded.databaseUrl,
    config: ".bench/wrangler.toml",
    persistTo: ".wrangler/bench-bare-state",
    quiet: true,
  });
  workers.push(bare);

  const rows: Row[] = [];
  const cpuRows: CpuRow[] = [];
  const summaries: string[] = [];
  const viewCosts: string[] = [];
  for (const url of SELECTED_URLS) {
    const measure = async (
      variant: string,
      base: string,
      catalogue: Catalogue,
      bustCache: boolean,
      connections = CONNECTIONS,
    ) => {
      const path = pathFor(url, catalogue);
      const headers = base === bare.url ? {} : headersFor(url, catalogue);
      await load(base, path, bustCache, connections, headers).then(
        () => undefined,
        () => undefined,
      ); // warm-up pass is not counted
      const { result, latencies } = await load(base, path, bustCache, connections, headers);
      const row: Row = {
        url,
        path,
        variant,
        reqPerSec: result.requests.average,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        bytes: Buffer.byteLength(pages.get(catalogue)![path]!.body),
        non2xx: result.non2xx,
      };
      rows.push(row);
      return row;
    };
    const baseline = await measure("bare Worker, same bytes", bare.url, seeded, false);
    // A signed-in request never uses the edge cache, so an admin page has no warm-cache row.
    const warm = needsAdminSession(url)
      ? undefined
      : await measure("site, edge cache warm", seeded.worker.url, seeded, false);
    const miss = await measure("site, cache miss each request (unique query)", seeded.worker.url, seeded, true);
    const largeMiss = await measure(
      "large catalogue, cache miss each request (unique query)",
      large.worker.url,
      large,
      true,
    );
    // One connection: the time to serve one request, without queueing on the machine's 2 cores.
    const single = await measure("site, cache miss, 1 connection", seeded.worker.url, seeded, true, 1);
    const largeSingle = await measure("large catalogue, cache miss, 1 connection", large.worker.url, large, true, 1);
    for (const row of [warm, miss, largeMiss]) if (row) row.ratio = row.reqPerSec / baseline.reqPerSec;
    if (uncounted && PAGE_VIEW_URLS.has(url)) {
      const plainWarm = await measure("site without counting views, edge cache warm", uncounted.url, seeded, false);
      const plainMiss = await measure("site without counting views, cache miss", uncounted.url, seeded, true);
      for (const row of [plainWarm, plainMiss]) row.ratio = row.reqPerSec / baseline.reqPerSec;
      viewCosts.push(
        `- ${url}: edge cache warm ${warm!.reqPerSec.toFixed(0)} req/s counting vs ${plainWarm.reqPerSec.toFixed(0)} without ` +
          `(p50 ${ms(warm!.p50)} vs ${ms(plainWarm.p50)} ms, p99 ${ms(warm!.p99)} vs ${ms(plainWarm.p99)} ms); ` +
          `cache miss ${miss.reqPerSec.toFixed(0)} vs ${plainMiss.reqPerSec.toFixed(0)} req/s ` +
          `(p50 ${ms(miss.p50)} vs ${ms(plainMiss.p50)} ms, p99 ${ms(miss.p99)} vs ${ms(plainMiss.p99)} ms)`,
      );
    }
    const cpu = (worker: RunningWorker, catalogue: Catalogue, bustCache: boolean) =>
      cpuPerRequest(worker, pathFor(url, catalogue), bustCache, worker === bare ? {} : headersFor(url, catalogue));
    cpuRows.push({
      url,
      bare: await cpu(bare, seeded, false),
      warm: needsAdminSession(url) ? undefined : await cpu(seeded.worker, seeded, false),
      warmLarge: needsAdminSession(url) ? undefined : await cpu(large.worker, large, false),
      uncached: await cpu(seeded.worker, seeded, true),
      uncachedLarge: await cpu(large.worker, large, true),
    });
    largeMiss.largeOverSeeded = largeMiss.p50 / miss.p50;
    largeSingle.largeOverSeeded = largeSingle.p50 / single.p50;
    summaries.push(
      `- ${url}: large p50 ${ms(largeMiss.p50)} ms vs seeded ${ms(miss.p50)} ms (${largeMiss.largeOverSeeded.toFixed(2)}x), ` +
        `p95 ${ms(largeMiss.p95)} vs ${ms(miss.p95)} ms, ${largeMiss.reqPerSec.toFixed(0)} vs ${miss.reqPerSec.toFixed(0)} req/s` +
        (largeMiss.path === miss.path ? "" : ` (large ${largeMiss.path}, seeded ${miss.path})`) +
        statusNote(pages.get(large)![largeMiss.path]!, pages.get(seeded)![miss.path]!) +
        `; 1 connection: p50 ${ms(largeSingle.p50)} vs ${ms(single.p50)} ms (${largeSingle.largeOverSeeded.toFixed(2)}x), ` +
        `p95 ${ms(largeSingle.p95)} vs ${ms(single.p95)} ms`,
    );
  }

  const scaleRows = await measureAtScale(database.url, large, workerDatabaseUrl);

  await stopAll();

  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per row, after an equal warm-up`);
  console.log(
    "p50/p95/p99: nearest-rank percentiles of every request's latency, recorded through autocannon's " +
      "'response' event (autocannon's own summary has p90 and p97.5 but no p95)",
  );
  console.log(
    "admin pages (/admin...): requested with a signed-in admin's session cookie, which the edge cache never " +
      "serves, so they have no warm-cache row",
  );
  console.log(
    `catalogues: seeded = ${SEEDED_DATABASE} (${seeded.publishedTools} tools), ` +
      `large = ${LARGE_DATABASE} (${large.publishedTools} tools); large/seeded = p50 ratio of the cache-miss rows\n`,
  );
  console.log(
    "| URL | path | variant | req/s | p50 ms | p95 ms | p99 ms | bytes | non-2xx | ratio to bare | large/seeded |",
  );
  console.log("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.url} | ${r.path} | ${r.variant} | ${r.reqPerSec.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ` +
        `${r.bytes} | ${r.non2xx} | ${r.ratio === undefined ? "1" : r.ratio.toFixed(2)} | ` +
        `${r.largeOverSeeded === undefined ? "" : r.largeOverSeeded.toFixed(2)} |`,
    );
  }
  console.log(
    `\nCPU per request: ms of user + system time of the workerd process that runs the Worker (from /proc), ` +
      `over ${CPU_REQUESTS} requests on 1 connection after ${CPU_WARM_UP} unmeasured; /proc counts in 10 ms ` +
      `ticks, so a figure is within about ${(10 / CPU_REQUESTS).toFixed(2)} ms plus the runtime's own background work ` +
      `(README, Performance). Seeded = ${seeded.publishedTools} tools, 10k = ${large.publishedTools}.\n`,
  );
  console.log("| URL | bare Worker | warm, seeded | warm, 10k | uncached, seeded | uncached, 10k |");
  console.log("|---|---:|---:|---:|---:|---:|");
  const cpuCell = (value: number | undefined) => (value === undefined ? "" : value.toFixed(2));
  for (const r of cpuRows) {
    console.log(
      `| ${r.url} | ${cpuCell(r.bare)} | ${cpuCell(r.warm)} | ${cpuCell(r.warmLarge)} | ${cpuCell(r.uncached)} | ` +
        `${cpuCell(r.uncachedLarge)} |`,
    );
  }
  console.log("\nLarge vs seeded catalogue (cache miss on every request):");
  console.log(summaries.join("\n"));
  if (scaleRows.length > 0) {
    console.log(
      `\n${HUGE_CATALOGUE.tools.toLocaleString("en")} vs ${large.publishedTools.toLocaleString("en")} tools ` +
        `(${HUGE_DATABASE} vs ${LARGE_DATABASE}), 1 connection, cache miss on every request:`,
    );
    console.log("| URL | 100k p50 ms | 100k p95 ms | 10k p50 ms | 10k p95 ms | p95 100k/10k |");
    console.log("|---|---:|---:|---:|---:|---:|");
    for (const r of scaleRows) {
      console.log(
        `| ${r.url} | ${ms(r.huge.p50)} | ${ms(r.huge.p95)} | ${ms(r.large.p50)} | ${ms(r.large.p95)} | ` +
          `${(r.huge.p95 / r.large.p95).toFixed(2)} |`,
      );
    }
  } else {
    console.log(
      `\nNo ${HUGE_DATABASE}: \`npm run db:large -- --tools=100000\` builds it for the 100,000-tool figures.`,
    );
  }
  if (viewCosts.length > 0) {
    console.log("\nCounting page views (same seeded site, a second Worker with PAGE_VIEWS=off):");
    console.log(viewCosts.join("\n"));
  }
} finally {
  await stopAll();
}
process.exit(0);

interface ScaleRow {
  url: string;
  large: { p50: number; p95: number };
  huge: { p50: number; p95: number };
}

/**
 * Searches and lists on the 100,000-tool catalogue against the 10,000-tool one, one connection, a
 * cache miss on every request; nothing when the 100,000-tool database has not been built.
 */
async function measureAtScale(
  serverUrl: string,
  large: Catalogue,
  workerDatabaseUrl: (url: string) => string,
): Promise<ScaleRow[]> {
  const hugeUrl = databaseUrlOnServer(serverUrl, HUGE_DATABASE);
  if (process.env.BENCH_HUGE === "off" || (await countPublishedTools(hugeUrl)) < HUGE_CATALOGUE.tools) return [];
  await runMigrations(hugeUrl);
  const hugeValues = await placeholderValues(hugeUrl, SCALE_URLS, "100,000-tool");
  const huge = await startWorker({
    port: HUGE_APP_PORT,
    databaseUrl: workerDatabaseUrl(hugeUrl),
    persistTo: ".wrangler/bench-huge-state",
    quiet: true,
    production: true,
  });
  workers.push(huge);
  const rows: ScaleRow[] = [];
  const headers = { "User-Agent": BROWSER_AGENT };
  const sample = async (base: string, path: string) => {
    await load(base, path, true, 1, headers);
    const { latencies } = await load(base, path, true, 1, headers);
    return { p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
  };
  for (const url of SCALE_URLS) {
    rows.push({
      url,
      large: await sample(large.worker!.url, resolveBenchPath(url, large.values)),
      huge: await sample(huge.url, resolveBenchPath(url, hugeValues)),
    });
  }
  return rows;
}

/** Runs autocannon on one path and keeps every response's latency (ms) beside its result. */
/**
 * CPU milliseconds the Worker's runtime spends per request of `path`: its CPU time read before and
 * after CPU_REQUESTS requests on one connection, after CPU_WARM_UP that are not counted.
 */
async function cpuPerRequest(
  worker: RunningWorker,
  path: string,
  bustCache: boolean,
  headers: Record<string, string>,
): Promise<number> {
  let pid = runtimePids.get(worker);
  if (pid === undefined) {
    pid = workerRuntimePid(worker.process.pid!, Number(new URL(worker.url).port));
    runtimePids.set(worker, pid);
  }
  await load(worker.url, path, bustCache, 1, headers, CPU_WARM_UP);
  const before = cpuMs(pid);
  await load(worker.url, path, bustCache, 1, headers, CPU_REQUESTS);
  return (cpuMs(pid) - before) / CPU_REQUESTS;
}

/** DURATION_S seconds of requests, or `amount` requests when given. */
function load(
  base: string,
  path: string,
  bustCache: boolean,
  connections: number,
  headers: Record<string, string> = {},
  amount?: number,
): Promise<{ result: autocannon.Result; latencies: number[] }> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        ...(amount ? { amount } : { duration: DURATION_S }),
        headers,
        requests: [
          {
            method: "GET",
            setupRequest: (req) => ({
              ...req,
              path: bustCache ? withQueryParam(path, "bench", String(cacheBuster++)) : path,
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** Nearest-rank percentile; NaN without samples. */
function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}

function ms(value: number): string {
  return Number.isNaN(value) ? "-" : value < 10 ? value.toFixed(2) : value.toFixed(1);
}

function statusNote(largePage: Page, seededPage: Page): string {
  if (largePage.status === seededPage.status)
    return largePage.status === 200 ? "" : `; both answer ${largePage.status}`;
  return `; large answers ${largePage.status}, seeded ${seededPage.status}`;
}
