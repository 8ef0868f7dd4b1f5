// Editors' work: revisions, drafts, the audit log, reports, contact messages, notices to editors and submitters.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  bigint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AUDIT_ENTITY_TYPES } from "#app/lib/audit.ts";
import { CONTACT_MESSAGE_STATUSES } from "#app/lib/contact-message-status.ts";
import { EDITOR_EVENT_KINDS, NOTIFICATION_FREQUENCIES } from "#app/lib/editor-notifications.ts";
import { SUBMITTER_NOTICE_EVENTS } from "#app/lib/submitter-notices.ts";
import { REPORT_KINDS, REPORT_STATUSES } from "#app/lib/tool-reports.ts";
import { REVISION_KINDS } from "#app/lib/revisions.ts";
import { createdAt, sqlList } from "#app/server/db/schema/columns.server.ts";
import { users } from "#app/server/db/schema/accounts.server.ts";
import { tools } from "#app/server/db/schema/catalog.server.ts";
import { blogPosts, glossaryTerms } from "#app/server/db/schema/content.server.ts";

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
