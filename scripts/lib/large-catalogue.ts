// The large catalogue the bench measures beside the seeded one: a separate database holding the
// real seed (so slugs like bitcoin-core exist) plus generated tools, categories and tags up to
// LARGE_CATALOGUE's totals. The generated rows are deterministic (same names, slugs, links, facets
// and ids on every build; dates are relative to the build time), and they are loaded with a few
// set-based INSERT ... SELECT FROM unnest(...) statements in one transaction.
import postgres from "postgres";
import { slugify } from "#app/lib/slugify.ts";
import { CUSTODY_VALUES, KYC_VALUES, PLATFORM_VALUES } from "#app/lib/tool-facets.ts";
import { runMigrations } from "#scripts/lib/migrate.ts";
import { seedDatabase } from "#scripts/lib/seed.ts";
// The words generated names, descriptions and features are made of; changing them changes every
// generated row, so bench results before and after are not comparable.
import words from "#db/large-catalogue/words.json" with { type: "json" };

/** The bench's own Postgres cluster: the seeded bench database and the large one live in it. */
export const BENCH_CLUSTER = { dataDir: ".data/bench-postgres", port: 54349 };
export const SEEDED_DATABASE = "bitcoin_tools_bench";
export const LARGE_DATABASE = "bitcoin_tools_large";
export interface CatalogueSize {
  tools: number;
  categories: number;
  tags: number;
}
/** Totals after the build, seed rows included. */
export const LARGE_CATALOGUE: CatalogueSize = { tools: 10_000, categories: 200, tags: 2_000 };
/**
 * Ten times the tools in the same categories and tags (`npm run db:large -- --tools=100000`): the
 * bench then compares searches and lists on it with the 10,000-tool catalogue.
 */
export const HUGE_CATALOGUE: CatalogueSize = { tools: 100_000, categories: 200, tags: 2_000 };
export const HUGE_DATABASE = "bitcoin_tools_huge";

const BATCH = 2_000;
const YEARS_OF_HISTORY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface LargeCatalogueReport {
  url: string;
  /** Wall-clock milliseconds, whole build and per phase. */
  ms: { total: number; migrate: number; seed: number; generate: number; load: number; analyze: number };
  counts: {
    publishedTools: number;
    featuredTools: number;
    categories: number;
    tags: number;
    toolCategories: number;
    toolTags: number;
    largestCategory: { slug: string; tools: number };
  };
}

/** The URL of database `name` on the server that `serverUrl` points at. */
export function databaseUrlOnServer(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates database `name` on the server of `serverUrl` when it is missing (drops it first when
 * `fresh`) and returns its URL. The admin connection goes to `serverUrl`'s own database, or to
 * `postgres` when that is the very database being dropped.
 */
export async function createDatabase(serverUrl: string, name: string, options: { fresh?: boolean } = {}) {
  const adminUrl = new URL(serverUrl).pathname === `/${name}` ? databaseUrlOnServer(serverUrl, "postgres") : serverUrl;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    if (options.fresh) await admin`DROP DATABASE IF EXISTS ${admin(name)} WITH (FORCE)`;
    const [found] = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
    if (!found) await admin`CREATE DATABASE ${admin(name)}`;
  } finally {
    await admin.end();
  }
  return databaseUrlOnServer(serverUrl, name);
}

/** Published tools in the database at `url`; 0 when the database or its tables do not exist yet. */
export async function countPublishedTools(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM tools WHERE status = 'published'`;
    return row!.n;
  } catch (error) {
    // 3D000: no such database; 42P01: no such table.
    const code = (error as { code?: string }).code;
    if (code === "3D000" || code === "42P01") return 0;
    throw error;
  } finally {
    await sql.end();
  }
}

/**
 * (Re)creates LARGE_DATABASE on the server of `serverUrl` (any database URL on that server), then
 * migrates it, loads the real seed and adds the generated rows. Ends with VACUUM ANALYZE.
 */
export async function buildLargeCatalogue(
  serverUrl: string,
  { size = LARGE_CATALOGUE, database = LARGE_DATABASE }: { size?: CatalogueSize; database?: string } = {},
): Promise<LargeCatalogueReport> {
  const started = performance.now();
  const lap = (() => {
    let last = started;
    return () => {
      const now = performance.now();
      const ms = now - last;
      last = now;
      return ms;
    };
  })();

  const url = await createDatabase(serverUrl, database, { fresh: true });
  await runMigrations(url);
  const migrate = lap();
  await seedDatabase(url);
  const seed = lap();

  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    let generate = 0;
    await sql.begin(async (transaction) => {
      // postgres.js types lose the tagged-template call on TransactionSql; it is the same API.
      const tx = transaction as unknown as postgres.Sql;
      // In a fixed order, so the same seed always yields the same generated rows.
      const existing = {
        categories: await tx<
          { id: string; name: string; slug: string }[]
        >`SELECT id, name, slug FROM categories ORDER BY slug`,
        tags: await tx<{ id: string; name: string }[]>`SELECT id, name FROM tags ORDER BY name`,
        tools: await tx<{ slug: string; published: boolean }[]>`
          SELECT slug, status = 'published' AS published FROM tools ORDER BY slug`,
      };
      const rows = generateRows(existing, Date.now(), size);
      generate = lap();

      // One recount at the end instead of one per link or batch (the triggers recount whole
      // categories and tags).
      await tx`ALTER TABLE tool_categories DISABLE TRIGGER tool_categories_recount`;
      await tx`ALTER TABLE tool_tags DISABLE TRIGGER tool_tags_recount_insert`;
      await insertColumns(tx, "categories", rows.categories, {
        id: "uuid",
        name: "text",
        slug: "text",
        description: "text",
      });
      await insertColumns(tx, "tags", rows.tags, { id: "uuid", name: "text" });
      await insertColumns(tx, "tools", rows.tools, {
        id: "uuid",
        name: "text",
        slug: "text",
        description: "text",
        full_description: "text",
        website_url: "text",
        logo_url: "text",
        features: "text",
        featured: "boolean",
        status: "text",
        custody: "text",
        kyc: "text",
        open_source: "boolean",
        lightning: "boolean",
        // Arrays of arrays do not unnest row by row: platforms travel as "web,ios" and are split.
        platforms: "string_to_array(platforms, ',')",
        created_at: "timestamptz",
        updated_at: "timestamptz",
      });
      await insertColumns(tx, "tool_categories", rows.toolCategories, {
        tool_id: "uuid",
        category_id: "uuid",
        position: "smallint",
      });
      await insertColumns(tx, "tool_tags", rows.toolTags, { tool_id: "uuid", tag_id: "uuid" });
      // Each category's and tag's published tools, counted once for the whole load.
      for (const [owners, links, key] of [
        ["categories", "tool_categories", "category_id"],
        ["tags", "tool_tags", "tag_id"],
      ] as const) {
        await tx`
          UPDATE ${tx(owners)} o SET tool_count = counted.n
          FROM (
            SELECT o2.id, count(t.id)::int AS n
            FROM ${tx(owners)} o2
            LEFT JOIN ${tx(links)} l ON l.${tx(key)} = o2.id
            LEFT JOIN tools t ON t.id = l.tool_id AND t.status = 'published'
            GROUP BY o2.id
          ) counted
          WHERE counted.id = o.id AND o.tool_count IS DISTINCT FROM counted.n`;
      }
      await tx`ALTER TABLE tool_categories ENABLE TRIGGER tool_categories_recount`;
      await tx`ALTER TABLE tool_tags ENABLE TRIGGER tool_tags_recount_insert`;
    });
    const load = lap();
    // VACUUM as well as ANALYZE: the bulk load leaves the trigram (GIN) indexes' new entries in
    // their pending lists, which every search then reads through; until autovacuum came by, the
    // planner priced the indexes so high that searches scanned the whole table.
    await sql`VACUUM ANALYZE`;
    const analyze = lap();

    const [counts] = await sql<LargeCatalogueReport["counts"][]>`
      SELECT
        (SELECT count(*)::int FROM tools WHERE status = 'published') AS "publishedTools",
        (SELECT count(*)::int FROM tools WHERE status = 'published' AND featured) AS "featuredTools",
        (SELECT count(*)::int FROM categories) AS categories,
        (SELECT count(*)::int FROM tags) AS tags,
        (SELECT count(*)::int FROM tool_categories) AS "toolCategories",
        (SELECT count(*)::int FROM tool_tags) AS "toolTags",
        (SELECT json_build_object('slug', slug, 'tools', tool_count) FROM categories
          ORDER BY tool_count DESC, slug LIMIT 1) AS "largestCategory"`;
    return {
      url,
      ms: { total: performance.now() - started, migrate, seed, generate, load, analyze },
      counts: counts!,
    };
  } finally {
    await sql.end();
  }
}

type Value = string | number | boolean | Date | null;
/** Per column, the SQL type its text is cast to, or an expression over the text column. */
type Columns = Record<string, "uuid" | "text" | "boolean" | "smallint" | "timestamptz" | `${string}(${string})`>;

/**
 * INSERT INTO table (columns) SELECT ... FROM unnest($1::text[], ...) in batches of BATCH rows: one
 * statement per batch, with one text array parameter per column, cast to the column's type in SQL.
 * Everything travels as text because postgres.js serialises a parameter by the type the server
 * describes and its own value check (it sends the string "true" as boolean false, and types an
 * array by its first element), while Postgres' text casts are exact.
 */
async function insertColumns(tx: postgres.Sql, table: string, rows: Record<string, Value>[], columns: Columns) {
  const names = Object.keys(columns);
  const selects = names.map((name) => {
    const spec = columns[name]!;
    return spec.includes("(") ? spec : `${name}::${spec}`;
  });
  const statement = `INSERT INTO ${table} (${names.join(", ")})
    SELECT ${selects.join(", ")}
    FROM unnest(${names.map((_, i) => `$${i + 1}::text[]`).join(", ")}) AS u(${names.join(", ")})`;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const parameters = names.map((name) =>
      batch.map((row) => {
        const value = row[name] ?? null;
        return value === null ? null : value instanceof Date ? value.toISOString() : String(value);
      }),
    );
    await tx.unsafe(statement, parameters as postgres.ParameterOrJSON<never>[]);
  }
}

// --- Generation -------------------------------------------------------------------------------

interface Existing {
  categories: { id: string; name: string; slug: string }[];
  tags: { id: string; name: string }[];
  tools: { slug: string; published: boolean }[];
}

interface GeneratedRows {
  categories: Record<string, Value>[];
  tags: Record<string, Value>[];
  tools: Record<string, Value>[];
  toolCategories: Record<string, Value>[];
  toolTags: Record<string, Value>[];
}

/** mulberry32: a small, fast, seedable PRNG, so every build generates the same rows. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ids of generated rows: valid, stable UUIDs with a per-table prefix. */
const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;

function shuffled<T>(items: readonly T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Picks indexes 0..n-1 with Zipf-like weights 1/(rank+1)^s: a few big buckets and a long tail. */
function zipfPicker(n: number, s: number, rand: () => number): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) cumulative[i] = total += 1 / Math.pow(i + 1, s);
  return () => {
    const target = rand() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** `count` distinct picks from `pick`. */
function distinct(count: number, pick: () => number): number[] {
  const out = new Set<number>();
  while (out.size < count) out.add(pick());
  return [...out];
}

const between = (rand: () => number, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const oneOf = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

function generateRows(existing: Existing, now: number, size: CatalogueSize): GeneratedRows {
  const rand = random(0x5a705b1);

  // Categories: topic x kind names not already used by the seed.
  const takenCategoryNames = new Set(existing.categories.map((c) => c.name.toLowerCase()));
  const takenCategorySlugs = new Set(existing.categories.map((c) => c.slug));
  const categoryCandidates = shuffled(
    words.categoryTopics.flatMap((topic) => words.categoryKinds.map((kind) => ({ topic, kind }))),
    rand,
  ).filter(({ topic, kind }) => {
    const name = `${topic} ${kind}`;
    return !takenCategoryNames.has(name.toLowerCase()) && !takenCategorySlugs.has(slugify(name));
  });
  const categoriesNeeded = Math.max(0, size.categories - existing.categories.length);
  if (categoryCandidates.length < categoriesNeeded) throw new Error("not enough category names");
  const categories = categoryCandidates.slice(0, categoriesNeeded).map(({ topic, kind }, i) => ({
    id: uuid("ca7e0000", i + 1),
    name: `${topic} ${kind}`,
    slug: slugify(`${topic} ${kind}`),
    description: `${kind} around ${topic.toLowerCase()} in the bitcoin ecosystem, listed and compared in one place.`,
  }));

  // Tags: "qualifier subject" pairs plus a few "a & b" ones, lower-case like the seed's.
  const takenTags = new Set(existing.tags.map((t) => t.name));
  const tagCandidates = shuffled(
    [
      ...words.tagQualifiers.flatMap((q) => words.tagSubjects.map((s) => `${q} ${s}`)),
      ...words.tagSubjects
        .slice(0, 20)
        .flatMap((a, i) => words.tagSubjects.slice(i + 1, i + 4).map((b) => `${a} & ${b}`)),
    ].filter((name) => !takenTags.has(name)),
    rand,
  );
  const tagsNeeded = Math.max(0, size.tags - existing.tags.length);
  if (tagCandidates.length < tagsNeeded) throw new Error("not enough tag names");
  const tags = tagCandidates.slice(0, tagsNeeded).map((name, i) => ({ id: uuid("7a650000", i + 1), name }));

  // Every category and tag takes links, a few many and most a handful. The seed's rank first, so
  // the biggest ones are real seed categories and tags (the bench's {category} and {tag} pages are
  // then a real page made big, not a made-up one).
  const categoryIds = [
    ...shuffled(
      existing.categories.map((c) => c.id),
      rand,
    ),
    ...categories.map((c) => c.id),
  ];
  const tagIds = [
    ...shuffled(
      existing.tags.map((t) => t.id),
      rand,
    ),
    ...tags.map((t) => t.id),
  ];
  const pickCategory = zipfPicker(categoryIds.length, 0.8, rand);
  const pickTag = zipfPicker(tagIds.length, 0.8, rand);

  const takenSlugs = new Set(existing.tools.map((t) => t.slug));
  const toolsNeeded = Math.max(0, size.tools - existing.tools.filter((t) => t.published).length);
  const tools: Record<string, Value>[] = [];
  const toolCategories: Record<string, Value>[] = [];
  const toolTags: Record<string, Value>[] = [];
  // Four-digit numbers up to 10,000 tools (the 10,000-tool catalogue stays as it was built before),
  // six beyond.
  const digits = size.tools <= 10_000 ? 4 : 6;
  const numbers = 10 ** digits;
  for (let i = 0; tools.length < toolsNeeded; i++) {
    if (i >= numbers) throw new Error(`ran out of ${digits}-digit tool numbers`);
    // 7919 is a prime other than 2 and 5, so coprime with 10^digits: the numbers are a permutation.
    const number = String((i * 7919 + 421) % numbers).padStart(digits, "0");
    const name = `${oneOf(rand, words.nameFirst)} ${oneOf(rand, words.nameSecond)} ${number}`;
    const slug = slugify(name);
    if (takenSlugs.has(slug)) continue;
    takenSlugs.add(slug);
    const id = uuid("70015000", tools.length + 1);
    const kind = oneOf(rand, words.toolKinds);
    const audience = oneOf(rand, words.audiences);
    const [benefit, benefit2] = distinct(2, () => Math.floor(rand() * words.benefits.length)).map(
      (b) => words.benefits[b]!,
    );
    const [closing, closing2] = distinct(2, () => Math.floor(rand() * words.closing.length)).map(
      (c) => words.closing[c]!,
    );
    const created = new Date(now - Math.floor(rand() * YEARS_OF_HISTORY * 365 * DAY_MS));
    tools.push({
      id,
      name,
      slug,
      description: `${name} is a ${kind} for ${audience} that ${benefit}.`,
      full_description:
        `<p>${name} is a ${kind} built for ${audience}. It ${benefit}, and it ${benefit2}. ${closing}</p>` +
        `<p>${oneOf(rand, words.caution)} ${closing2}</p>`,
      website_url: `https://${slug}.example.com/`,
      logo_url: null,
      features: distinct(between(rand, 3, 5), () => Math.floor(rand() * words.features.length))
        .map((f) => words.features[f]!)
        .join("\n"),
      featured: rand() < 0.01,
      status: "published",
      custody: oneOf(rand, [...CUSTODY_VALUES, null]),
      kyc: oneOf(rand, [...KYC_VALUES, null]),
      open_source: oneOf(rand, [true, false, null]),
      lightning: oneOf(rand, [true, false, null]),
      platforms: shuffled(PLATFORM_VALUES, rand)
        .slice(0, between(rand, 1, 3))
        .join(","),
      created_at: created,
      updated_at: created,
    });
    for (const [position, c] of distinct(between(rand, 1, 3), pickCategory).entries()) {
      toolCategories.push({ tool_id: id, category_id: categoryIds[c]!, position });
    }
    for (const t of distinct(between(rand, 2, 6), pickTag)) toolTags.push({ tool_id: id, tag_id: tagIds[t]! });
  }
  return { categories, tags, tools, toolCategories, toolTags };
}
