// npm run db:migrate: applies db/migrations to DATABASE_URL, or to the embedded Postgres.
import { DEV_CLUSTER, openDatabase } from "#scripts/lib/embedded-postgres.ts";
import { runMigrations } from "#scripts/lib/migrate.ts";

const database = await openDatabase(DEV_CLUSTER);
try {
  await runMigrations(database.url);
  console.log("Migrations applied.");
} finally {
  await database.stop();
}
