// The catalog: tools, their facts' sources, categories, tags, and the slugs they had before.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { TOOL_LIFECYCLES } from "#app/lib/tool-lifecycle.ts";
import {
  CUSTODY_VALUES,
  FACT_KEYS,
  HARDWARE_SIGNER_VALUES,
  KYC_VALUES,
  PLATFORM_VALUES,
  TOOL_STATUSES,
  VALIDATION_VALUES,
  YES_NO_FACET_KEYS,
  type HardwareSigner,
  type Platform,
  type YesNoFacet,
} from "#app/lib/tool-facets.ts";
import { createdAt, updatedAt, editVersion, sqlList } from "#app/server/db/schema/columns.server.ts";

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    /** Published tools in the category, kept current by triggers. */
    toolCount: integer("tool_count").notNull().default(0),
    version: editVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("categories_slug_key").on(t.slug),
    uniqueIndex("categories_name_key").on(t.name),
    index("categories_tool_count_idx").on(t.toolCount.desc()),
    index("categories_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

export const tools = pgTable(
  "tools",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull(),
    /** The sanitized HTML of the About section, as the tool page shows it. */
    fullDescription: text("full_description"),
    /** What an editor wrote for About (Markdown); full_description is rendered from it on save. */
    aboutMarkdown: text("about_markdown"),
    websiteUrl: text("website_url").notNull(),
    logoUrl: text("logo_url"),
    screenshotUrl: text("screenshot_url"),
    /** One feature per line, "Title - description". */
    features: text("features"),
    featured: boolean("featured").notNull().default(false),
    status: text("status", { enum: TOOL_STATUSES }).notNull().default("draft"),
    userId: text("user_id"),
    custody: text("custody", { enum: CUSTODY_VALUES }),
    kyc: text("kyc", { enum: KYC_VALUES }),
    openSource: boolean("open_source"),
    /** Not open source, but the source is published under a licence that restricts its use. */
    sourceAvailable: boolean("source_available").notNull().default(false),
    lightning: boolean("lightning"),
    platforms: text("platforms")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`)
      .$type<Platform[]>(),
    // The facets below are null while not known: unknown is never guessed.
    bitcoinOnly: boolean("bitcoin_only"),
    validation: text("validation", { enum: VALIDATION_VALUES }),
    reproducibleBuilds: boolean("reproducible_builds"),
    tor: boolean("tor"),
    coinControl: boolean("coin_control"),
    multisig: boolean("multisig"),
    /** How it signs with a hardware signer; empty: with none. */
    hardwareSigners: text("hardware_signers").array().$type<HardwareSigner[]>(),
    custodialLightning: boolean("custodial_lightning"),
    selfCustodialLightning: boolean("self_custodial_lightning"),
    /** The yes/no facts that do not apply to this kind of tool; their columns stay null. */
    notApplicableFacts: text("not_applicable_facts")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`)
      .$type<YesNoFacet[]>(),
    /** When an editor scheduled the tool to go live; the every-minute cron publishes it then. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** Why an editor rejected the submission, shown to its submitter. */
    rejectionReason: text("rejection_reason"),
    /** Whether the tool is still offered (app/lib/tool-lifecycle.ts); a date and a source unless active. */
    lifecycle: text("lifecycle", { enum: TOOL_LIFECYCLES }).notNull().default("active"),
    lifecycleDate: date("lifecycle_date", { mode: "string" }),
    lifecycleSourceUrl: text("lifecycle_source_url"),
    successorToolId: uuid("successor_tool_id").references((): AnyPgColumn => tools.id, { onDelete: "set null" }),
    /** The tool's source repository: on GitHub, whose figures the repository cron reads, or on gitlab.com or codeberg.org. */
    repositoryUrl: text("repository_url"),
    /** The public source that names the repository for this tool, pinned to a commit. */
    repositorySourceUrl: text("repository_source_url"),
    version: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("tools_slug_key").on(t.slug),
    index("tools_publish_at_idx")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    index("tools_website_url_trgm_idx").using("gin", sql`${t.websiteUrl} gin_trgm_ops`),
    index("tools_slug_trgm_idx").using("gin", sql`${t.slug} gin_trgm_ops`),
    // The listing's three orders, each with the id tie-break, so a page is read in index order.
    index("tools_status_created_at_id_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id),
    index("tools_status_lower_name_id_idx").on(t.status, sql`lower(${t.name})`, t.id),
    // The admin tool table's orders across every status, and its default order within one.
    index("tools_updated_at_id_idx").on(t.updatedAt.desc().nullsFirst(), t.id),
    index("tools_status_updated_at_id_idx").on(t.status, t.updatedAt.desc().nullsFirst(), t.id),
    index("tools_created_at_id_idx").on(t.createdAt.desc().nullsFirst(), t.id),
    index("tools_lower_name_id_idx").on(sql`lower(${t.name})`, t.id),
    // Featured tools are few: the table's "featured" filter reads them here instead of every row.
    index("tools_featured_updated_at_id_idx")
      .on(t.updatedAt.desc().nullsFirst(), t.id)
      .where(sql`${t.featured}`),
    index("tools_featured_idx")
      .on(t.createdAt.desc())
      .where(sql`${t.featured} and ${t.status} = 'published'`),
    index("tools_user_id_idx").on(t.userId),
    index("tools_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    // A search reads the published names starting with its text in this order and stops early.
    index("tools_published_lower_name_pattern_idx")
      .on(sql`lower(${t.name}) text_pattern_ops`)
      .where(sql`${t.status} = 'published'`),
    // The search also finds tools by their description.
    index("tools_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
    index("tools_platforms_idx").using("gin", t.platforms),
    check("tools_status_check", sql`${t.status} in (${sqlList(TOOL_STATUSES)})`),
    check("tools_custody_check", sql`${t.custody} in (${sqlList(CUSTODY_VALUES)})`),
    check("tools_kyc_check", sql`${t.kyc} in (${sqlList(KYC_VALUES)})`),
    check("tools_platforms_check", sql`${t.platforms} <@ array[${sqlList(PLATFORM_VALUES)}]::text[]`),
    check("tools_validation_check", sql`${t.validation} in (${sqlList(VALIDATION_VALUES)})`),
    check(
      "tools_hardware_signers_check",
      sql`${t.hardwareSigners} <@ array[${sqlList(HARDWARE_SIGNER_VALUES)}]::text[]`,
    ),
    check(
      "tools_not_applicable_facts_check",
      sql`${t.notApplicableFacts} <@ array[${sqlList(YES_NO_FACET_KEYS)}]::text[]`,
    ),
    // A fact that does not apply has no yes or no; source available is a kind of "not open source".
    check(
      "tools_not_applicable_null_check",
      sql.join(
        YES_NO_FACET_KEYS.map(
          (key) => sql`(${t[key]} IS NULL OR NOT ${sql.raw(`'${key}'`)} = ANY(${t.notApplicableFacts}))`,
        ),
        sql` AND `,
      ),
    ),
    check("tools_source_available_check", sql`NOT ${t.sourceAvailable} OR ${t.openSource} = false`),
    check("tools_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("tools_lifecycle_check", sql`${t.lifecycle} in (${sqlList(TOOL_LIFECYCLES)})`),
    // An ended tool names its source; its date only where the source gives one.
    check("tools_lifecycle_sourced_check", sql`${t.lifecycle} = 'active' or ${t.lifecycleSourceUrl} is not null`),
    check("tools_successor_not_self_check", sql`${t.successorToolId} <> ${t.id}`),
  ],
);

/** Where a fact about a tool comes from, and the day an editor (or the seed) last checked it. */
export const toolFactSources = pgTable(
  "tool_fact_sources",
  {
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    facet: text("facet", { enum: FACT_KEYS }).notNull(),
    sourceUrl: text("source_url"),
    verifiedOn: date("verified_on", { mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.toolId, t.facet] }),
    check("tool_fact_sources_facet_check", sql`${t.facet} in (${sqlList(FACT_KEYS)})`),
    check("tool_fact_sources_url_check", sql`${t.sourceUrl} ~ '^https?://'`),
  ],
);

/** A slug a tool had before: its old URL answers 301 to the tool's current one. */
export const toolSlugRedirects = pgTable(
  "tool_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("tool_slug_redirects_tool_id_idx").on(t.toolId)],
);

/** A slug a category had before: its old URL answers 301 to the category's current one. */
export const categorySlugRedirects = pgTable(
  "category_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("category_slug_redirects_category_id_idx").on(t.categoryId)],
);

export const toolCategories = pgTable(
  "tool_categories",
  {
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    /** 0 is the tool's primary category. */
    position: smallint("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.toolId, t.categoryId] }),
    uniqueIndex("tool_categories_tool_position_key").on(t.toolId, t.position),
    index("tool_categories_category_id_idx").on(t.categoryId),
  ],
);

export const tags = pgTable(
  "tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Trimmed and lower-cased on write. */
    name: text("name").notNull(),
    /** Published tools with the tag, kept current by triggers. */
    toolCount: integer("tool_count").notNull().default(0),
    version: editVersion(),
  },
  (t) => [
    uniqueIndex("tags_name_key").on(t.name),
    index("tags_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    check("tags_name_check", sql`${t.name} = lower(btrim(${t.name})) and ${t.name} <> ''`),
  ],
);

/**
 * A name a tag had before it was renamed or merged into another: its old page answers 301 to the
 * tag's current one. A live tag of that name always wins over the redirect.
 */
export const tagRedirects = pgTable(
  "tag_redirects",
  {
    oldName: text("old_name").primaryKey(),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("tag_redirects_tag_id_idx").on(t.tagId)],
);

export const toolTags = pgTable(
  "tool_tags",
  {
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  // A tag's tools read from the index alone (tag pages, search by tag).
  (t) => [primaryKey({ columns: [t.toolId, t.tagId] }), index("tool_tags_tag_id_tool_id_idx").on(t.tagId, t.toolId)],
);

/** The list view: one row per tool with its categories in order. */
export const toolsWithCategories = pgView("tools_with_categories", {
  id: uuid("id").notNull(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  logoUrl: text("logo_url"),
  slug: text("slug").notNull(),
  categoryNames: text("category_names"),
  categoryIds: text("category_ids"),
  featured: boolean("featured").notNull(),
  status: text("status", { enum: TOOL_STATUSES }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}).existing();
