// npm test: typecheck, lint, build, Vitest (unit + integration in workerd) and Playwright e2e,
// against a fresh database in the test cluster (or DATABASE_URL, which must be a throwaway
// database). Ends with one "N passed, N failed" line. While developing, `npm test -- prices` skips
// the static checks and runs only the test files whose paths match the given filters.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { openDatabase } from "#scripts/lib/embedded-postgres.ts";
import { runMigrations } from "#scripts/lib/migrate.ts";
import { onShutdown, run, runLogged } from "#scripts/lib/processes.ts";
import { copyDatabase, seedDatabase } from "#scripts/lib/seed.ts";
import { explainFailedExit, summarizePlaywright, summarizeVitest } from "#scripts/lib/test-reports.ts";
import { LOCAL_ENV, startWorker, warmPrices, type RunningWorker } from "#scripts/lib/worker.ts";
import { startFakeSmtp } from "#test/fakes/smtp.ts";
import { startFakeUpstreams } from "#test/fakes/upstreams.ts";
import { startRestartableCluster } from "#test/harness/restartable-cluster.ts";

// Ports can be moved so that two checkouts can run their tests side by side.
const E2E_PORT = Number(process.env.TEST_E2E_PORT ?? 8788);
const TEST_AUTH_SECRET = "test-secret-for-session-cookies-0123456789";
const REPORTS = "test-reports";
const FILTERS = process.argv.slice(2);
const step = (name: string) => console.log(`\n=== ${name} ===`);

async function must(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  step(name);
  const code = await run(command, args, { env: { ...process.env, ...env } });
  if (code !== 0) {
    console.error(`\n${name} failed (exit ${code}).`);
    console.log("0 passed, 1 failed");
    process.exit(code);
  }
}

// The fakes run in this process: a socket fault in one (a client gone mid-request) must fail its
// tests, not end the run and stop the database under the tests still running.
process.on("uncaughtException", (error: NodeJS.ErrnoException) => {
  console.error("\ntest runner: uncaught error:", error);
  if (!error.code) process.exit(1);
});

await ensureChromium();
await ensureJava();
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

// The build comes first: the Worker entry imports the server build, so types need it too.
await must("build", "node", ["scripts/build.ts"]);
if (FILTERS.length === 0) {
  await must("typecheck", "npx", ["tsc", "--noEmit"]);
  await must("lint", "npx", ["eslint", "."]);
  await must("bundle (no module twice, Worker size)", "node", ["scripts/check-bundle.ts"]);
  await must("format", "npx", ["prettier", "--check", "."]);
}

step("database");
const database = await openDatabase({
  dataDir: ".data/test-postgres",
  port: Number(process.env.TEST_PGPORT ?? 54339),
  database: "bitcoin_tools_test",
  fresh: true,
  portVariable: "TEST_PGPORT",
});
const running: { stopWorker?: () => Promise<unknown>; stopRestartableCluster?: () => Promise<unknown> } = {};
onShutdown(async () => {
  await running.stopWorker?.();
  await running.stopRestartableCluster?.();
  await database.stop();
});
await runMigrations(database.url);
await seedDatabase(database.url);
const seededCopyUrl = await copyDatabase(database.url, "bitcoin_tools_seeded");
console.log("fresh database migrated and seeded");

// Fake CoinGecko, Coinbase and Alpha Vantage on 127.0.0.1 for the Worker under test, and an SMTP
// server whose mail the tests read from the fake upstreams at /__mail.
const smtp = await startFakeSmtp();
const upstreams = await startFakeUpstreams(0, () => smtp.mails);
const testEnv = {
  ...LOCAL_ENV,
  DATABASE_URL: database.url,
  // The seed as it left the database, before any test changes it: the seeded catalogue's counts.
  SEEDED_DATABASE_URL: seededCopyUrl,
  FAKE_UPSTREAMS_URL: upstreams.url,
  FAKE_SMTP_PORT: String(smtp.port),
};
// A cluster of its own for the test that crashes the database (created only when that test runs).
const restartable = await startRestartableCluster(Number(process.env.TEST_RESTART_PGPORT ?? 54389));
running.stopRestartableCluster = restartable.close;

step("vitest (unit + integration)");
const vitestCode = await runLogged(
  "npx",
  [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${REPORTS}/vitest.json`,
    "--passWithNoTests",
    ...FILTERS,
  ],
  `${REPORTS}/vitest.log`,
  {
    env: { ...process.env, ...testEnv, DATABASE_RESTARTS_URL: restartable.url },
  },
);
await restartable.close();

step("playwright (e2e)");
const e2eVars = {
  COINGECKO_BASE_URL: `${upstreams.url}/api/v3`,
  COINBASE_BASE_URL: upstreams.url,
  ALPHAVANTAGE_BASE_URL: upstreams.url,
  GITHUB_API_URL: `${upstreams.url}/github`,
  GITLAB_API_URL: `${upstreams.url}/gitlab/api/v4`,
  CODEBERG_API_URL: `${upstreams.url}/codeberg/api/v1`,
  GITHUB_AVATAR_URL: `${upstreams.url}/files/avatars`,
  BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(smtp.port),
  ADMIN_EMAILS: "e2e-admin@example.com",
  // Tools' websites (for their logos) are fake sites on the fake upstreams.
  TEST_ONLY_ALLOW_FETCH_ORIGIN: upstreams.url,
};
const e2eWorker = (port: number, name: string, vars: Record<string, string>) => {
  rmSync(`.wrangler/${name}`, { recursive: true, force: true });
  return startWorker({
    port,
    databaseUrl: database.url,
    persistTo: `.wrangler/${name}`,
    quiet: true,
    portVariable: "TEST_E2E_PORT",
    vars: { ...e2eVars, ...vars },
  });
};
// The site as deployed with an Alpha Vantage key, and a second one without (the ETF page's journeys
// without quotes). One after the other: two wrangler processes starting at once can pick the same
// free port for workerd's internal sockets.
const workers: RunningWorker[] = [];
running.stopWorker = () => Promise.all(workers.map((started) => started.stop()));
const [worker, workerWithoutQuotes] = await startE2eWorkers();

/** Both Workers, or none: one that cannot start stops the other and the database. */
async function startE2eWorkers(): Promise<[RunningWorker, RunningWorker]> {
  try {
    workers.push(await e2eWorker(E2E_PORT, "e2e-state", { ALPHAVANTAGE_API_KEY: "test-key" }));
    workers.push(await e2eWorker(E2E_PORT + 1, "e2e-no-quotes-state", {}));
    return [workers[0]!, workers[1]!];
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    await running.stopWorker?.();
    await database.stop();
    process.exit(1);
  }
}
// The e2e journeys start from warm prices, as on a site whose cron has run.
await fetch(`${upstreams.url}/__mode`, { method: "POST", body: JSON.stringify({ mode: "normal" }) });
if (!(await warmPrices(worker.url))) console.warn("no prices came from the fake upstreams; price journeys will fail");
const playwrightCode = await runLogged(
  "npx",
  ["playwright", "test", "--pass-with-no-tests", ...FILTERS],
  `${REPORTS}/playwright.log`,
  {
    env: {
      ...process.env,
      ...testEnv,
      BASE_URL: worker.url,
      NO_QUOTES_BASE_URL: workerWithoutQuotes.url,
      // For journeys that run the project's commands against the site under test.
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json`,
    },
  },
);
await running.stopWorker();
await upstreams.close();
await smtp.close();
await database.stop();

const vitest = summarizeVitest(`${REPORTS}/vitest.json`);
const playwright = summarizePlaywright(`${REPORTS}/playwright.json`);
const passed = vitest.passed + playwright.passed;
// A runner can exit with an error while every test passed (an unhandled error, a failed setup):
// that counts as one failure, and the end of the log says why.
const exitedBadly = [
  { name: "vitest", code: vitestCode, summary: vitest },
  { name: "playwright", code: playwrightCode, summary: playwright },
].filter(({ code, summary }) => code !== 0 && summary.failed === 0);
for (const { name, code } of exitedBadly)
  console.log(
    `\n${name} exited with code ${code} although no test failed:\n${explainFailedExit(`${REPORTS}/${name}.log`)}`,
  );
const failed = vitest.failed + playwright.failed + exitedBadly.length;
const failures = [...vitest.failures, ...playwright.failures];
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((failure) => `  ${failure}`).join("\n")}`);
console.log(
  `\nvitest: ${vitest.passed} passed, ${vitest.failed} failed; playwright: ${playwright.passed} passed, ${playwright.failed} failed`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/** Playwright drives Debian's Chromium; a fresh machine gets it from apt (we run as root there). */
async function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium not found at ${path}. Install Debian's chromium package (sudo apt-get install chromium).`);
    process.exit(1);
  }
  await must("install chromium", "sh", [
    "-c",
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null",
  ]);
}

/** The Nu HTML Checker (npm's vnu-jar) runs on Java; a fresh machine gets Debian's from apt. */
async function ensureJava() {
  if (spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      "Java not found. Install Debian's default-jre-headless package (sudo apt-get install default-jre-headless).",
    );
    process.exit(1);
  }
  await must("install java", "sh", [
    "-c",
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null",
  ]);
}
