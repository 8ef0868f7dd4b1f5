// What users ask to be mailed about: the tools they watch, their changes and deliveries, and price alerts.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  bigint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { WATCH_FREQUENCIES, type WatchedChangeLine } from "#app/lib/tool-watch.ts";
import { ALERT_DIRECTIONS } from "#app/lib/price-alerts.ts";
import { createdAt, sqlList } from "#app/server/db/schema/columns.server.ts";
import { users } from "#app/server/db/schema/accounts.server.ts";
import { tools } from "#app/server/db/schema/catalog.server.ts";

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
