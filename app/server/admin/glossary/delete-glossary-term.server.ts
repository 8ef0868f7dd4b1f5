// Deleting a glossary term: its links to other terms and theirs to it go with it (the foreign
// keys cascade), and the history keeps what it was.
import { GLOSSARY_TERM_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import { eq } from "drizzle-orm";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { currentRelated } from "#app/server/admin/glossary/save-glossary-term.server.ts";
import { glossaryTerms } from "#app/server/db/schema.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

export async function deleteGlossaryTerm(tx: Writer, audit: Audit, id: string): Promise<void> {
  const [term] = await tx
    .select({ term: glossaryTerms.term, slug: glossaryTerms.slug, definition: glossaryTerms.definition })
    .from(glossaryTerms)
    .where(eq(glossaryTerms.id, id))
    .for("update");
  if (!term) throw notFound(GLOSSARY_TERM_NOT_FOUND);
  const related = await currentRelated(tx, id);
  await tx.delete(glossaryTerms).where(eq(glossaryTerms.id, id));
  await audit({
    entityType: "glossary_term",
    entityId: id,
    entityLabel: term.term,
    action: "deleted",
    before: { ...term, related },
    after: null,
  });
}
