// A tool summary is what a tool card shows: grids, search results, featured and similar tools,
// bookmarks. Every query that returns summaries selects these columns from `tools`.
import type { SQL } from "drizzle-orm";
import { primaryCategoryOf } from "#app/server/catalog/primary-category.server.ts";
import { selectList } from "#app/server/db/raw-rows.server.ts";
import { tools } from "#app/server/db/schema.server.ts";

export type ToolSummary = Pick<typeof tools.$inferSelect, "id" | "name" | "slug" | "description" | "logoUrl"> & {
  /** Cards label a tool that is not active; some lists (the search dialog's) leave it out. */
  lifecycle?: (typeof tools.$inferSelect)["lifecycle"];
  /** Since when, where a source gives the day (YYYY-MM-DD). */
  lifecycleDate?: string | null;
  /** The name of the tool's first category; null when it has none. */
  primaryCategory: string | null;
};

/** For builder selects from `tools`. */
export const toolSummaryColumns = {
  id: tools.id,
  name: tools.name,
  slug: tools.slug,
  description: tools.description,
  logoUrl: tools.logoUrl,
  lifecycle: tools.lifecycle,
  lifecycleDate: tools.lifecycleDate,
  primaryCategory: primaryCategoryOf(tools.id),
} satisfies Record<keyof ToolSummary, unknown>;

/** The same columns as a raw select list, for raw SQL reading `tools`. */
export const toolSummarySelect: SQL = selectList(toolSummaryColumns);
