// Creating and editing a glossary term with its related terms. Terms are unique regardless of
// case and slugs exactly; a term never links to itself nor to a term that is gone.
import { GLOSSARY_TERM_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { GlossaryField } from "#app/lib/glossary-rules.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import { changedFields, type Writer } from "#app/server/admin/audit.server.ts";
import { recordGlossaryRevision } from "#app/server/admin/revisions/record-revision.server.ts";
import { violatedUniqueIndex, WriteRefused } from "#app/server/admin/write-refused.server.ts";
import { glossaryTermRelations, glossaryTerms, glossaryTermSlugRedirects } from "#app/server/db/schema.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

export interface GlossaryTermFields {
  term: string;
  slug: string;
  definition: string;
  /** Ids of the related terms, in the order shown. */
  related: string[];
}

const TERM_TAKEN = "Another term has this name. Choose another.";
const SLUG_TAKEN = "Another term has this slug. Choose another.";

/** The new term's id. */
export async function createGlossaryTerm(tx: Writer, audit: Audit, fields: GlossaryTermFields): Promise<string> {
  await refuseTaken(tx, fields, null);
  const related = await relatedTerms(tx, fields.related, null);
  const [row] = await tx
    .insert(glossaryTerms)
    .values({ term: fields.term, slug: fields.slug, definition: fields.definition })
    .returning({ id: glossaryTerms.id });
  await writeRelations(tx, row!.id, fields.related);
  await recordGlossaryRevision(tx, audit, row!.id, fields, { created: true });
  await audit({
    entityType: "glossary_term",
    entityId: row!.id,
    entityLabel: fields.term,
    action: "created",
    before: null,
    after: { term: fields.term, slug: fields.slug, definition: fields.definition, related },
  });
  return row!.id;
}

/** Saves what changed; a save that changes nothing writes nothing. */
export async function updateGlossaryTerm(
  tx: Writer,
  audit: Audit,
  id: string,
  fields: GlossaryTermFields,
): Promise<void> {
  const [row] = await tx
    .select({ term: glossaryTerms.term, slug: glossaryTerms.slug, definition: glossaryTerms.definition })
    .from(glossaryTerms)
    .where(eq(glossaryTerms.id, id))
    .for("update");
  if (!row) throw notFound(GLOSSARY_TERM_NOT_FOUND);
  const before = { ...row, related: await currentRelated(tx, id) };
  const related = await relatedTerms(tx, fields.related, id);
  const changed = changedFields(before, {
    term: fields.term,
    slug: fields.slug,
    definition: fields.definition,
    related,
  });
  if (Object.keys(changed.after).length === 0) return;
  await refuseTaken(tx, fields, id);
  await recordGlossaryRevision(tx, audit, id, fields);
  await tx
    .update(glossaryTerms)
    .set({ term: fields.term, slug: fields.slug, definition: fields.definition, updatedAt: sql`now()` })
    .where(eq(glossaryTerms.id, id));
  await tx.delete(glossaryTermRelations).where(eq(glossaryTermRelations.termId, id));
  await writeRelations(tx, id, fields.related);
  await keepOldAddress(tx, id, row.slug, fields.slug);
  await audit({ entityType: "glossary_term", entityId: id, entityLabel: fields.term, action: "updated", ...changed });
}

/** The related terms' names in the chosen order, after checking each exists and is not the term itself. */
async function relatedTerms(tx: Writer, ids: string[], self: string | null): Promise<string[]> {
  if (self && ids.includes(self)) throw new WriteRefused<GlossaryField>({ related: "A term cannot relate to itself." });
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: glossaryTerms.id, term: glossaryTerms.term })
    .from(glossaryTerms)
    .where(inArray(glossaryTerms.id, ids))
    .for("share");
  const names = new Map(rows.map((r) => [r.id, r.term]));
  if (names.size !== ids.length)
    throw new WriteRefused<GlossaryField>({ related: "A chosen term no longer exists. Choose again." });
  return ids.map((id) => names.get(id)!);
}

/** The names of the terms a term links to, in their order. */
export async function currentRelated(tx: Writer, id: string): Promise<string[]> {
  const rows = await tx
    .select({ term: glossaryTerms.term })
    .from(glossaryTermRelations)
    .innerJoin(glossaryTerms, eq(glossaryTerms.id, glossaryTermRelations.relatedTermId))
    .where(eq(glossaryTermRelations.termId, id))
    .orderBy(asc(glossaryTermRelations.position));
  return rows.map((r) => r.term);
}

/** The old address answers 301 to the new one (one hop, never a chain); a slug taken back is the term's own again. */
async function keepOldAddress(tx: Writer, id: string, oldSlug: string, slug: string): Promise<void> {
  await tx.delete(glossaryTermSlugRedirects).where(eq(glossaryTermSlugRedirects.oldSlug, slug));
  if (oldSlug === slug) return;
  await tx
    .insert(glossaryTermSlugRedirects)
    .values({ oldSlug, termId: id })
    .onConflictDoUpdate({ target: glossaryTermSlugRedirects.oldSlug, set: { termId: id, createdAt: new Date() } });
}

async function writeRelations(tx: Writer, id: string, related: string[]): Promise<void> {
  if (related.length === 0) return;
  await tx
    .insert(glossaryTermRelations)
    .values(related.map((relatedTermId, position) => ({ termId: id, relatedTermId, position })));
}

async function refuseTaken(tx: Writer, fields: GlossaryTermFields, id: string | null): Promise<void> {
  const taken = await tx
    .select({ term: glossaryTerms.term, slug: glossaryTerms.slug })
    .from(glossaryTerms)
    .where(
      and(
        id ? ne(glossaryTerms.id, id) : undefined,
        sql`(lower(${glossaryTerms.term}) = lower(${fields.term}) OR ${glossaryTerms.slug} = ${fields.slug})`,
      ),
    );
  const fieldErrors: Partial<Record<GlossaryField, string>> = {};
  if (taken.some((row) => row.term.toLowerCase() === fields.term.toLowerCase())) fieldErrors.term = TERM_TAKEN;
  if (taken.some((row) => row.slug === fields.slug)) fieldErrors.slug = SLUG_TAKEN;
  if (fieldErrors.term || fieldErrors.slug) throw new WriteRefused(fieldErrors);
}

/** Two admins saving the same term or slug at once: the unique indexes decide, with the same messages. */
export function refusalOfDuplicateTerm(error: unknown): WriteRefused<GlossaryField> | null {
  const index = violatedUniqueIndex(error);
  if (index === "glossary_terms_term_lower_key") return new WriteRefused({ term: TERM_TAKEN });
  if (index === "glossary_terms_slug_key") return new WriteRefused({ slug: SLUG_TAKEN });
  return null;
}
