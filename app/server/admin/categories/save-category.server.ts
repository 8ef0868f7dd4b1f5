// Creating and editing a category. Names are unique regardless of case and slugs exactly; a slug
// change keeps the old slug as a redirect to the category, and a slug in use again stops being one.
import { and, eq, ne, sql } from "drizzle-orm";
import type { CategoryField } from "#app/lib/category-rules.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import { changedFields, type Writer } from "#app/server/admin/audit.server.ts";
import { violatedUniqueIndex, WriteRefused } from "#app/server/admin/write-refused.server.ts";
import { categories, categorySlugRedirects } from "#app/server/db/schema.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

export interface CategoryFields {
  name: string;
  slug: string;
  description: string | null;
}

const NAME_TAKEN = "Another category has this name. Choose another.";
const SLUG_TAKEN = "Another category has this slug. Choose another.";

/** The new category's id. */
export async function createCategory(tx: Writer, audit: Audit, fields: CategoryFields): Promise<string> {
  await refuseTaken(tx, fields, null);
  const [row] = await tx.insert(categories).values(fields).returning({ id: categories.id });
  await tx.delete(categorySlugRedirects).where(eq(categorySlugRedirects.oldSlug, fields.slug));
  await audit({
    entityType: "category",
    entityId: row!.id,
    entityLabel: fields.name,
    action: "created",
    before: null,
    after: { ...fields },
  });
  return row!.id;
}

/** Saves the fields that changed; a save that changes nothing writes nothing. */
export async function updateCategory(tx: Writer, audit: Audit, id: string, fields: CategoryFields): Promise<void> {
  const [before] = await tx
    .select({ name: categories.name, slug: categories.slug, description: categories.description })
    .from(categories)
    .where(eq(categories.id, id))
    .for("update");
  if (!before) throw notFound("Category not found");
  const changed = changedFields(before, { ...fields });
  if (Object.keys(changed.after).length === 0) return;
  await refuseTaken(tx, fields, id);
  await tx.update(categories).set(fields).where(eq(categories.id, id));
  if (before.slug !== fields.slug) {
    await tx.delete(categorySlugRedirects).where(eq(categorySlugRedirects.oldSlug, fields.slug));
    await tx
      .insert(categorySlugRedirects)
      .values({ oldSlug: before.slug, categoryId: id })
      .onConflictDoUpdate({ target: categorySlugRedirects.oldSlug, set: { categoryId: id, createdAt: sql`now()` } });
  }
  await audit({ entityType: "category", entityId: id, entityLabel: fields.name, action: "updated", ...changed });
}

async function refuseTaken(tx: Writer, fields: CategoryFields, id: string | null): Promise<void> {
  const others = id ? ne(categories.id, id) : undefined;
  const taken = await tx
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(
      and(others, sql`(lower(${categories.name}) = lower(${fields.name}) OR ${categories.slug} = ${fields.slug})`),
    );
  const fieldErrors: Partial<Record<CategoryField, string>> = {};
  if (taken.some((row) => row.name.toLowerCase() === fields.name.toLowerCase())) fieldErrors.name = NAME_TAKEN;
  if (taken.some((row) => row.slug === fields.slug)) fieldErrors.slug = SLUG_TAKEN;
  if (fieldErrors.name || fieldErrors.slug) throw new WriteRefused(fieldErrors);
}

/** Two admins saving the same name or slug at once: the unique indexes decide, with the same messages. */
export function refusalOfDuplicate(error: unknown): WriteRefused<CategoryField> | null {
  const index = violatedUniqueIndex(error);
  if (index === "categories_name_key") return new WriteRefused({ name: NAME_TAKEN });
  if (index === "categories_slug_key") return new WriteRefused({ slug: SLUG_TAKEN });
  return null;
}
