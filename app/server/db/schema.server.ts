// The database schema. Table and column names follow the product spec (section 3) so the
// database can live in a Supabase project unchanged. Migrations in db/migrations are generated
// from this file (`npx drizzle-kit generate`); triggers, the pg_trgm extension and the
// tools_with_categories view are hand-written migrations beside them.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  bigint,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AUDIT_ENTITY_TYPES } from "#app/lib/audit.ts";
import { CONTACT_MESSAGE_STATUSES } from "#app/lib/contact-message-status.ts";
import { EDITOR_EVENT_KINDS, NOTIFICATION_FREQUENCIES } from "#app/lib/editor-notifications.ts";
import { ETF_AUM_UNITS, ETF_TYPES } from "#app/lib/etf-table.ts";
import { HEALTH_CHECK_OUTCOMES, TOOL_HEALTH_STATES } from "#app/lib/listing-health.ts";
import { TOOL_IMAGE_SOURCES } from "#app/lib/tool-image-origin.ts";
import { TOOL_REVIEW_KINDS } from "#app/lib/tool-reviews.ts";
import { SUBMITTER_NOTICE_EVENTS } from "#app/lib/submitter-notices.ts";
import { WEB_VITAL_METRICS } from "#app/lib/web-vitals.ts";
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
import { REPORT_KINDS, REPORT_STATUSES } from "#app/lib/tool-reports.ts";
import { REVISION_KINDS } from "#app/lib/revisions.ts";
import { WATCH_FREQUENCIES, type WatchedChangeLine } from "#app/lib/tool-watch.ts";
import { ALERT_DIRECTIONS } from "#app/lib/price-alerts.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** Bumped by every write of what an editor form shows, so a form loaded before it is refused. */
const editVersion = () => integer("version").notNull().default(1);
const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

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

// Accounts (better-auth's core tables; the adapter maps its models onto these by key).
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().default(""),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** Set by an admin: the user's sessions are gone and sign-in is refused until it is cleared. */
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("sessions_token_key").on(t.token), index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

/** Single-use values such as magic-link tokens, with their expiry. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * Newsletter subscribers. Sign-in subscribes an address as confirmed; the newsletter forms add
 * pending ones that confirm by mail.
 */
export const subscribers = pgTable(
  "subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    source: text("source", { enum: ["sign-in", "footer", "hero", "tool-sidebar"] }).notNull(),
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("subscribers_created_at_idx").on(t.createdAt.desc()),
    uniqueIndex("subscribers_email_lower_key").on(sql`lower(${t.email})`),
    check("subscribers_source_check", sql`${t.source} IN ('sign-in', 'footer', 'hero', 'tool-sidebar')`),
    check("subscribers_status_check", sql`${t.status} IN ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

/** Each weekly newsletter: its week (starting Monday, UTC), and when its sending began and ended. */
export const newsletterIssues = pgTable("newsletter_issues", {
  weekStart: date("week_start").primaryKey(),
  tools: integer("tools").notNull(),
  posts: integer("posts").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

/**
 * One row per issue and subscriber, claimed before the mail goes: nobody gets an issue twice. A
 * mail the server refused stays claimed as 'failed'.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    weekStart: date("week_start")
      .notNull()
      .references(() => newsletterIssues.weekStart, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    outcome: text("outcome", { enum: ["sent", "failed"] })
      .notNull()
      .default("sent"),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.subscriberId] }),
    check("newsletter_deliveries_outcome_check", sql`${t.outcome} IN ('sent', 'failed')`),
  ],
);

/**
 * Messages from the contact form, kept whether or not the team's mail went out. Editors mark each
 * one handled or spam in the admin inbox.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    status: text("status", { enum: CONTACT_MESSAGE_STATUSES }).notNull().default("open"),
    /** When the status last left 'open'. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_status_created_at_idx").on(t.status, t.createdAt.desc()),
    index("contact_messages_created_at_idx").on(t.createdAt.desc()),
    check("contact_messages_status_check", sql`${t.status} in (${sqlList(CONTACT_MESSAGE_STATUSES)})`),
  ],
);

/** Captcha solutions already accepted, kept until they expire: each one is accepted once. */
export const captchaSolutions = pgTable("captcha_solutions", {
  signature: text("signature").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Hits per key and fixed window (app/server/security/rate-limit.ts). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Mail kept instead of sent when no SMTP server is configured (a fresh local machine). */
export const mailOutbox = pgTable("mail_outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  html: text("html").notNull(),
  text: text("text").notNull(),
  createdAt: createdAt(),
});

export const profiles = pgTable(
  "profiles",
  {
    /** The user's id. */
    id: text("id").primaryKey(),
    username: text("username"),
    fullName: text("full_name"),
    avatarUrl: text("avatar_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("profiles_username_lower_key").on(sql`lower(${t.username})`)],
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

/**
 * Every admin write: who, when, which entity, and the fields it changed, before and after.
 * Rows are only ever added (a trigger refuses updates and deletes). The actor's address is kept
 * beside their id so the history still names them after their account is gone.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    entityType: text("entity_type", { enum: AUDIT_ENTITY_TYPES }).notNull(),
    entityId: text("entity_id").notNull(),
    /** What the entity was called at the time (a deleted one can no longer be looked up). */
    entityLabel: text("entity_label").notNull(),
    action: text("action").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt.desc()),
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.createdAt.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt.desc()),
    check("audit_log_entity_type_check", sql`${t.entityType} in (${sqlList(AUDIT_ENTITY_TYPES)})`),
  ],
);

/** Visitors' reports of a problem with a tool, and how an editor closed each one. */
export const toolReports = pgTable(
  "tool_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REPORT_KINDS }).notNull(),
    message: text("message").notNull(),
    /** Where to tell the reporter it was resolved; none when they left no address. */
    email: text("email"),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    /** What the editor did, as the reporter is told; every resolved report has one. */
    resolutionNote: text("resolution_note"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** When the reporter was mailed the resolution. */
    reporterMailedAt: timestamp("reporter_mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("tool_reports_status_created_at_idx").on(t.status, t.createdAt.desc()),
    index("tool_reports_tool_id_idx").on(t.toolId),
    check("tool_reports_kind_check", sql`${t.kind} in (${sqlList(REPORT_KINDS)})`),
    check("tool_reports_status_check", sql`${t.status} in (${sqlList(REPORT_STATUSES)})`),
    check("tool_reports_resolution_note_check", sql`${t.status} <> 'resolved' OR ${t.resolutionNote} IS NOT NULL`),
  ],
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

export const blogCategories = pgTable(
  "blog_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    version: editVersion(),
  },
  (t) => [uniqueIndex("blog_categories_slug_key").on(t.slug), uniqueIndex("blog_categories_name_key").on(t.name)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt"),
    featuredImage: text("featured_image"),
    /** What the featured image shows, for people who cannot see it; null only for images from before it was asked. */
    featuredImageAlt: text("featured_image_alt"),
    /** The Markdown an editor wrote; `content` holds its sanitized HTML (seeded posts have HTML only). */
    contentMarkdown: text("content_markdown"),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** An unpublished post with this time is published by the every-minute cron once it has come. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    authorId: text("author_id").references(() => profiles.id, { onDelete: "set null" }),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    index("blog_posts_published_at_idx")
      .on(t.publishedAt.desc())
      .where(sql`${t.published}`),
    index("blog_posts_publish_at_idx")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    index("blog_posts_updated_at_idx").on(t.updatedAt.desc()),
  ],
);

/** A post's earlier slugs: /blog/{old} answers 301 to the post's current address. */
export const blogPostSlugRedirects = pgTable(
  "blog_post_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("blog_post_slug_redirects_post_id_idx").on(t.postId)],
);

/** The tools a post features (at most 5), in order. */
export const blogPostTools = pgTable(
  "blog_post_tools",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.toolId] }),
    uniqueIndex("blog_post_tools_post_id_position_key").on(t.postId, t.position),
    index("blog_post_tools_tool_id_idx").on(t.toolId),
    check("blog_post_tools_position_check", sql`${t.position} between 1 and 5`),
  ],
);

export const blogPostCategories = pgTable(
  "blog_post_categories",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => blogCategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index("blog_post_categories_category_id_idx").on(t.categoryId),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    role: text("role", { enum: ["admin", "user"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_roles_user_id_role_key").on(t.userId, t.role),
    check("user_roles_role_check", sql`${t.role} in ('admin', 'user')`),
  ],
);

export const bookmarks = pgTable(
  "bookmarks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bookmarks_user_id_tool_id_key").on(t.userId, t.toolId),
    index("bookmarks_tool_id_idx").on(t.toolId),
  ],
);

export const learningResources = pgTable(
  "learning_resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    kind: text("kind").notNull(),
    author: text("author"),
    description: text("description").notNull(),
    position: integer("position").notNull().default(0),
    version: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("learning_resources_url_key").on(t.url),
    index("learning_resources_kind_position_idx").on(t.kind, t.position),
  ],
);

/**
 * Bitcoin's price in each currency over time, for the price charts. The warmer appends every poll
 * and keeps one row per hour once rows are two days old; CoinGecko's market_chart fills the past
 * the first time a currency is charted.
 */
export const priceHistory = pgTable(
  "price_history",
  {
    currency: text("currency").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    price: doublePrecision("price").notNull(),
    source: text("source").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.at] }),
    check("price_history_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("price_history_price_check", sql`${t.price} > 0`),
  ],
);

/**
 * The latest Alpha Vantage answer per ETF ticker. 'quoted' rows carry the day's change; a
 * 'no-quote' row (rate-limit note or empty quote) only exists while no quote was ever stored.
 */
export const etfQuotes = pgTable(
  "etf_quotes",
  {
    ticker: text("ticker").primaryKey(),
    outcome: text("outcome", { enum: ["quoted", "no-quote"] }).notNull(),
    changePercent: doublePrecision("change_percent"),
    price: doublePrecision("price"),
    tradingDay: date("trading_day", { mode: "string" }),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("etf_quotes_ticker_check", sql`${t.ticker} ~ '^[A-Z]{1,5}$'`),
    check(
      "etf_quotes_outcome_check",
      sql`(${t.outcome} = 'quoted' AND ${t.changePercent} IS NOT NULL) OR (${t.outcome} = 'no-quote' AND ${t.changePercent} IS NULL)`,
    ),
  ],
);

/** Every ETF refresh and the quote calls it made: the ledger of the Alpha Vantage daily budget. */
export const etfRefreshes = pgTable(
  "etf_refreshes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    trigger: text("trigger", { enum: ["schedule", "visitor"] }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Reserved at the start, then set to the calls actually made. */
    calls: smallint("calls").notNull(),
    /** The service said the key's limit is reached: the budget counts as spent for the day. */
    limitReached: boolean("limit_reached").notNull().default(false),
    quoted: smallint("quoted").notNull().default(0),
  },
  (t) => [
    index("etf_refreshes_started_at_idx").on(t.startedAt.desc()),
    check("etf_refreshes_trigger_check", sql`${t.trigger} IN ('schedule', 'visitor')`),
    check("etf_refreshes_calls_check", sql`${t.calls} >= 0`),
  ],
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

/** The dictionary's terms. Each term's anchor on the dictionary page is its slug. */
export const glossaryTerms = pgTable(
  "glossary_terms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    term: text("term").notNull(),
    slug: text("slug").notNull(),
    definition: text("definition").notNull(),
    version: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("glossary_terms_slug_key").on(t.slug),
    uniqueIndex("glossary_terms_term_lower_key").on(sql`lower(${t.term})`),
  ],
);

/** "See also" links between terms, one row per direction shown. */
export const glossaryTermRelations = pgTable(
  "glossary_term_relations",
  {
    termId: uuid("term_id")
      .notNull()
      .references(() => glossaryTerms.id, { onDelete: "cascade" }),
    relatedTermId: uuid("related_term_id")
      .notNull()
      .references(() => glossaryTerms.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.termId, t.relatedTermId] }),
    index("glossary_term_relations_related_term_id_idx").on(t.relatedTermId),
    check("glossary_term_relations_not_self_check", sql`${t.termId} <> ${t.relatedTermId}`),
  ],
);

/**
 * The ETF comparison's funds and their figures, edited in the admin portal. The day's price change
 * comes from etf_quotes; AUM is stored as an amount and its unit ('53' 'billion' reads '$53 billion').
 */
export const etfs = pgTable(
  "etfs",
  {
    ticker: text("ticker").primaryKey(),
    name: text("name").notNull(),
    assetManager: text("asset_manager").notNull(),
    /** Null when no filing or issuer page states it: the table says "Not known". */
    aumAmount: doublePrecision("aum_amount"),
    aumUnit: text("aum_unit", { enum: ETF_AUM_UNITS }),
    /** Percent a year: 0.25 means 0.25%; null when no source states it. */
    expenseRatio: doublePrecision("expense_ratio"),
    type: text("type", { enum: ETF_TYPES }).notNull(),
    exchange: text("exchange").notNull(),
    firstTradingDay: date("first_trading_day", { mode: "string" }).notNull(),
    notes: text("notes").notNull().default(""),
    position: smallint("position").notNull(),
    /** The fund's page on its issuer's site. */
    issuerUrl: text("issuer_url"),
    /** The day the AUM figure was true, and where it was read. */
    aumAsOf: date("aum_as_of", { mode: "string" }),
    aumSourceUrl: text("aum_source_url"),
    expenseRatioAsOf: date("expense_ratio_as_of", { mode: "string" }),
    expenseRatioSourceUrl: text("expense_ratio_source_url"),
    /** Bitcoin the fund reported holding, on a day, from a source; null: estimated from AUM, when it can be. */
    btcHeld: doublePrecision("btc_held"),
    btcHeldAsOf: date("btc_held_as_of", { mode: "string" }),
    btcHeldSourceUrl: text("btc_held_source_url"),
    version: editVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "etfs_btc_held_check",
      sql`(${t.btcHeld} IS NULL AND ${t.btcHeldAsOf} IS NULL AND ${t.btcHeldSourceUrl} IS NULL) OR (${t.btcHeld} >= 0 AND ${t.btcHeld} <= 21000000 AND ${t.btcHeldAsOf} IS NOT NULL AND ${t.btcHeldSourceUrl} IS NOT NULL)`,
    ),
    check(
      "etfs_aum_check",
      sql`(${t.aumAmount} IS NULL AND ${t.aumUnit} IS NULL AND ${t.aumAsOf} IS NULL AND ${t.aumSourceUrl} IS NULL) OR (${t.aumAmount} IS NOT NULL AND ${t.aumUnit} IS NOT NULL AND ${t.aumAsOf} IS NOT NULL)`,
    ),
    check(
      "etfs_expense_ratio_dated_check",
      sql`(${t.expenseRatio} IS NULL AND ${t.expenseRatioAsOf} IS NULL AND ${t.expenseRatioSourceUrl} IS NULL) OR (${t.expenseRatio} IS NOT NULL AND ${t.expenseRatioAsOf} IS NOT NULL)`,
    ),
    check("etfs_ticker_check", sql`${t.ticker} ~ '^[A-Z]{1,5}$'`),
    check("etfs_aum_unit_check", sql`${t.aumUnit} in (${sqlList(ETF_AUM_UNITS)})`),
    check("etfs_type_check", sql`${t.type} in (${sqlList(ETF_TYPES)})`),
    check("etfs_aum_amount_check", sql`${t.aumAmount} >= 0`),
    check("etfs_expense_ratio_check", sql`${t.expenseRatio} >= 0 and ${t.expenseRatio} < 100`),
  ],
);

/** When the ETF figures were true and where they come from: one row. */
export const etfFigures = pgTable(
  "etf_figures",
  {
    id: boolean("id").primaryKey().default(true),
    asOf: date("as_of", { mode: "string" }).notNull(),
    sourceUrl: text("source_url"),
    version: editVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [check("etf_figures_single_row_check", sql`${t.id}`)],
);

/**
 * Page views per path and UTC day, counted by the Worker (bots excluded, nothing about the visitor
 * kept) and added in batches, never one write per request.
 */
export const pageViews = pgTable(
  "page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] }), check("page_views_views_check", sql`${t.views} > 0`)],
);

/** Core Web Vitals reported by visitors' browsers: one row per metric and page view. */
export const webVitals = pgTable(
  "web_vitals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    day: date("day", { mode: "string" }).notNull(),
    pageType: text("page_type").notNull(),
    metric: text("metric", { enum: WEB_VITAL_METRICS }).notNull(),
    value: doublePrecision("value").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("web_vitals_day_page_type_metric_idx").on(t.day, t.pageType, t.metric),
    check("web_vitals_metric_check", sql`${t.metric} in (${sqlList(WEB_VITAL_METRICS)})`),
    check("web_vitals_value_check", sql`${t.value} >= 0`),
  ],
);

/**
 * Each check of a published tool's website by the hourly listing check (kept 90 days): what it
 * found, the address it ended on and the last HTTP status.
 */
export const toolHealthChecks = pgTable(
  "tool_health_checks",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
    /** The tool's website address when it was checked. */
    url: text("url").notNull(),
    outcome: text("outcome", { enum: HEALTH_CHECK_OUTCOMES }).notNull(),
    statusCode: smallint("status_code"),
    finalUrl: text("final_url").notNull(),
  },
  (t) => [
    index("tool_health_checks_tool_id_checked_at_idx").on(t.toolId, t.checkedAt.desc()),
    index("tool_health_checks_checked_at_idx").on(t.checkedAt),
    check("tool_health_checks_outcome_check", sql`${t.outcome} in (${sqlList(HEALTH_CHECK_OUTCOMES)})`),
  ],
);

/**
 * Each checked tool's health, worked out from its checks by a trigger on tool_health_checks
 * (migration 0017 states the rule), so the admin table filters on it without reading the history.
 * A tool with no checks has no row.
 */
export const toolHealth = pgTable(
  "tool_health",
  {
    toolId: uuid("tool_id")
      .primaryKey()
      .references(() => tools.id, { onDelete: "cascade" }),
    state: text("state", { enum: TOOL_HEALTH_STATES }).notNull(),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }).notNull(),
    /** The address the latest check visited: a tool whose address changed since is checked again first. */
    lastUrl: text("last_url").notNull(),
    lastOutcome: text("last_outcome", { enum: HEALTH_CHECK_OUTCOMES }).notNull(),
    lastStatusCode: smallint("last_status_code"),
    /** Failed checks since the last success, and when the first of them was. */
    failures: integer("failures").notNull(),
    failingSince: timestamp("failing_since", { withTimezone: true }),
    /** Where the site sends visitors, when a check since the last success found it redirecting away. */
    redirectUrl: text("redirect_url"),
  },
  (t) => [
    index("tool_health_state_idx").on(t.state),
    index("tool_health_last_checked_at_idx").on(t.lastCheckedAt),
    check("tool_health_state_check", sql`${t.state} in (${sqlList(TOOL_HEALTH_STATES)})`),
    check("tool_health_last_outcome_check", sql`${t.lastOutcome} in (${sqlList(HEALTH_CHECK_OUTCOMES)})`),
  ],
);

/** A term's earlier slugs: the dictionary's /{old} answers 301 to the term's current page. */
export const glossaryTermSlugRedirects = pgTable(
  "glossary_term_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    termId: uuid("term_id")
      .notNull()
      .references(() => glossaryTerms.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("glossary_term_slug_redirects_term_id_idx").on(t.termId)],
);

/**
 * Images editors upload for posts' Markdown (the media list): WebP files in the blog-images bucket
 * under media/, each with its alt text. One that a post uses cannot be deleted.
 */
export const blogImages = pgTable(
  "blog_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Where it is served, as posts' Markdown names it: /blog-images/media/{random}-{width}x{height}.webp */
    url: text("url").notNull(),
    alt: text("alt").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    uploadedBy: text("uploaded_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("blog_images_url_key").on(t.url), index("blog_images_created_at_idx").on(t.createdAt.desc())],
);

/**
 * Every save of a tool, post or glossary term, with the editor's fields whole (Markdown as
 * written), who made it and how (`REVISION_KINDS`). Exactly one of the three entity columns is
 * set; a deleted entity takes its revisions with it. `changed_fields` names the fields that differ
 * from the revision before; `fields_md5` lets a list tell which revision is the current version.
 */
export const revisions = pgTable(
  "revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toolId: uuid("tool_id").references(() => tools.id, { onDelete: "cascade" }),
    postId: uuid("post_id").references(() => blogPosts.id, { onDelete: "cascade" }),
    glossaryTermId: uuid("glossary_term_id").references(() => glossaryTerms.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REVISION_KINDS }).notNull(),
    /** Null for a `base` revision, which nobody made here. */
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    actorName: text("actor_name"),
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    fieldsMd5: text("fields_md5")
      .notNull()
      .generatedAlwaysAs(sql`md5(fields::text)`),
    changedFields: text("changed_fields")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The revision a `restore` brought back, while it exists. */
    restoredFrom: uuid("restored_from"),
    createdAt: createdAt(),
  },
  (t) => [
    index("revisions_tool_idx")
      .on(t.toolId, t.createdAt.desc())
      .where(sql`${t.toolId} is not null`),
    index("revisions_post_idx")
      .on(t.postId, t.createdAt.desc())
      .where(sql`${t.postId} is not null`),
    index("revisions_glossary_term_idx")
      .on(t.glossaryTermId, t.createdAt.desc())
      .where(sql`${t.glossaryTermId} is not null`),
    uniqueIndex("revisions_autosave_key")
      .on(t.postId, t.actorId)
      .where(sql`${t.kind} = 'autosave'`),
    check("revisions_one_entity_check", sql`num_nonnulls(${t.toolId}, ${t.postId}, ${t.glossaryTermId}) = 1`),
    check("revisions_kind_check", sql`${t.kind} in (${sqlList(REVISION_KINDS)})`),
  ],
);

/**
 * How each admin hears of new work (app/lib/editor-notifications.ts). An admin without a row hears
 * at once. Only events after `chosen_at` are mailed under the choice.
 */
export const adminNotificationSettings = pgTable(
  "admin_notification_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    frequency: text("frequency", { enum: NOTIFICATION_FREQUENCIES }).notNull(),
    chosenAt: timestamp("chosen_at", { withTimezone: true }).notNull().defaultNow(),
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
  },
  (t) => [
    check("admin_notification_settings_frequency_check", sql`${t.frequency} in (${sqlList(NOTIFICATION_FREQUENCIES)})`),
  ],
);

/**
 * What a tool's submitter is to be told: it went live, or its date of going live was set, moved or
 * dropped. A trigger on tools writes a row for each such change, whatever made it (migration
 * 0025 states the rule); notify-submitter-live.server.ts mails each row once and stamps it.
 */
export const submitterNotices = pgTable(
  "submitter_notices",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    event: text("event", { enum: SUBMITTER_NOTICE_EVENTS }).notNull(),
    /** The date it goes live, for 'scheduled' and 'rescheduled'. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** When a mail took it; null while it waits. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    outcome: text("outcome", { enum: ["sent", "failed", "no-submitter"] }),
  },
  (t) => [
    index("submitter_notices_waiting_idx")
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
    check("submitter_notices_event_check", sql`${t.event} in (${sqlList(SUBMITTER_NOTICE_EVENTS)})`),
  ],
);

/**
 * What the editors hear about: a new submission, report or contact message, a website that turned
 * 'Needs review'. `key` names the happening ("report:{id}", "needs-review:{check id}"), so it is
 * recorded once however often it is announced.
 */
export const editorEvents = pgTable(
  "editor_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    key: text("key").notNull(),
    kind: text("kind", { enum: EDITOR_EVENT_KINDS }).notNull(),
    /** The item in a line: the tool's name, the message's subject. */
    title: text("title").notNull(),
    /** The item's admin page, under /admin. */
    path: text("path").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("editor_events_key_key").on(t.key),
    index("editor_events_created_at_idx").on(t.createdAt),
    check("editor_events_kind_check", sql`${t.kind} in (${sqlList(EDITOR_EVENT_KINDS)})`),
  ],
);

/**
 * One row per event and admin, claimed before the mail goes (at once, or in a digest): nobody hears
 * of an event twice. A mail the server refused stays claimed as 'failed'.
 */
export const editorEventDeliveries = pgTable(
  "editor_event_deliveries",
  {
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => editorEvents.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["instant", "digest"] }).notNull(),
    outcome: text("outcome", { enum: ["sent", "failed"] })
      .notNull()
      .default("sent"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index("editor_event_deliveries_user_id_idx").on(t.userId),
    check("editor_event_deliveries_channel_check", sql`${t.channel} IN ('instant', 'digest')`),
    check("editor_event_deliveries_outcome_check", sql`${t.outcome} IN ('sent', 'failed')`),
  ],
);

/**
 * What an editor typed on the new-post page and never saved, kept by its autosave: one per editor,
 * replaced by each autosave, dropped when they create a post or discard it. Never a post.
 */
export const newPostDrafts = pgTable("new_post_drafts", {
  authorId: text("author_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  fields: jsonb("fields").$type<Record<string, string>>().notNull(),
  savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The tools a user watches: they are mailed when its lifecycle, website, facts or latest release change. */
export const toolWatches = pgTable(
  "tool_watches",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.toolId] }), index("tool_watches_tool_id_idx").on(t.toolId)],
);

/** How often a user hears of the tools they watch; no row means at once (app/lib/tool-watch.ts). */
export const watchSettings = pgTable(
  "watch_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    frequency: text("frequency", { enum: WATCH_FREQUENCIES }).notNull(),
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
  },
  (t) => [check("watch_settings_frequency_check", sql`${t.frequency} in (${sqlList(WATCH_FREQUENCIES)})`)],
);

/**
 * One change of a watched tool (an editor's save, a new release), queued in the transaction that
 * made it, with what changed in words. Only tools somebody watches get rows.
 */
export const toolWatchChanges = pgTable(
  "tool_watch_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    lines: jsonb("lines").$type<WatchedChangeLine[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("tool_watch_changes_tool_id_idx").on(t.toolId),
    index("tool_watch_changes_created_at_idx").on(t.createdAt),
  ],
);

/** One row per change and watcher, claimed before the mail goes: nobody hears of a change twice. */
export const toolWatchDeliveries = pgTable(
  "tool_watch_deliveries",
  {
    changeId: bigint("change_id", { mode: "number" })
      .notNull()
      .references(() => toolWatchChanges.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: WATCH_FREQUENCIES }).notNull(),
    outcome: text("outcome", { enum: ["sent", "failed"] })
      .notNull()
      .default("sent"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.changeId, t.userId] }),
    index("tool_watch_deliveries_user_id_idx").on(t.userId),
    check("tool_watch_deliveries_outcome_check", sql`${t.outcome} IN ('sent', 'failed')`),
  ],
);

/**
 * Where a tool's logo or screenshot came from: an editor's upload, the tool's own website (the
 * icon or og:image address it was fetched from), an icon package the site ships (`package`: the
 * seed's brand logos), or the GitHub organisation's avatar. A stored image without a row predates
 * this table and counts as an editor's. The listing check never replaces an editor's image.
 */
export const toolImageOrigins = pgTable(
  "tool_image_origins",
  {
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["logo", "screenshot"] }).notNull(),
    source: text("source", { enum: TOOL_IMAGE_SOURCES }).notNull(),
    /** For a fetched image, the address of the file it was made from. */
    sourceUrl: text("source_url"),
    /** The licence the image is published under, where its origin states one (an SPDX id). */
    license: text("license"),
    storedAt: timestamp("stored_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.toolId, t.kind] }),
    check("tool_image_origins_kind_check", sql`${t.kind} IN ('logo', 'screenshot')`),
    check("tool_image_origins_source_check", sql`${t.source} IN ('editor', 'website', 'package', 'avatar')`),
  ],
);

/** The latest look at a tool's website for its icons and og:image, and what it found. */
export const toolSiteImageFetches = pgTable("tool_site_image_fetches", {
  toolId: uuid("tool_id")
    .primaryKey()
    .references(() => tools.id, { onDelete: "cascade" }),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  /** What came of it, in words an editor reads ("Logo stored", "No icon found", a refusal). */
  outcome: text("outcome").notNull(),
});

/**
 * What the GitHub API last said of a tool's repository (app/server/repositories/): the figures of
 * the last successful read, kept when a later read fails, and when and how the last read went.
 * `repository_url` is the address read: figures of an address the tool no longer names are not shown.
 */
export const toolRepositoryStats = pgTable(
  "tool_repository_stats",
  {
    toolId: uuid("tool_id")
      .primaryKey()
      .references(() => tools.id, { onDelete: "cascade" }),
    repositoryUrl: text("repository_url").notNull(),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }).notNull(),
    lastOutcome: text("last_outcome", { enum: ["ok", "not-found", "failed"] }).notNull(),
    /** When the figures below were read (the last read that succeeded). */
    figuresReadAt: timestamp("figures_read_at", { withTimezone: true }),
    archived: boolean("archived"),
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
    licenseSpdxId: text("license_spdx_id"),
    stars: integer("stars"),
    releaseTag: text("release_tag"),
    releasePublishedAt: timestamp("release_published_at", { withTimezone: true }),
    releaseUrl: text("release_url"),
    /** Set when the figures were read from a snapshot of the repository at this commit, not from the API. */
    snapshotCommit: text("snapshot_commit"),
    /** The first of an unbroken run of reads that found no repository at the address. */
    notFoundSince: timestamp("not_found_since", { withTimezone: true }),
  },
  (t) => [
    index("tool_repository_stats_last_read_at_idx").on(t.lastReadAt),
    index("tool_repository_stats_release_published_at_idx").on(t.releasePublishedAt),
    check("tool_repository_stats_last_outcome_check", sql`${t.lastOutcome} in ('ok', 'not-found', 'failed')`),
  ],
);

/**
 * Something the editors should look at for a tool, opened by a check (the repository check: a
 * licence that contradicts the listing's "open source"), and closed by an editor. At most one open
 * review of a kind per tool.
 */
export const toolReviews = pgTable(
  "tool_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: TOOL_REVIEW_KINDS }).notNull(),
    /** What the check found, in an editor's words. */
    detail: text("detail").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: text("closed_by"),
  },
  (t) => [
    uniqueIndex("tool_reviews_one_open_idx")
      .on(t.toolId, t.kind)
      .where(sql`${t.closedAt} IS NULL`),
    index("tool_reviews_opened_at_idx").on(t.openedAt),
    check("tool_reviews_kind_check", sql`${t.kind} IN (${sqlList(TOOL_REVIEW_KINDS)})`),
  ],
);

/** One row while GitHub's rate limit holds: no repository is read before `until`. */
export const githubRateLimitPause = pgTable("github_rate_limit_pause", {
  id: boolean("id").primaryKey().default(true),
  until: timestamp("until", { withTimezone: true }).notNull(),
  setAt: timestamp("set_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's price alert: mailed once when bitcoin's price in `currency` is at or `direction` the
 * `level`. Firing disarms it and records the price and time; `mailed_at` is set when a run claims
 * its mail. The user re-arms it from the profile. Alerts go with their user.
 */
export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    direction: text("direction", { enum: ALERT_DIRECTIONS }).notNull(),
    level: doublePrecision("level").notNull(),
    armed: boolean("armed").notNull().default(true),
    /**
     * Re-armed while the price was already past the level: it fires only once the price has been
     * back on the other side, so a re-arm is never an immediate second mail.
     */
    waitsForCross: boolean("waits_for_cross").notNull().default(false),
    firedAt: timestamp("fired_at", { withTimezone: true }),
    firedPrice: doublePrecision("fired_price"),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("price_alerts_user_id_idx").on(t.userId),
    index("price_alerts_armed_currency_idx")
      .on(t.currency)
      .where(sql`${t.armed}`),
    index("price_alerts_unmailed_idx")
      .on(t.firedAt)
      .where(sql`${t.firedAt} IS NOT NULL AND ${t.mailedAt} IS NULL`),
    check("price_alerts_direction_check", sql`${t.direction} in (${sqlList(ALERT_DIRECTIONS)})`),
    check("price_alerts_level_check", sql`${t.level} > 0`),
  ],
);
