// What scheduled checks find about a tool: website health, repository figures, image origins, reviews.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  bigint,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { HEALTH_CHECK_OUTCOMES, TOOL_HEALTH_STATES } from "#app/lib/listing-health.ts";
import { TOOL_IMAGE_SOURCES } from "#app/lib/tool-image-origin.ts";
import { TOOL_REVIEW_KINDS } from "#app/lib/tool-reviews.ts";
import { sqlList } from "#app/server/db/schema/columns.server.ts";
import { tools } from "#app/server/db/schema/catalog.server.ts";

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
