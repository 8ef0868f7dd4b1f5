// npm run profile -- /path [/path ...]: where an uncached render's CPU time goes. Starts the built
// Worker on the bench's seeded database, loads each path with a unique query on every request (so
// the edge cache never answers) and records a CPU profile of the Worker's isolate through the
// DevTools protocol. Prints the functions and the packages with the most self time, and writes the
// profile to .bench/<path>.cpuprofile (open it in Chrome DevTools' Performance panel).
// A benchmark tool, not a test. PROFILE_SECONDS (default 5) and PROFILE_CONNECTIONS (default 10);
// PROFILE_CATALOGUE=large profiles the bench's 10,000-tool catalogue (built by `npm run bench`). The
// Worker reaches Postgres through PgBouncer when it is installed, as the bench's does.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import WebSocket from "ws";
import { withQueryParam } from "#scripts/bench/urls.ts";
import { openDatabase } from "#scripts/lib/embedded-postgres.ts";
import {
  BENCH_CLUSTER,
  countPublishedTools,
  databaseUrlOnServer,
  LARGE_DATABASE,
  SEEDED_DATABASE,
} from "#scripts/lib/large-catalogue.ts";
import { poolerInstalled, startPooler } from "#scripts/lib/pooler.ts";
import { onShutdown, run } from "#scripts/lib/processes.ts";
import { migrateAndSeed } from "#scripts/lib/seed.ts";
import { startWorker, warmPrices } from "#scripts/lib/worker.ts";
import { startFakeUpstreams } from "#test/fakes/upstreams.ts";

const PORT = 8794;
const INSPECTOR_PORT = 9239;
const POOLER_PORT = 6440;
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 10);
const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error("usage: npm run profile -- /path [/path ...]");
  process.exit(2);
}

const cleanups: (() => Promise<void>)[] = [];
const stopAll = async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
};
onShutdown(stopAll);
try {
  if ((await run("node", ["scripts/build.ts"])) !== 0) process.exit(1);
  const database = await openDatabase({ ...BENCH_CLUSTER, database: SEEDED_DATABASE });
  cleanups.push(database.stop);
  await migrateAndSeed(database.url);
  let databaseUrl = database.url;
  if (process.env.PROFILE_CATALOGUE === "large") {
    databaseUrl = databaseUrlOnServer(database.url, LARGE_DATABASE);
    if ((await countPublishedTools(databaseUrl)) === 0)
      throw new Error(`${LARGE_DATABASE} is empty: run npm run bench`);
  }
  if (poolerInstalled()) {
    const pooler = await startPooler(database.url, POOLER_PORT, ".data/profile-pgbouncer");
    cleanups.push(async () => void (await pooler.stop()));
    databaseUrl = Object.assign(new URL(databaseUrl), { host: new URL(pooler.url).host }).toString();
  }
  const upstreams = await startFakeUpstreams();
  cleanups.push(upstreams.close);
  const worker = await startWorker({
    port: PORT,
    inspectorPort: INSPECTOR_PORT,
    production: process.env.PROFILE_DEVELOPMENT !== "1",
    databaseUrl,
    persistTo: ".wrangler/profile-state",
    quiet: true,
    vars: { COINGECKO_BASE_URL: `${upstreams.url}/api/v3`, COINBASE_BASE_URL: upstreams.url },
  });
  cleanups.push(async () => void (await worker.stop()));
  await warmPrices(worker.url);
  mkdirSync(".bench", { recursive: true });
  const moduleAt = bundleModules();
  const inspector = await connectInspector();
  cleanups.push(async () => inspector.close());
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: Number(process.env.PROFILE_INTERVAL_US ?? 250) });
  for (const path of paths) {
    await load(worker.url, path, 1); // warm-up: compiled code, memos, KV reads
    await inspector.send("Profiler.start");
    const requests = await load(worker.url, path, SECONDS);
    const { profile } = (await inspector.send("Profiler.stop")) as { profile: CpuProfile };
    const file = `.bench/${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    report(path, requests, profile, file, moduleAt);
  }
} finally {
  await stopAll();
}
process.exit(0);

async function load(base: string, path: string, seconds: number): Promise<number> {
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "User-Agent": BROWSER_AGENT },
    requests: [
      { method: "GET", setupRequest: (req) => ({ ...req, path: withQueryParam(path, "profile", String(n++)) }) },
    ],
  });
  if (result.non2xx > 0) console.warn(`${path}: ${result.non2xx} responses were not 2xx`);
  return result.requests.total;
}

/** Self time per function and per package (or source folder), in ms per request. */
function report(path: string, requests: number, profile: CpuProfile, file: string, moduleAt: (line: number) => string) {
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let busyUs = 0;
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === "(idle)" || functionName === "(program)") continue;
    busyUs += us;
    const place = url.endsWith("worker.js") ? moduleAt(lineNumber) : url || functionName;
    const name = `${functionName || "(anonymous)"} ${place}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  }
  const wallUs = profile.endTime - profile.startTime;
  const perRequest = (us: number) => (us / 1000 / requests).toFixed(3);
  console.log(
    `\n${path}: ${requests} requests in ${(wallUs / 1e6).toFixed(1)} s; isolate busy ${perRequest(busyUs)} ms of JavaScript per request (profile: ${file})`,
  );
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => `  ${perRequest(us).padStart(7)} ms  ${name}`);
  console.log(" by package or folder (self time per request):");
  console.log(top(byPlace, 15).join("\n"));
  console.log(" by function:");
  console.log(top(byFunction, 25).join("\n"));
}

/**
 * The package (or the app's folder) each line of the running bundle came from: esbuild starts every
 * module of an unminified bundle with a "// path" comment.
 */
function bundleModules(): (line: number) => string {
  const dir = ".wrangler/tmp";
  const newest = readdirSync(dir)
    .filter((name) => name.startsWith("dev-"))
    .map((name) => `${dir}/${name}/worker.js`)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) return () => "worker.js";
  const source = readFileSync(newest, "utf8");
  // Kept beside the profiles: their line numbers point into it.
  writeFileSync(".bench/profiled-worker.js", source);
  const starts: { line: number; place: string }[] = [];
  source.split("\n").forEach((text, line) => {
    const path = /^\/\/ (\S+)$/.exec(text)?.[1];
    if (path) starts.push({ line, place: placeOf(path) });
  });
  return (line) => {
    let low = 0;
    let high = starts.length - 1;
    let found = "worker.js";
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (starts[middle]!.line <= line) {
        found = starts[middle]!.place;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  };
}

/** "react-dom" for node_modules/react-dom/..., "app/server" for the app's own files. */
function placeOf(path: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inModules) return inModules[1]!;
  return /^(?:\.\.\/)*((?:app|functions|build)(?:\/[^/]+)?)/.exec(path)?.[1] ?? path;
}

interface Inspector {
  send: (method: string, params?: object) => Promise<unknown>;
  close: () => void;
}

/** Connects to the Worker's isolate through wrangler's inspector proxy. */
async function connectInspector(): Promise<Inspector> {
  const targets = (await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const target = targets[0];
  if (!target) throw new Error("the Worker's inspector lists no isolate");
  // The `ws` client: wrangler's inspector proxy closes Node's built-in WebSocket at once.
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id!);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}
