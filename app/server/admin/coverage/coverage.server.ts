// The catalogue's coverage for the editors: per category, how many published tools have a logo, a
// repository, a release read, an ended lifecycle (each with its source), and facts without a source
// or cited without a pinned copy. The same conditions filter the tool table (`?gap=`).
import { sql, type SQL } from "drizzle-orm";
import type { CoverageGap } from "#app/lib/catalogue-coverage.ts";
import { FACT_KEYS, type FactKey } from "#app/lib/tool-facets.ts";
import type { Database } from "#app/server/db/client.server.ts";
import {
  categories,
  toolCategories,
  toolFactSources,
  toolRepositoryStats,
  tools,
} from "#app/server/db/schema.server.ts";

/** A fact the tool states: a value, "not applicable" and an empty list of signers being none. */
const STATED: Record<FactKey, SQL> = {
  custody: sql`${tools.custody} IS NOT NULL AND ${tools.custody} <> 'not-applicable'`,
  kyc: sql`${tools.kyc} IS NOT NULL AND ${tools.kyc} <> 'not-applicable'`,
  openSource: sql`${tools.openSource} IS NOT NULL`,
  lightning: sql`${tools.lightning} IS NOT NULL`,
  platforms: sql`cardinality(${tools.platforms}) > 0`,
  bitcoinOnly: sql`${tools.bitcoinOnly} IS NOT NULL`,
  validation: sql`${tools.validation} IS NOT NULL`,
  reproducibleBuilds: sql`${tools.reproducibleBuilds} IS NOT NULL`,
  tor: sql`${tools.tor} IS NOT NULL`,
  coinControl: sql`${tools.coinControl} IS NOT NULL`,
  multisig: sql`${tools.multisig} IS NOT NULL`,
  hardwareSigners: sql`cardinality(${tools.hardwareSigners}) > 0`,
  custodialLightning: sql`${tools.custodialLightning} IS NOT NULL`,
  selfCustodialLightning: sql`${tools.selfCustodialLightning} IS NOT NULL`,
};

const sourced = (facet: FactKey) =>
  sql`EXISTS (SELECT 1 FROM ${toolFactSources} WHERE ${toolFactSources.toolId} = ${tools.id} AND ${toolFactSources.facet} = ${facet})`;

const figuresRead = sql`EXISTS (SELECT 1 FROM ${toolRepositoryStats} WHERE ${toolRepositoryStats.toolId} = ${tools.id}
  AND ${toolRepositoryStats.repositoryUrl} = ${tools.repositoryUrl} AND ${toolRepositoryStats.figuresReadAt} IS NOT NULL)`;

/** A source is pinned when it cites a file at a commit. */
const PINNED = "/blob/[0-9a-f]{40}/|/-/blob/[0-9a-f]{40}/|web\\.archive\\.org/web/[0-9]{8,14}/";

/** The tools that have the gap. */
export const GAP_CONDITIONS: Record<CoverageGap, SQL> = {
  "no-logo": sql`${tools.logoUrl} IS NULL`,
  "no-repository": sql`${tools.openSource} AND ${tools.repositoryUrl} IS NULL`,
  "no-release-read": sql`${tools.repositoryUrl} IS NOT NULL AND NOT ${figuresRead}`,
  ended: sql`${tools.lifecycle} <> 'active'`,
  "unsourced-facts": sql`(${sql.join(
    FACT_KEYS.map((facet) => sql`(${STATED[facet]} AND NOT ${sourced(facet)})`),
    sql` OR `,
  )})`,
  "unpinned-sources": sql`EXISTS (SELECT 1 FROM ${toolFactSources} WHERE ${toolFactSources.toolId} = ${tools.id}
    AND ${toolFactSources.sourceUrl} !~ ${PINNED})`,
};

export type CoverageRow = {
  slug: string;
  name: string;
  tools: number;
  withLogo: number;
  openSource: number;
  withRepository: number;
  withRepositoryAndRelease: number;
  withRepositoryTotal: number;
  ended: number;
  unsourcedFacts: number;
  unpinnedSources: number;
};

/** Per category (by its tools' categories; a tool counts in each of its categories), and the whole catalogue. */
export async function readCoverage(db: Database): Promise<{ categories: CoverageRow[]; total: CoverageRow }> {
  const counts = sql`count(*)::int AS tools,
    count(*) FILTER (WHERE NOT (${GAP_CONDITIONS["no-logo"]}))::int AS "withLogo",
    count(*) FILTER (WHERE ${tools.openSource})::int AS "openSource",
    count(*) FILTER (WHERE ${tools.openSource} AND ${tools.repositoryUrl} IS NOT NULL)::int AS "withRepository",
    count(*) FILTER (WHERE ${tools.repositoryUrl} IS NOT NULL)::int AS "withRepositoryTotal",
    count(*) FILTER (WHERE ${tools.repositoryUrl} IS NOT NULL AND ${figuresRead})::int AS "withRepositoryAndRelease",
    count(*) FILTER (WHERE ${GAP_CONDITIONS.ended})::int AS ended,
    count(*) FILTER (WHERE ${GAP_CONDITIONS["unsourced-facts"]})::int AS "unsourcedFacts",
    count(*) FILTER (WHERE ${GAP_CONDITIONS["unpinned-sources"]})::int AS "unpinnedSources"`;
  const [rows, [total]] = await Promise.all([
    db.execute<CoverageRow>(sql`
      SELECT ${categories.slug} AS slug, ${categories.name} AS name, ${counts}
      FROM ${categories}
      JOIN ${toolCategories} ON ${toolCategories.categoryId} = ${categories.id}
      JOIN ${tools} ON ${tools.id} = ${toolCategories.toolId} AND ${tools.status} = 'published'
      GROUP BY ${categories.id}, ${categories.slug}, ${categories.name}
      ORDER BY lower(${categories.name})`),
    db.execute<CoverageRow>(sql`SELECT '' AS slug, 'All published tools' AS name, ${counts}
      FROM ${tools} WHERE ${tools.status} = 'published'`),
  ]);
  return { categories: [...rows], total: total! };
}
