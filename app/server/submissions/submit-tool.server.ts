// A signed-in user's submission becomes a pending tool they own, with its category and tags, in
// one transaction. Editors publish it later; until then only the user and admins can see it.
import { eq, sql } from "drizzle-orm";
import { slugify } from "#app/lib/slugify.ts";
import type { Submission } from "#app/lib/submission-rules.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { bare } from "#app/server/db/raw-rows.server.ts";
import { categories, tags, toolCategories, tools, toolTags } from "#app/server/db/schema.server.ts";

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
    if (submission.tags.length > 0) {
      // New tags are added and existing ones reused, in one statement.
      await tx.execute(sql`
        WITH wanted AS (SELECT json_array_elements_text(${JSON.stringify(submission.tags)}::json) AS name),
        added AS (INSERT INTO ${tags} (${bare(tags.name)}) SELECT name FROM wanted ON CONFLICT (${bare(tags.name)}) DO NOTHING RETURNING ${tags.id}),
        every_tag AS (SELECT id FROM added UNION SELECT ${tags.id} FROM ${tags} JOIN wanted ON wanted.name = ${tags.name})
        INSERT INTO ${toolTags} (${bare(toolTags.toolId)}, ${bare(toolTags.tagId)})
        SELECT ${tool!.id}, id FROM every_tag ON CONFLICT DO NOTHING`);
    }
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
