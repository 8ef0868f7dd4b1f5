// One page of the catalogue as open data: the home list's filters and order, each tool with every
// fact (null while not known), its source and the day it was verified.
import { OPEN_DATA_FACT_NAMES } from "#app/lib/open-data.ts";
import { FACT_KEYS } from "#app/lib/tool-facets.ts";
import type { ToolFilters } from "#app/lib/tool-filters.ts";
import { factsLastVerified, factValue, toolFacts } from "#app/lib/tool-facts.ts";
import { findPublishedToolsBySlugs, type ToolDetail } from "#app/server/catalog/tool-detail.server.ts";
import { listTools } from "#app/server/catalog/tool-list.server.ts";
import type { Database } from "#app/server/db/client.server.ts";

export interface OpenDataFact {
  value: unknown;
  source: string | null;
  verified_on: string | null;
}

export interface OpenDataTool {
  name: string;
  slug: string;
  url: string;
  website: string;
  description: string;
  categories: string[];
  tags: string[];
  facts: Record<string, OpenDataFact>;
  facts_last_verified: string | null;
  added: string;
  updated: string;
  lifecycle: ToolDetail["lifecycle"];
  lifecycle_date: string | null;
  lifecycle_source: string | null;
  successor: string | null;
  /** The logo's absolute address, where it came from (editor, website, package, avatar) and its licence. */
  logo: string | null;
  logo_source: string | null;
  logo_source_url: string | null;
  logo_license: string | null;
  repository: string | null;
  repository_archived: boolean | null;
  last_code_change: string | null;
  license: string | null;
  stars: number | null;
  latest_release: string | null;
  latest_release_date: string | null;
  repository_read_at: string | null;
  /** The public source that names the repository, pinned to a commit. */
  repository_source: string | null;
  /** Set when the figures were read from a snapshot of the repository at this commit. */
  repository_snapshot_commit: string | null;
  repository_not_found_since: string | null;
}

export interface OpenDataPage {
  tools: OpenDataTool[];
  total: number;
  /** A search counts at most SEARCH_COUNT_CAP tools. */
  capped: boolean;
}

function openDataTool(tool: ToolDetail, siteUrl: string, today: Date): OpenDataTool {
  const facts = toolFacts(tool, today);
  return {
    name: tool.name,
    slug: tool.slug,
    url: new URL(`/tool/${tool.slug}`, siteUrl).href,
    website: tool.websiteUrl,
    description: tool.description,
    categories: tool.categories.map((category) => category.name),
    tags: tool.tags,
    facts: Object.fromEntries(
      FACT_KEYS.map((key, index) => {
        const value = factValue(tool, key);
        const fact = facts[index]!;
        return [
          OPEN_DATA_FACT_NAMES[key],
          { value, source: fact.sourceUrl ?? null, verified_on: value === null ? null : (fact.verifiedOn ?? null) },
        ];
      }),
    ),
    facts_last_verified: factsLastVerified(facts),
    added: new Date(tool.createdAt).toISOString(),
    updated: new Date(tool.updatedAt).toISOString(),
    lifecycle: tool.lifecycle,
    lifecycle_date: tool.lifecycleDate,
    lifecycle_source: tool.lifecycleSourceUrl,
    successor: tool.successor?.slug ?? null,
    logo: tool.logoUrl ? new URL(tool.logoUrl, siteUrl).href : null,
    logo_source: tool.logoOrigin?.source ?? null,
    logo_source_url: tool.logoOrigin?.sourceUrl ?? null,
    logo_license: tool.logoOrigin?.license ?? null,
    repository: tool.repositoryUrl,
    repository_archived: tool.repository?.archived ?? null,
    last_code_change: tool.repository?.pushedAt ?? null,
    license: tool.repository?.license ?? null,
    stars: tool.repository?.stars ?? null,
    latest_release: tool.repository?.releaseTag ?? null,
    latest_release_date: tool.repository?.releasePublishedAt ?? null,
    repository_read_at: tool.repository?.readAt ?? null,
    repository_source: tool.repositorySourceUrl,
    repository_snapshot_commit: tool.repository?.snapshotCommit ?? null,
    repository_not_found_since: tool.repository?.notFoundSince ?? null,
  };
}

export async function listOpenDataTools(
  db: Database,
  filters: ToolFilters,
  pageSize: number,
  siteUrl: string,
): Promise<OpenDataPage> {
  const page = await listTools(db, filters, filters.page, pageSize);
  const details = await findPublishedToolsBySlugs(
    db,
    page.tools.map((tool) => tool.slug),
  );
  const today = new Date();
  return {
    tools: details.map((tool) => openDataTool(tool, siteUrl, today)),
    total: page.total,
    capped: page.capped,
  };
}
