// Runs the built Worker locally with wrangler: local mode, no account, no telemetry, and the
// Hyperdrive binding pointed at our Postgres.
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { startChild, type Child } from "./processes.ts";

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
}

export interface RunningWorker extends Child {
  url: string;
}

export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const url = `http://127.0.0.1:${options.port}`;
  const persistTo = options.persistTo ?? ".wrangler/state";
  // Pages cached by an earlier build must not outlive it.
  rmSync(`${persistTo}/v3/cache`, { recursive: true, force: true });
  const vars = { SITE_URL: url, ...options.vars };
  const args = [
    "wrangler",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(options.port),
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
    "--log-level",
    options.quiet ? "error" : "info",
    ...(options.config ? ["--config", options.config] : []),
    ...Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]),
  ];
  const child = startChild("npx", args, {
    env: {
      ...process.env,
      ...LOCAL_ENV,
      CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: options.databaseUrl,
    },
    stdio: options.quiet ? ["ignore", "ignore", "inherit"] : "inherit",
  });
  await waitForHttp(url, child);
  return { ...child, url };
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
    console.warn("could not fire the cron trigger", error);
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
