// npm start: the whole site on this machine. Starts embedded Postgres (unless DATABASE_URL is
// set), applies migrations, seeds an empty database, builds, and runs the Worker with wrangler.
import { DEV_CLUSTER, openDatabase } from "./lib/embedded-postgres.ts";
import { runMigrations } from "./lib/migrate.ts";
import { onShutdown, run } from "./lib/processes.ts";
import { isEmpty, seedDatabase } from "./lib/seed.ts";
import { startWorker } from "./lib/worker.ts";

const port = Number(process.env.PORT ?? 8787);

const database = await openDatabase(DEV_CLUSTER);
const running: { stopWorker?: () => Promise<unknown> } = {};
onShutdown(async () => {
  await running.stopWorker?.();
  await database.stop();
});

await runMigrations(database.url);
if (await isEmpty(database.url)) {
  console.log("Seeding the new database...");
  await seedDatabase(database.url);
}
if ((await run("npx", ["remix", "build"])) !== 0) {
  await database.stop();
  process.exit(1);
}
const worker = await startWorker({ port, databaseUrl: database.url });
running.stopWorker = worker.stop;
// wrangler dev does not run cron triggers by itself: fire the schedule as production would.
const fireCron = () =>
  fetch(`${worker.url}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}`)
    .then((response) => response.body?.cancel())
    .catch((error) => console.warn("could not fire the cron trigger", error));
void fireCron();
setInterval(fireCron, 60_000).unref();
console.log(`\n  The site is running at ${worker.url}  (Ctrl-C to stop)\n`);
const code = await worker.exited;
await database.stop();
process.exit(code);
