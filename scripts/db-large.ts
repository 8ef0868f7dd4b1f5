// npm run db:large: (re)builds the large generated catalogue that `npm run bench` measures beside
// the seeded one, in a separate database named bitcoin_tools_large (10,000 tools). With
// `-- --tools=100000` it builds bitcoin_tools_huge (100,000 tools) instead, which the bench then
// uses to compare searches and lists with the 10,000-tool figures. Without DATABASE_URL it goes in
// the bench's embedded cluster (.data/bench-postgres, port 54349). With DATABASE_URL, that server is
// used instead, but not the database DATABASE_URL names: the catalogue's database is dropped and created
// beside it (the user needs CREATEDB), so the database you point at is left alone.
import { startEmbeddedPostgres, type Database } from "#scripts/lib/embedded-postgres.ts";
import {
  BENCH_CLUSTER,
  HUGE_CATALOGUE,
  HUGE_DATABASE,
  LARGE_CATALOGUE,
  LARGE_DATABASE,
  buildLargeCatalogue,
} from "#scripts/lib/large-catalogue.ts";

// --tools=100000 builds the 100,000-tool catalogue (bitcoin_tools_huge) instead.
const toolsOption = process.argv.find((arg) => arg.startsWith("--tools="))?.slice("--tools=".length);
const catalogues: Record<string, { size: typeof LARGE_CATALOGUE; database: string }> = {
  [LARGE_CATALOGUE.tools]: { size: LARGE_CATALOGUE, database: LARGE_DATABASE },
  [HUGE_CATALOGUE.tools]: { size: HUGE_CATALOGUE, database: HUGE_DATABASE },
};
const chosen = catalogues[toolsOption ?? LARGE_CATALOGUE.tools];
if (!chosen) {
  console.error(`--tools must be ${Object.keys(catalogues).join(" or ")}.`);
  process.exit(2);
}

const external = process.env.DATABASE_URL;
// The embedded server is opened on its `postgres` database, which always exists: the loader
// drops and creates bitcoin_tools_large from there.
const server: Database = external
  ? { url: external, stop: async () => {} }
  : await startEmbeddedPostgres({ ...BENCH_CLUSTER, database: "postgres" });
try {
  console.log(
    `Building ${chosen.database}${external ? " on the DATABASE_URL server" : ` in ${BENCH_CLUSTER.dataDir}`}...`,
  );
  const { ms, counts } = await buildLargeCatalogue(server.url, chosen);
  const s = (n: number) => `${(n / 1000).toFixed(1)} s`;
  console.log(
    `Large catalogue ready in ${s(ms.total)} (migrations ${s(ms.migrate)}, seed ${s(ms.seed)}, ` +
      `generation ${s(ms.generate)}, bulk load ${s(ms.load)}, VACUUM ANALYZE ${s(ms.analyze)}):`,
  );
  console.log(
    `  ${counts.publishedTools} published tools (${counts.featuredTools} featured), ${counts.categories} categories, ` +
      `${counts.tags} tags, ${counts.toolCategories} tool-category links, ${counts.toolTags} tool-tag links; ` +
      `largest category ${counts.largestCategory.slug} (${counts.largestCategory.tools} tools)`,
  );
} finally {
  await server.stop();
}
