// What the tool editor reads: one tool with every field it edits (categories in order, tags), the
// categories to choose from, and the snapshot of a tool that its history records.
import { asc, sql } from "drizzle-orm";
import {
  aboutText,
  CATEGORY_FIELDS,
  factSourceField,
  featureText,
  NO_HARDWARE_SIGNERS,
  toYesNoUnknown,
  type FactSourceField,
  type ToolFormValues,
} from "#app/lib/admin-tool-rules.ts";
import {
  FACT_KEYS,
  YES_NO_FACET_KEYS,
  type FactKey,
  type HardwareSigner,
  type YesNoFacet,
  type YesNoFacts,
} from "#app/lib/tool-facets.ts";
import type { FactSources } from "#app/lib/tool-facts.ts";
import type { Snapshot, Writer } from "#app/server/admin/audit.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { yesNoFactColumns } from "#app/server/catalog/yes-no-facts.server.ts";
import { selectList, type RawRow } from "#app/server/db/raw-rows.server.ts";
import { categories, tags, toolCategories, toolFactSources, tools, toolTags } from "#app/server/db/schema.server.ts";

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
    | "validation"
    | "hardwareSigners"
    | "platforms"
    | "status"
    | "publishAt"
    | "rejectionReason"
    | "logoUrl"
    | "screenshotUrl"
    | "userId"
    | "createdAt"
    | "updatedAt"
    | "version"
    | "lifecycle"
    | "lifecycleDate"
    | "lifecycleSourceUrl"
    | "successorToolId"
    | "repositoryUrl"
  >
> &
  YesNoFacts & {
    /** In the tool page's order: the first is the primary one. */
    categories: { id: string; name: string }[];
    tags: string[];
    factSources: FactSources;
    successorName: string | null;
    successorSlug: string | null;
  };

// Arrays come back as JSON: the per-request client does not parse Postgres' text[].
const editorColumns = selectList({
  id: tools.id,
  name: tools.name,
  slug: tools.slug,
  websiteUrl: tools.websiteUrl,
  repositoryUrl: tools.repositoryUrl,
  description: tools.description,
  fullDescription: tools.fullDescription,
  aboutMarkdown: tools.aboutMarkdown,
  features: tools.features,
  featured: tools.featured,
  custody: tools.custody,
  kyc: tools.kyc,
  ...yesNoFactColumns(),
  validation: tools.validation,
  hardwareSigners: sql`to_json(${tools.hardwareSigners})`,
  platforms: sql`to_json(${tools.platforms})`,
  status: tools.status,
  publishAt: tools.publishAt,
  rejectionReason: tools.rejectionReason,
  logoUrl: tools.logoUrl,
  screenshotUrl: tools.screenshotUrl,
  userId: tools.userId,
  createdAt: tools.createdAt,
  updatedAt: tools.updatedAt,
  version: tools.version,
  lifecycle: tools.lifecycle,
  lifecycleDate: tools.lifecycleDate,
  lifecycleSourceUrl: tools.lifecycleSourceUrl,
  successorToolId: tools.successorToolId,
  categories: sql`COALESCE((SELECT json_agg(json_build_object('id', ${categories.id}, 'name', ${categories.name}) ORDER BY ${toolCategories.position})
    FROM ${toolCategories} JOIN ${categories} ON ${categories.id} = ${toolCategories.categoryId} WHERE ${toolCategories.toolId} = ${tools.id}), '[]')`,
  tags: sql`COALESCE((SELECT json_agg(${tags.name} ORDER BY ${tags.name})
    FROM ${toolTags} JOIN ${tags} ON ${tags.id} = ${toolTags.tagId} WHERE ${toolTags.toolId} = ${tools.id}), '[]')`,
  successorName: sql`(SELECT s.name FROM ${tools} s WHERE s.id = ${tools.successorToolId})`,
  successorSlug: sql`(SELECT s.slug FROM ${tools} s WHERE s.id = ${tools.successorToolId})`,
  factSources: sql`COALESCE((SELECT json_object_agg(${toolFactSources.facet}, json_build_object('sourceUrl', ${toolFactSources.sourceUrl}, 'verifiedOn', ${toolFactSources.verifiedOn}))
    FROM ${toolFactSources} WHERE ${toolFactSources.toolId} = ${tools.id}), '{}')`,
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
    repositoryUrl: tool.repositoryUrl ?? "",
    description: tool.description,
    about: aboutText(tool.aboutMarkdown ?? tool.fullDescription),
    features: featureText(tool.features),
    ...categoryIds,
    tags: tool.tags.join(", "),
    custody: tool.custody ?? "",
    kyc: tool.kyc ?? "",
    ...(Object.fromEntries(YES_NO_FACET_KEYS.map((key) => [key, toYesNoUnknown(tool[key])])) as Record<
      YesNoFacet,
      string
    >),
    validation: tool.validation ?? "",
    hardwareSigners: hardwareSignersValue(tool.hardwareSigners),
    ...(Object.fromEntries(
      FACT_KEYS.map((key) => [factSourceField(key), tool.factSources[key]?.sourceUrl ?? ""]),
    ) as Record<FactSourceField, string>),
    factsVerified: "",
    platforms: tool.platforms.join(","),
    featured: tool.featured ? "on" : "",
    ...lifecycleFieldsOf(tool),
  };
}

/** The lifecycle as the form (and so the history and revisions) holds it: text, "" for none. */
export const lifecycleFieldsOf = (
  tool: Pick<EditorTool, "lifecycle" | "lifecycleDate" | "lifecycleSourceUrl" | "successorSlug">,
) => ({
  lifecycle: tool.lifecycle,
  lifecycleDate: tool.lifecycleDate ?? "",
  lifecycleSourceUrl: tool.lifecycleSourceUrl ?? "",
  successorSlug: tool.successorSlug ?? "",
});

const hardwareSignersValue = (signers: HardwareSigner[] | null) =>
  signers === null ? "" : signers.length === 0 ? NO_HARDWARE_SIGNERS : signers.join(",");

/** A tool's facts as stored, by fact. */
export type FactFields = Pick<EditorTool, FactKey>;

/** The facts of a tool, or of the editor's input. */
export const factFieldsOf = (tool: FactFields): FactFields =>
  Object.fromEntries(FACT_KEYS.map((key) => [key, tool[key]])) as FactFields;

/** A tool's editable fields as its history records them: categories and tags by name. */
export type ToolFields = FactFields & {
  name: string;
  slug: string;
  websiteUrl: string;
  repositoryUrl: string;
  description: string;
  about: string;
  features: string;
  categories: string[];
  tags: string[];
  /** The address of each fact's source, where it has one. */
  factSources: Partial<Record<FactKey, string>>;
  featured: boolean;
} & ReturnType<typeof lifecycleFieldsOf> & {
    /** The successor's name, so the history (and the changelog) can name it after a rename or a delete. */
    successorName: string;
  };

/** The source addresses of a tool's facts, leaving out those without one. */
export const sourceUrlsOf = (sources: FactSources): Partial<Record<FactKey, string>> =>
  Object.fromEntries(FACT_KEYS.flatMap((key) => (sources[key]?.sourceUrl ? [[key, sources[key].sourceUrl]] : [])));

export function toolFieldsOf(tool: EditorTool): ToolFields {
  return {
    name: tool.name,
    slug: tool.slug,
    websiteUrl: tool.websiteUrl,
    repositoryUrl: tool.repositoryUrl ?? "",
    description: tool.description,
    about: aboutText(tool.aboutMarkdown ?? tool.fullDescription),
    features: featureText(tool.features),
    categories: tool.categories.map((category) => category.name),
    tags: [...tool.tags].sort(),
    ...factFieldsOf(tool),
    factSources: sourceUrlsOf(tool.factSources),
    featured: tool.featured,
    ...lifecycleFieldsOf(tool),
    successorName: tool.successorName ?? "",
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
