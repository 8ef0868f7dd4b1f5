// The site's own bookkeeping: captcha solutions, rate limits, the local mail outbox, page views and web vitals.
import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { WEB_VITAL_METRICS } from "#app/lib/web-vitals.ts";
import { createdAt, sqlList } from "#app/server/db/schema/columns.server.ts";

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
