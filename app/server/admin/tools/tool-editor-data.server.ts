// What the tool editor reads: one tool with every field it edits (categories in order, tags), the
// categories to choose from, and the snapshot of a tool that its history records.
import { asc, sql } from "drizzle-orm";
import {
  aboutText,
  CATEGORY_FIELDS,
  featureText,
  toYesNoUnknown,
  type ToolFormValues,
} from "#app/lib/admin-tool-rules.ts";
import type { Snapshot, Writer } from "#app/server/admin/audit.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { selectList, type RawRow } from "#app/server/db/raw-rows.server.ts";
import { categories, tags, toolCategories, tools, toolTags } from "#app/server/db/schema.server.ts";

export type EditorTool = RawRow<
  Pick<
    typeof tools.$inferSelect,
    | "id"
    | "name"
    | "slug"
    | "websiteUrl"
    | "description"
    | "fullDescription"
    | "aboutMarkdown"
    | "features"
    | "featured"
    | "custody"
    | "kyc"
    | "openSource"
    | "lightning"
    | "platforms"
    | "status"
    | "publishAt"
    | "rejectionReason"
    | "logoUrl"
    | "screenshotUrl"
    | "userId"
    | "createdAt"
    | "updatedAt"
  >
> & {
  /** In the tool page's order: the first is the primary one. */
  categories: { id: string; name: string }[];
  tags: string[];
};

// Arrays come back as JSON: the per-request client does not parse Postgres' text[].
const editorColumns = selectList({
  id: tools.id,
  name: tools.name,
  slug: tools.slug,
  websiteUrl: tools.websiteUrl,
  description: tools.description,
  fullDescription: tools.fullDescription,
  aboutMarkdown: tools.aboutMarkdown,
  features: tools.features,
  featured: tools.featured,
  custody: tools.custody,
  kyc: tools.kyc,
  openSource: tools.openSource,
  lightning: tools.lightning,
  platforms: sql`to_json(${tools.platforms})`,
  status: tools.status,
  publishAt: tools.publishAt,
  rejectionReason: tools.rejectionReason,
  logoUrl: tools.logoUrl,
  screenshotUrl: tools.screenshotUrl,
  userId: tools.userId,
  createdAt: tools.createdAt,
  updatedAt: tools.updatedAt,
  categories: sql`COALESCE((SELECT json_agg(json_build_object('id', ${categories.id}, 'name', ${categories.name}) ORDER BY ${toolCategories.position})
    FROM ${toolCategories} JOIN ${categories} ON ${categories.id} = ${toolCategories.categoryId} WHERE ${toolCategories.toolId} = ${tools.id}), '[]')`,
  tags: sql`COALESCE((SELECT json_agg(${tags.name} ORDER BY ${tags.name})
    FROM ${toolTags} JOIN ${tags} ON ${tags.id} = ${toolTags.tagId} WHERE ${toolTags.toolId} = ${tools.id}), '[]')`,
});

/** The tool by id; `lock` holds its row until the transaction ends (an edit or a delete). */
export async function findToolForEditor(
  db: Pick<Writer, "execute">,
  id: string,
  { lock = false } = {},
): Promise<EditorTool | null> {
  const [row] = await db.execute<EditorTool>(
    sql`SELECT ${editorColumns} FROM ${tools} WHERE ${tools.id} = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row ?? null;
}

/** Every category, by name, for the editor's selects. */
export function listCategoryChoices(db: Database): Promise<{ id: string; name: string }[]> {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name));
}

/** The editor's fields as the form shows them. Seeded tools have only HTML: Markdown passes it through. */
export function toolFormValues(tool: EditorTool): ToolFormValues {
  const categoryIds = Object.fromEntries(
    CATEGORY_FIELDS.map((field, index) => [field, tool.categories[index]?.id ?? ""]),
  ) as Record<(typeof CATEGORY_FIELDS)[number], string>;
  return {
    name: tool.name,
    slug: tool.slug,
    websiteUrl: tool.websiteUrl,
    description: tool.description,
    about: aboutText(tool.aboutMarkdown ?? tool.fullDescription),
    features: featureText(tool.features),
    ...categoryIds,
    tags: tool.tags.join(", "),
    custody: tool.custody ?? "",
    kyc: tool.kyc ?? "",
    openSource: toYesNoUnknown(tool.openSource),
    lightning: toYesNoUnknown(tool.lightning),
    platforms: tool.platforms.join(","),
    featured: tool.featured ? "on" : "",
  };
}

/** A tool's editable fields as its history records them: categories and tags by name. */
export interface ToolFields {
  name: string;
  slug: string;
  websiteUrl: string;
  description: string;
  about: string;
  features: string;
  categories: string[];
  tags: string[];
  custody: string | null;
  kyc: string | null;
  openSource: boolean | null;
  lightning: boolean | null;
  platforms: string[];
  featured: boolean;
}

export function toolFieldsOf(tool: EditorTool): ToolFields {
  return {
    name: tool.name,
    slug: tool.slug,
    websiteUrl: tool.websiteUrl,
    description: tool.description,
    about: aboutText(tool.aboutMarkdown ?? tool.fullDescription),
    features: featureText(tool.features),
    categories: tool.categories.map((category) => category.name),
    tags: [...tool.tags].sort(),
    custody: tool.custody,
    kyc: tool.kyc,
    openSource: tool.openSource,
    lightning: tool.lightning,
    platforms: tool.platforms,
    featured: tool.featured,
  };
}

/** Everything a deleted tool was, for the history (its row is gone afterwards). */
export function wholeToolSnapshot(tool: EditorTool): Snapshot {
  return {
    ...toolFieldsOf(tool),
    status: tool.status,
    publishAt: tool.publishAt,
    rejectionReason: tool.rejectionReason,
    logoUrl: tool.logoUrl,
    screenshotUrl: tool.screenshotUrl,
    userId: tool.userId,
    createdAt: tool.createdAt,
  };
}
