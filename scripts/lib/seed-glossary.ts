// The dictionary's terms (db/seed/glossary.json) as rows of `glossary_terms`, with their "related"
// links. A term that already exists (by slug or name) belongs to the editors: it is left as it is.
import type postgres from "postgres";
import type { SeedContent } from "#scripts/lib/seed-content.ts";

export async function seedGlossary(tx: postgres.Sql, terms: SeedContent["glossary"]): Promise<void> {
  // Only new terms get their links.
  const newTerms: { id: string; related: string[] }[] = [];
  for (const t of terms) {
    const [inserted] = await tx<{ id: string }[]>`
      INSERT INTO glossary_terms (term, slug, definition) VALUES (${t.term}, ${t.slug}, ${t.definition})
      ON CONFLICT DO NOTHING
      RETURNING id`;
    if (inserted) newTerms.push({ id: inserted.id, related: t.related });
  }
  const termIds = new Map<string, string>(
    (await tx<{ id: string; slug: string }[]>`SELECT id, slug FROM glossary_terms`).map((r) => [r.slug, r.id]),
  );
  for (const term of newTerms) {
    for (const [position, slug] of term.related.entries()) {
      const relatedId = termIds.get(slug);
      if (!relatedId || relatedId === term.id) continue;
      await tx`INSERT INTO glossary_term_relations (term_id, related_term_id, position)
        VALUES (${term.id}, ${relatedId}, ${position}) ON CONFLICT DO NOTHING`;
    }
  }
}
