// The newsletter: its subscribers, each weekly issue, and who was mailed it.
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "#app/server/db/schema/columns.server.ts";

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
