// The global search: tools, categories and tags in one call. Each group is read on its own: tools
// in the home list's order, categories and tags ranked by lib/search-ranking. When a read fails,
// the groups that could be read still show (see combineSearchGroups).
import { sql, type AnyColumn } from "drizzle-orm";
import { rankCandidates, SEARCH_LIMITS } from "#app/lib/search-ranking.ts";
import type { Database } from "#app/server/db/client.server.ts";
import {
  preparedSimilarity,
  prepareQuery,
  prepareText,
  SIMILARITY_THRESHOLD,
  type PreparedText,
} from "#app/lib/trigram.ts";
import type { EndedTool } from "#app/lib/tool-lifecycle.ts";
import { listEndedMatches } from "#app/server/catalog/ended-matches.server.ts";
import { listToolRows } from "#app/server/catalog/tool-list.server.ts";
import { escapeLike } from "#app/server/catalog/tool-matching.server.ts";
import type { ToolSummary } from "#app/server/catalog/tool-summary.server.ts";
import { categoryWithCountColumns, type CategoryWithCount } from "#app/server/catalog/category-stats.server.ts";
import { tagInUse } from "#app/server/catalog/topics.server.ts";
import { categories, tags } from "#app/server/db/schema.server.ts";
import { selectList } from "#app/server/db/raw-rows.server.ts";
import { memoize } from "#app/server/memo.server.ts";

/** Candidates fetched per group before ranking. */
const CANDIDATES = 40;
const TAG_NAMES_TTL_MS = 30_000;

export type SearchTool = Omit<ToolSummary, "primaryCategory">;
export type SearchCategory = CategoryWithCount;
export type SearchTag = Pick<typeof tags.$inferSelect, "name">;

export interface SearchResults {
  tools: SearchTool[];
  /** When no listed tool matches: the discontinued and shut-down tools that do. */
  ended: EndedTool[];
  categories: SearchCategory[];
  tags: SearchTag[];
}

export const NO_RESULTS: SearchResults = { tools: [], ended: [], categories: [], tags: [] };

type Scored<T> = T & { similarity: number };

function matching(column: AnyColumn, q: string) {
  // ILIKE finds substrings; word similarity (<%) finds near misses such as typos. Both use the
  // trigram index.
  return sql`(${column} ILIKE ${`%${escapeLike(q)}%`} OR ${q} <% ${column})`;
}

/** The first tools of the home list for the same text, so both agree; then the ended ones, in the places left. */
async function searchTools(db: Database, q: string): Promise<Pick<SearchResults, "tools" | "ended">> {
  const rows = await listToolRows(db, { q, sort: "relevance" }, 1, SEARCH_LIMITS.tools);
  const tools = rows.map(({ id, name, description, logoUrl, slug }) => ({ id, name, description, logoUrl, slug }));
  const places = SEARCH_LIMITS.tools - tools.length;
  const ended = places > 0 ? await listEndedMatches(db, { q, sort: "relevance" }, places) : [];
  return { tools, ended };
}

async function searchCategories(db: Database, q: string): Promise<SearchCategory[]> {
  const rows = await db.execute<Scored<SearchCategory>>(sql`
    SELECT ${selectList({ ...categoryWithCountColumns, similarity: sql`word_similarity(${q}, ${categories.name})` })}
    FROM ${categories} WHERE ${matching(categories.name, q)}
    ORDER BY similarity DESC LIMIT ${CANDIDATES}`);
  return rankCandidates(q, [...rows], SEARCH_LIMITS.categories).map(({ similarity: _, ...category }) => category);
}

/**
 * Tags are few and change rarely, so the names in use are kept in memory for half a minute and
 * matched here, which spares Postgres a trigram comparison with every tag on each keystroke.
 */
async function searchTags(db: Database, q: string): Promise<SearchTag[]> {
  const tags = await memoize("published-tags", TAG_NAMES_TTL_MS, () => listPublishedTags(db));
  const lower = q.toLowerCase();
  const query = prepareQuery(q);
  const candidates = tags
    .map((tag) => ({ name: tag.name, similarity: preparedSimilarity(query, tag.trigrams) }))
    .filter((tag) => tag.name.includes(lower) || tag.similarity >= SIMILARITY_THRESHOLD);
  return rankCandidates(q, candidates, SEARCH_LIMITS.tags).map(({ name }) => ({ name }));
}

async function listPublishedTags(db: Database): Promise<{ name: string; trigrams: PreparedText }[]> {
  const rows = await db.select({ name: tags.name }).from(tags).where(tagInUse);
  return rows.map((row) => ({ name: row.name, trigrams: prepareText(row.name) }));
}

/** The three groups; a search that could read none of them fails (the database is away, say). */
export async function searchCatalogue(db: Database, q: string): Promise<SearchResults> {
  const [tools, categories, tags] = await Promise.allSettled([
    searchTools(db, q),
    searchCategories(db, q),
    searchTags(db, q),
  ]);
  const failed = [tools, categories, tags].filter((r) => r.status === "rejected");
  if (failed.length === 3) throw failed[0]!.reason;
  for (const read of failed) console.error("search read failed", read.reason);
  return combineSearchGroups(tools, categories, tags);
}

/**
 * What shows when part of the search fails: no tools read means no results; no categories read means
 * tools only; no tags read means tools and categories.
 */
export function combineSearchGroups(
  tools: PromiseSettledResult<Pick<SearchResults, "tools" | "ended">>,
  categories: PromiseSettledResult<SearchCategory[]>,
  tags: PromiseSettledResult<SearchTag[]>,
): SearchResults {
  if (tools.status === "rejected") return NO_RESULTS;
  if (categories.status === "rejected") return { ...NO_RESULTS, ...tools.value };
  return { ...tools.value, categories: categories.value, tags: tags.status === "fulfilled" ? tags.value : [] };
}
