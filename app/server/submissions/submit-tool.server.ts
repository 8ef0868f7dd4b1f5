// A signed-in user's submission becomes a pending tool they own, with its category and tags, in
// one transaction. Editors publish it later; until then only the user and admins can see it.
import { eq, sql } from "drizzle-orm";
import { slugify } from "#app/lib/slugify.ts";
import type { Submission } from "#app/lib/submission-rules.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { addToolTags } from "#app/server/catalog/tool-tags.server.ts";
import { categories, toolCategories, tools } from "#app/server/db/schema.server.ts";

export type SubmitResult = { ok: true; slug: string } | { ok: false; field: "category"; error: string };

export async function submitTool(db: Database, userId: string, submission: Submission): Promise<SubmitResult> {
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, submission.category));
    if (!category) return { ok: false, field: "category", error: "Choose one of the listed categories." };
    const slug = await freeSlug(tx as unknown as Database, slugify(submission.name) || "tool");
    const [tool] = await tx
      .insert(tools)
      .values({
        name: submission.name,
        slug,
        description: submission.description,
        websiteUrl: submission.websiteUrl,
        status: "pending",
        userId,
      })
      .returning({ id: tools.id });
    await tx.insert(toolCategories).values({ toolId: tool!.id, categoryId: category.id, position: 0 });
    await addToolTags(tx, tool!.id, submission.tags);
    return { ok: true, slug };
  });
}

/** The slug, or the slug with the first free number after it ("sparrow-2"). */
async function freeSlug(db: Database, base: string): Promise<string> {
  const taken = await db
    .select({ slug: tools.slug })
    .from(tools)
    .where(sql`${tools.slug} = ${base} OR ${tools.slug} ~ ${`^${base}-[0-9]+$`}`);
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
