// An event the editors should hear of, recorded once under a key that names what happened (a
// second announcement of the same submission, report, message or failed check changes nothing).
// Its title and admin page are read from the item itself, so the mail needs no other table.
import { and, eq, gt, sql } from "drizzle-orm";
import type { EditorEventKind } from "#app/lib/editor-notifications.ts";
import { REPORT_KIND_NAMES } from "#app/lib/tool-reports.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { TOOL_REVIEW_LABELS } from "#app/lib/tool-reviews.ts";
import { contactMessages, editorEvents, toolReports, toolReviews, tools } from "#app/server/db/schema.server.ts";

export type EditorEventSource =
  | { kind: "submission"; slug: string }
  | { kind: "report"; id: string }
  | { kind: "message"; id: string }
  /** The check that found the website needing review. */
  | { kind: "needs-review"; toolId: string; checkId: number }
  /** A review a check opened (app/server/admin/reviews). */
  | { kind: "tool-review"; reviewId: string };

/**
 * Reports of one tool the editors hear of one by one within an hour; past them, one more line says
 * more came in that hour (a tool in the news, or one person with many addresses, must not flood
 * the editors' inboxes), and the queue lists every report.
 */
export const REPORT_MAILS_PER_TOOL_PER_HOUR = 3;

interface EventRow {
  key: string;
  kind: EditorEventKind;
  title: string;
  path: string;
}

async function eventOf(db: Database, source: EditorEventSource): Promise<EventRow | null> {
  switch (source.kind) {
    case "submission": {
      const [tool] = await db.select({ id: tools.id, name: tools.name }).from(tools).where(eq(tools.slug, source.slug));
      return tool
        ? { key: `submission:${tool.id}`, kind: "submission", title: tool.name, path: `/admin/submissions/${tool.id}` }
        : null;
    }
    case "report": {
      const [report] = await db
        .select({ kind: toolReports.kind, tool: tools.name, toolId: tools.id })
        .from(toolReports)
        .innerJoin(tools, eq(tools.id, toolReports.toolId))
        .where(eq(toolReports.id, source.id));
      if (!report) return null;
      const key = `report:${source.id}`;
      // A retried announcement of a report already heard of stays that one event.
      const [known] = await db.select({ id: editorEvents.id }).from(editorEvents).where(eq(editorEvents.key, key));
      if (!known && (await reportEventsWithinHour(db, report.toolId)) >= REPORT_MAILS_PER_TOOL_PER_HOUR) {
        const hour = new Date().toISOString().slice(0, 13);
        return {
          key: `reports-past-cap:${report.toolId}:${hour}`,
          kind: "report",
          title: `${report.tool} (more reports this hour; the queue lists them all)`,
          path: "/admin/reports",
        };
      }
      return {
        key,
        kind: "report",
        title: `${report.tool} (${REPORT_KIND_NAMES[report.kind]})`,
        path: `/admin/reports/${source.id}`,
      };
    }
    case "message": {
      const [message] = await db
        .select({ subject: contactMessages.subject, name: contactMessages.name })
        .from(contactMessages)
        .where(eq(contactMessages.id, source.id));
      return message
        ? {
            key: `message:${source.id}`,
            kind: "message",
            title: `${message.subject} (from ${message.name})`,
            path: `/admin/messages/${source.id}`,
          }
        : null;
    }
    case "tool-review": {
      const [review] = await db
        .select({ kind: toolReviews.kind, tool: tools.name })
        .from(toolReviews)
        .innerJoin(tools, eq(tools.id, toolReviews.toolId))
        .where(eq(toolReviews.id, source.reviewId));
      return review
        ? {
            key: `tool-review:${source.reviewId}`,
            kind: "tool-review",
            title: `${review.tool} (${TOOL_REVIEW_LABELS[review.kind]})`,
            path: "/admin/reviews",
          }
        : null;
    }
    case "needs-review": {
      const [tool] = await db.select({ name: tools.name }).from(tools).where(eq(tools.id, source.toolId));
      return tool
        ? {
            key: `needs-review:${source.checkId}`,
            kind: "needs-review",
            title: tool.name,
            path: `/admin/tools/${source.toolId}`,
          }
        : null;
    }
  }
}

/** The editors' events of single reports of the tool recorded in the last hour. */
async function reportEventsWithinHour(db: Database, toolId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(editorEvents)
    .innerJoin(toolReports, eq(editorEvents.key, sql`'report:' || ${toolReports.id}`))
    .where(and(eq(toolReports.toolId, toolId), gt(editorEvents.createdAt, sql`now() - interval '1 hour'`)));
  return row?.count ?? 0;
}

export async function recordEditorEvent(db: Database, source: EditorEventSource): Promise<void> {
  const event = await eventOf(db, source);
  if (event) await db.insert(editorEvents).values(event).onConflictDoNothing({ target: editorEvents.key });
}
