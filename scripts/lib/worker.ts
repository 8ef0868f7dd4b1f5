// Runs the built Worker locally with wrangler: local mode, no account, no telemetry, and the
// Hyperdrive binding pointed at our Postgres.
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { assertPortFree } from "#scripts/lib/ports.ts";
import { startChild, type Child } from "#scripts/lib/processes.ts";

/** What every local Worker (npm start, the end-to-end tests, the bench) is told: ask no tool's website on its own. */
export const LOCAL_WORKER_VARS = { SITE_IMAGE_CATCH_UP: "off" };

export const LOCAL_ENV = {
  WRANGLER_SEND_METRICS: "false",
  // Also skips the update check, the only call wrangler would make outside 127.0.0.1.
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  XDG_CONFIG_HOME: resolve(".xdg"),
};

export interface WorkerOptions {
  port: number;
  databaseUrl: string;
  /** Where miniflare keeps KV, R2 and cache data. */
  persistTo?: string;
  /** A different Worker script (the bench's bare Worker). */
  config?: string;
  vars?: Record<string, string>;
  quiet?: boolean;
  /** The variable that moves `port`, named when the port is taken. */
  portVariable?: string;
  /**
   * Bundle as `wrangler deploy` does, with NODE_ENV=production (wrangler dev's default is
   * development, which runs React's development build: several times slower, with dev-only checks).
   */
  production?: boolean;
  /** Where DevTools (and `npm run profile`) reach the Worker's isolate; wrangler picks one when unset. */
  inspectorPort?: number;
}

export interface RunningWorker extends Child {
  url: string;
}

export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const url = `http://127.0.0.1:${options.port}`;
  await assertPortFree(options.port, "the site", options.portVariable ?? "PORT");
  const persistTo = options.persistTo ?? ".wrangler/state";
  // Pages cached by an earlier build must not outlive it.
  rmSync(`${persistTo}/v3/cache`, { recursive: true, force: true });
  const varsFile = writeVarsFile(options.port, { SITE_URL: url, ...LOCAL_WORKER_VARS, ...options.vars });
  const child = startChild("npx", wranglerDevArgs(options, varsFile), {
    env: {
      ...process.env,
      ...LOCAL_ENV,
      ...(options.production ? { NODE_ENV: "production" } : {}),
      CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: options.databaseUrl,
    },
    stdio: options.quiet ? ["ignore", "ignore", "inherit"] : ["inherit", "pipe", "pipe"],
  });
  if (!options.quiet) {
    passOn(child.process.stdout!, process.stdout);
    passOn(child.process.stderr!, process.stderr);
  }
  void child.exited.then(() => rmSync(varsFile, { force: true }));
  await waitForHttp(url, child);
  return { ...child, url };
}

/** Copies wrangler's output line by line, without workerd's noise about unreachable hosts. */
function passOn(from: Readable, to: Writable) {
  const keep = unresolvedHostFilter();
  createInterface({ input: from }).on("line", (line) => keep(line) && to.write(`${line}\n`));
}

/**
 * Without internet, workerd prints a red error and a stack for every fetch to a host it cannot
 * resolve: three a minute from the price warmer, which already logs one line per failed poll. The
 * returned function says whether a line of wrangler's output is kept.
 */
export function unresolvedHostFilter(): (line: string) => boolean {
  let dropping = false;
  return (line) => {
    // eslint-disable-next-line no-control-regex
    const plain = line.replace(/\u001b\[[0-9;]*m/g, "");
    if (plain.includes("failed to lookup address information")) return !(dropping = true);
    if (!dropping) return true;
    if (plain.trim() === "" || plain.trimStart().startsWith("stack:")) return false;
    dropping = false;
    return true;
  };
}

/**
 * The Worker's variables go to wrangler in a file only this user can read: on the command line,
 * any user of the machine would see secrets such as BETTER_AUTH_SECRET in `ps`.
 */
export function writeVarsFile(port: number, vars: Record<string, string>): string {
  const path = resolve(".wrangler", `vars-${port}.env`);
  mkdirSync(dirname(path), { recursive: true });
  rmSync(path, { force: true });
  const lines = Object.entries(vars).map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  writeFileSync(path, `${lines.join("\n")}\n`, { mode: 0o600 });
  return path;
}

/** `wrangler dev`'s arguments: no variable values, only the files that hold them. */
export function wranglerDevArgs(options: WorkerOptions, varsFile: string): string[] {
  // With --env-file wrangler skips .dev.vars, so the developer's own file is passed after ours
  // and, as before, wins over the generated values.
  const devVars = resolve(dirname(options.config ?? "wrangler.toml"), ".dev.vars");
  return [
    "wrangler",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(options.port),
    "--persist-to",
    options.persistTo ?? ".wrangler/state",
    "--show-interactive-dev-session=false",
    "--log-level",
    options.quiet ? "error" : "info",
    ...(options.config ? ["--config", options.config] : []),
    ...(options.inspectorPort ? ["--inspector-port", String(options.inspectorPort)] : []),
    "--env-file",
    varsFile,
    ...(existsSync(devVars) ? ["--env-file", devVars] : []),
  ];
}

async function waitForHttp(url: string, child: Child, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void child.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`wrangler exited before ${url} answered`);
    try {
      await fetch(`${url}/favicon.svg`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  await child.stop();
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** wrangler dev does not run cron triggers by itself: this fires the schedule as production would. */
export async function fireCron(workerUrl: string): Promise<void> {
  try {
    const response = await fetch(`${workerUrl}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}`);
    await response.body?.cancel();
  } catch (error) {
    console.warn(`could not fire the cron trigger: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Fires the cron once and waits until the price API answers with a price (prices are warm). */
export async function warmPrices(workerUrl: string): Promise<boolean> {
  await fireCron(workerUrl);
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await fetch(`${workerUrl}/api/prices/usd?warm=${attempt}`);
    const answer = (await response.json()) as { price: number | null };
    if (answer.price !== null) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
