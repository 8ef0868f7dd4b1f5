// A signed-in user's submission becomes a pending tool they own, with its category and tags, in
// one transaction. Editors publish it later; until then only the user and admins can see it.
import { sql } from "drizzle-orm";
import { slugify } from "#app/lib/slugify.ts";
import type { Submission } from "#app/lib/submission-rules.ts";
import type { Database } from "#app/server/db/client.server.ts";

export type SubmitResult = { ok: true; slug: string } | { ok: false; field: "category"; error: string };

export async function submitTool(db: Database, userId: string, submission: Submission): Promise<SubmitResult> {
  return db.transaction(async (tx) => {
    const [category] = await tx.execute<{ id: string }>(
      sql`SELECT id FROM categories WHERE slug = ${submission.category}`,
    );
    if (!category) return { ok: false, field: "category", error: "Choose one of the listed categories." };
    const slug = await freeSlug(tx as unknown as Database, slugify(submission.name) || "tool");
    const [tool] = await tx.execute<{ id: string }>(sql`
      INSERT INTO tools (name, slug, description, website_url, status, user_id)
      VALUES (${submission.name}, ${slug}, ${submission.description}, ${submission.websiteUrl}, 'pending', ${userId})
      RETURNING id`);
    await tx.execute(sql`INSERT INTO tool_categories (tool_id, category_id, position)
      VALUES (${tool!.id}, ${category.id}, 0)`);
    if (submission.tags.length > 0) {
      await tx.execute(sql`
        WITH wanted AS (SELECT json_array_elements_text(${JSON.stringify(submission.tags)}::json) AS name),
        added AS (INSERT INTO tags (name) SELECT name FROM wanted ON CONFLICT (name) DO NOTHING RETURNING id),
        every_tag AS (SELECT id FROM added UNION SELECT t.id FROM tags t JOIN wanted w ON w.name = t.name)
        INSERT INTO tool_tags (tool_id, tag_id) SELECT ${tool!.id}, id FROM every_tag ON CONFLICT DO NOTHING`);
    }
    return { ok: true, slug };
  });
}

/** The slug, or the slug with the first free number after it ("sparrow-2"). */
async function freeSlug(db: Database, base: string): Promise<string> {
  const taken = await db.execute<{ slug: string }>(
    sql`SELECT slug FROM tools WHERE slug = ${base} OR slug ~ ${`^${base}-[0-9]+$`}`,
  );
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
