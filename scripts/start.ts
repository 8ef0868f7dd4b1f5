// npm start: the whole site on this machine. Starts embedded Postgres (unless DATABASE_URL is
// set), applies migrations, seeds an empty database, builds, and runs the Worker with wrangler.
import { localAuthSecret } from "#scripts/lib/auth-secret.ts";
import { DEV_CLUSTER, openDatabase, type Database } from "#scripts/lib/embedded-postgres.ts";
import { runMigrations } from "#scripts/lib/migrate.ts";
import { StartupError } from "#scripts/lib/ports.ts";
import { onShutdown, run } from "#scripts/lib/processes.ts";
import { isEmpty, seedDatabase } from "#scripts/lib/seed.ts";
import { fireCron, startWorker } from "#scripts/lib/worker.ts";

const port = Number(process.env.PORT ?? 8787);
const running: { database?: Database; stopWorker?: () => Promise<unknown> } = {};

try {
  process.exit(await start());
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(`\n  ${error.message}\n`);
  await running.database?.stop();
  process.exit(1);
}

async function start(): Promise<number> {
  const database = await openDatabase(DEV_CLUSTER);
  running.database = database;
  onShutdown(async () => {
    await running.stopWorker?.();
    await database.stop();
  });

  await runMigrations(database.url);
  if (await isEmpty(database.url)) {
    console.log("Seeding the new database...");
    await seedDatabase(database.url);
  }
  if ((await run("node", ["scripts/build.ts"])) !== 0) {
    await database.stop();
    return 1;
  }
  const worker = await startWorker({
    port,
    databaseUrl: database.url,
    vars: {
      BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? localAuthSecret(),
      // `ADMIN_EMAILS=you@example.com npm start` makes that address an admin when it signs in.
      ...(process.env.ADMIN_EMAILS ? { ADMIN_EMAILS: process.env.ADMIN_EMAILS } : {}),
    },
  });
  running.stopWorker = worker.stop;
  void fireCron(worker.url);
  setInterval(() => void fireCron(worker.url), 60_000).unref();
  console.log(`\n  The site is running at ${worker.url}  (Ctrl-C to stop)\n`);
  const code = await worker.exited;
  await database.stop();
  return code;
}
