// A website that has failed its checks for WEBSITE_FAILING_DAYS may mean the tool has ended: the
// listing check opens a review for the editors (and closes it once the site answers again).
import { and, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { dateInWords } from "#app/lib/date-in-words.ts";
import { WEBSITE_FAILING_DAYS } from "#app/lib/tool-reviews.ts";
import { syncReviews } from "#app/server/admin/reviews/open-reviews.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { toolHealth, tools } from "#app/server/db/schema.server.ts";

export async function syncWebsiteReviews(db: Database, now: Date) {
  const since = new Date(now.getTime() - WEBSITE_FAILING_DAYS * 86_400_000);
  const failing = await db
    .select({ toolId: toolHealth.toolId, websiteUrl: tools.websiteUrl, failingSince: toolHealth.failingSince })
    .from(toolHealth)
    .innerJoin(tools, eq(tools.id, toolHealth.toolId))
    .where(
      and(
        eq(tools.status, "published"),
        // Failing, or failing long enough to need review already (the listing check's rule).
        inArray(toolHealth.state, ["failing", "needs-review"]),
        isNotNull(toolHealth.failingSince),
        lte(toolHealth.failingSince, since),
      ),
    );
  return syncReviews(
    db,
    "website-failing",
    failing.map((tool) => ({
      toolId: tool.toolId,
      detail: `${tool.websiteUrl} has failed every check since ${dateInWords(tool.failingSince!)}: the tool may have ended.`,
    })),
    "all",
  );
}
