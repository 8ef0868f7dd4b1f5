// npm run lighthouse: Lighthouse's mobile Performance audit of every page type, against the built
// Worker run locally as deployed (React's production build) on the seeded catalogue, with Debian's
// Chromium. Lighthouse's default settings: a mid-range phone, simulated slow 4G and a 4x slower CPU.
// Prints, per page type, the score, LCP, CLS, TBT, FCP and the element that was the largest
// contentful paint, and writes each report to .bench/lighthouse/<page type>.html (and .json).
// LIGHTHOUSE_RUNS=3 runs each page three times and keeps the median run (Lighthouse's own choice:
// the run nearest the median FCP and time to interactive). LIGHTHOUSE_ONLY=post,tool audits only
// the page types named. A benchmark, not a test: it prints figures and fails on nothing.
import { mkdirSync, writeFileSync } from "node:fs";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { generateReport, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { placeholderValues } from "#scripts/bench/placeholder-values.ts";
import { LIGHTHOUSE_PAGES, resolveBenchPath } from "#scripts/bench/urls.ts";
import { openDatabase } from "#scripts/lib/embedded-postgres.ts";
import { onShutdown, run } from "#scripts/lib/processes.ts";
import { migrateAndSeed } from "#scripts/lib/seed.ts";
import { startWorker, warmPrices } from "#scripts/lib/worker.ts";
import { startFakeUpstreams } from "#test/fakes/upstreams.ts";

// Its own cluster and port, so it runs beside `npm start`, the bench and the tests.
const CLUSTER = { dataDir: ".data/lighthouse-postgres", port: 54369, database: "bitcoin_tools_lighthouse" };
const SITE_PORT = 8796;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(",").filter(Boolean) ?? [];
const REPORTS = ".bench/lighthouse";

const cleanups: (() => Promise<unknown>)[] = [];
const stopAll = async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
};
onShutdown(stopAll);

try {
  if ((await run("node", ["scripts/build.ts"])) !== 0) process.exit(1);
  const database = await openDatabase(CLUSTER);
  cleanups.push(database.stop);
  await migrateAndSeed(database.url);
  const upstreams = await startFakeUpstreams();
  cleanups.push(upstreams.close);
  const site = await startWorker({
    port: SITE_PORT,
    databaseUrl: database.url,
    persistTo: ".wrangler/lighthouse-state",
    quiet: true,
    production: true,
    vars: {
      COINGECKO_BASE_URL: `${upstreams.url}/api/v3`,
      COINBASE_BASE_URL: upstreams.url,
    },
  });
  cleanups.push(site.stop);
  if (!(await warmPrices(site.url))) console.warn("no prices: price pages show their error state");

  const pages = LIGHTHOUSE_PAGES.filter((page) => ONLY.length === 0 || ONLY.includes(page.type));
  const values = await placeholderValues(
    database.url,
    pages.map((page) => page.url),
  );
  const chrome: LaunchedChrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    logLevel: "silent",
  });
  cleanups.push(async () => chrome.kill());
  mkdirSync(REPORTS, { recursive: true });

  const rows: string[] = [];
  let version = "";
  for (const page of pages) {
    const path = resolveBenchPath(page.url, values);
    const url = site.url + path;
    // The page as a visitor meets it: rendered once, then served from the edge cache.
    await (await fetch(url)).text();
    const results: Result[] = [];
    for (let i = 0; i < RUNS; i++) {
      const answer = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ["performance"],
        logLevel: "error",
        output: "json",
      });
      if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (answer.lhr.runtimeError) throw new Error(`${url}: ${answer.lhr.runtimeError.message}`);
      results.push(answer.lhr);
    }
    const lhr = RUNS > 1 ? computeMedianRun(results) : results[0]!;
    version = lhr.lighthouseVersion;
    const file = `${REPORTS}/${page.type.replace(/\W+/g, "-")}`;
    writeFileSync(`${file}.html`, generateReport(lhr, "html"));
    writeFileSync(`${file}.json`, JSON.stringify(lhr));
    const row = [
      page.type,
      path,
      ((lhr.categories.performance?.score ?? 0) * 100).toFixed(0),
      seconds(lhr, "largest-contentful-paint"),
      (lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN).toFixed(3),
      `${(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN).toFixed(0)} ms`,
      seconds(lhr, "first-contentful-paint"),
      lcpElement(lhr),
    ];
    console.log(row.join("  "));
    rows.push(`| ${row.join(" | ")} |`);
  }

  console.log(
    `\nLighthouse ${version}, mobile (simulated slow 4G, 4x CPU slowdown), Performance only, ` +
      (RUNS > 1 ? `median of ${RUNS} runs` : "one run") +
      ` per page; reports in ${REPORTS}/\n`,
  );
  console.log("| page type | URL | Performance | LCP | CLS | TBT | FCP | LCP element |");
  console.log("|---|---|---:|---:|---:|---:|---:|---|");
  console.log(rows.join("\n"));
} finally {
  await stopAll();
}
process.exit(0);

function seconds(lhr: Result, audit: string): string {
  return `${((lhr.audits[audit]?.numericValue ?? Number.NaN) / 1000).toFixed(2)} s`;
}

/** The LCP element as Lighthouse names it: its label and a selector, from the first node in the audit's details. */
function lcpElement(lhr: Result): string {
  // Lighthouse 13 names it in its LCP breakdown; earlier versions had an audit of its own.
  const audit = lhr.audits["lcp-breakdown-insight"] ?? lhr.audits["largest-contentful-paint-element"];
  const node = findNode(audit?.details);
  if (!node) return "-";
  const label = (node.nodeLabel ?? "").replace(/\s+/g, " ").slice(0, 60);
  return `${label}${node.selector ? ` (${node.selector})` : ""}`.replaceAll("|", "\\|");
}

function findNode(details: unknown): { nodeLabel?: string; selector?: string } | undefined {
  if (!details || typeof details !== "object") return undefined;
  const value = details as Record<string, unknown>;
  if (value.type === "node") return value as { nodeLabel?: string; selector?: string };
  for (const child of Object.values(value)) {
    const found = Array.isArray(child) ? child.map(findNode).find(Boolean) : findNode(child);
    if (found) return found;
  }
  return undefined;
}
