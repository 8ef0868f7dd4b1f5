// The database schema, one file per area under schema/. Table and column names follow the product
// spec (section 3) so the database can live in a Supabase project unchanged. Migrations in
// db/migrations are generated from these files (`npx drizzle-kit generate`); triggers, the pg_trgm
// extension and the tools_with_categories view are hand-written migrations beside them.
export * from "#app/server/db/schema/catalog.server.ts";
export * from "#app/server/db/schema/listing-checks.server.ts";
export * from "#app/server/db/schema/accounts.server.ts";
export * from "#app/server/db/schema/watches.server.ts";
export * from "#app/server/db/schema/content.server.ts";
export * from "#app/server/db/schema/editorial.server.ts";
export * from "#app/server/db/schema/markets.server.ts";
export * from "#app/server/db/schema/newsletter.server.ts";
export * from "#app/server/db/schema/site.server.ts";
