// Child processes for the Node-side scripts: each runs in its own process group, so stopping it
// also stops what it started (wrangler starts workerd).
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { createWriteStream } from "node:fs";

export interface Child {
  process: ChildProcess;
  /** Resolves with the exit code. */
  exited: Promise<number>;
  stop: () => Promise<number>;
}

export function startChild(command: string, args: string[], options: SpawnOptions = {}): Child {
  const child = spawn(command, args, { stdio: "inherit", detached: true, ...options });
  const exited = new Promise<number>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      const timer = setTimeout(() => child.pid && safeKill(-child.pid, "SIGKILL"), 5000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    }
    return exited;
  };
  return { process: child, exited, stop };
}

function safeKill(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/** Runs a command to completion and returns its exit code. */
export async function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return startChild(command, args, { detached: false, ...options }).exited;
}

/** Like `run`, and also writes what the command prints (stdout and stderr) to `logPath`. */
export async function runLogged(
  command: string,
  args: string[],
  logPath: string,
  options: SpawnOptions = {},
): Promise<number> {
  const log = createWriteStream(logPath);
  const child = startChild(command, args, { detached: false, ...options, stdio: ["inherit", "pipe", "pipe"] });
  child.process.stdout?.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
  child.process.stderr?.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    log.write(chunk);
  });
  const code = await child.exited;
  await new Promise((resolve) => log.end(resolve));
  return code;
}

/**
 * Calls `cleanup` once on Ctrl-C or SIGTERM, or when the parent process goes away (npm exits on
 * SIGTERM without passing it on), then exits.
 */
export function onShutdown(cleanup: () => Promise<void>): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping...");
    cleanup().finally(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && stop(), 500).unref();
}
