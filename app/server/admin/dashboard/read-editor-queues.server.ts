// What waits for the editors, for the dashboard's cards: open reports, websites failing or needing
// review (as the tool table's health filter counts them), and the tools and posts scheduled to go
// live in the next AGENDA_DAYS days (one already due is published by the next minute's cron).
import { and, asc, count, eq, inArray, isNotNull, lt } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { countOpenReviews } from "#app/server/admin/reviews/tool-reviews.server.ts";
import { blogPosts, toolHealth, toolReports, tools } from "#app/server/db/schema.server.ts";

export const AGENDA_DAYS = 14;
/** Entries the agenda shows at most; the tool and blog lists' Scheduled filters have the rest. */
export const AGENDA_LIMIT = 20;

export interface AgendaEntry {
  kind: "tool" | "post";
  id: string;
  title: string;
  publishAt: Date;
  /** The entry's edit page. */
  href: string;
}

export async function readEditorQueues(db: Database, now = new Date()) {
  const until = new Date(now.getTime() + AGENDA_DAYS * 86_400_000);
  const [reports, health, scheduledTools, scheduledPosts, openReviews] = await Promise.all([
    db.select({ open: count() }).from(toolReports).where(eq(toolReports.status, "open")),
    db
      .select({ state: toolHealth.state, tools: count() })
      .from(toolHealth)
      .where(inArray(toolHealth.state, ["failing", "needs-review"]))
      .groupBy(toolHealth.state),
    db
      .select({ id: tools.id, title: tools.name, publishAt: tools.publishAt })
      .from(tools)
      .where(
        and(
          isNotNull(tools.publishAt),
          lt(tools.publishAt, until),
          inArray(tools.status, ["draft", "pending", "rejected"]),
        ),
      )
      .orderBy(asc(tools.publishAt))
      .limit(AGENDA_LIMIT),
    db
      .select({ id: blogPosts.id, title: blogPosts.title, publishAt: blogPosts.publishAt })
      .from(blogPosts)
      .where(and(isNotNull(blogPosts.publishAt), lt(blogPosts.publishAt, until), eq(blogPosts.published, false)))
      .orderBy(asc(blogPosts.publishAt))
      .limit(AGENDA_LIMIT),
    countOpenReviews(db),
  ]);
  const healthOf = (state: string) => health.find((row) => row.state === state)?.tools ?? 0;
  const agenda: AgendaEntry[] = [
    ...scheduledTools.map((tool) => ({ kind: "tool" as const, ...tool, href: `/admin/tools/${tool.id}` })),
    ...scheduledPosts.map((post) => ({ kind: "post" as const, ...post, href: `/admin/blog/${post.id}` })),
  ]
    .map((entry) => ({ ...entry, publishAt: entry.publishAt! }))
    .sort((a, b) => a.publishAt.getTime() - b.publishAt.getTime())
    .slice(0, AGENDA_LIMIT);
  return {
    openReports: reports[0]?.open ?? 0,
    openReviews,
    websites: { failing: healthOf("failing"), needsReview: healthOf("needs-review") },
    agenda,
    agendaDays: AGENDA_DAYS,
  };
}
