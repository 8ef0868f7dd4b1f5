// npm run db:seed: loads db/seed (idempotent) into DATABASE_URL, or into the embedded Postgres.
import { DEV_CLUSTER, openDatabase } from "#scripts/lib/embedded-postgres.ts";
import { runMigrations } from "#scripts/lib/migrate.ts";
import { seedDatabase } from "#scripts/lib/seed.ts";

const database = await openDatabase(DEV_CLUSTER);
try {
  await runMigrations(database.url);
  await seedDatabase(database.url);
  console.log("Seed content loaded.");
} finally {
  await database.stop();
}
