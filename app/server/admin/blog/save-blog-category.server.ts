// Creating and renaming a blog category. Names are unique regardless of case, slugs exactly; a
// refusal rolls the write back and names the field.
import { and, eq, ne, sql } from "drizzle-orm";
import type { BlogCategoryField } from "#app/lib/admin-blog-rules.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import { changedFields, type Writer } from "#app/server/admin/audit.server.ts";
import { violatedUniqueIndex, WriteRefused } from "#app/server/admin/write-refused.server.ts";
import { blogCategories } from "#app/server/db/schema.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

export interface BlogCategoryFields {
  name: string;
  slug: string;
}

const NAME_TAKEN = "Another blog category has this name. Choose another.";
const SLUG_TAKEN = "Another blog category has this slug. Choose another.";

/** The new category's id. */
export async function createBlogCategory(tx: Writer, audit: Audit, fields: BlogCategoryFields): Promise<string> {
  await refuseTaken(tx, fields, null);
  const [row] = await tx.insert(blogCategories).values(fields).returning({ id: blogCategories.id });
  await audit({
    entityType: "blog_category",
    entityId: row!.id,
    entityLabel: fields.name,
    action: "created",
    before: null,
    after: { ...fields },
  });
  return row!.id;
}

/** Saves the fields that changed; a save that changes nothing writes nothing. */
export async function updateBlogCategory(
  tx: Writer,
  audit: Audit,
  id: string,
  fields: BlogCategoryFields,
): Promise<void> {
  const [before] = await tx
    .select({ name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .where(eq(blogCategories.id, id))
    .for("update");
  if (!before) throw notFound("Blog category not found");
  const changed = changedFields(before, { ...fields });
  if (Object.keys(changed.after).length === 0) return;
  await refuseTaken(tx, fields, id);
  await tx.update(blogCategories).set(fields).where(eq(blogCategories.id, id));
  await audit({ entityType: "blog_category", entityId: id, entityLabel: fields.name, action: "updated", ...changed });
}

async function refuseTaken(tx: Writer, fields: BlogCategoryFields, id: string | null): Promise<void> {
  const taken = await tx
    .select({ name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .where(
      and(
        id ? ne(blogCategories.id, id) : undefined,
        sql`(lower(${blogCategories.name}) = lower(${fields.name}) OR ${blogCategories.slug} = ${fields.slug})`,
      ),
    );
  const fieldErrors: Partial<Record<BlogCategoryField, string>> = {};
  if (taken.some((row) => row.name.toLowerCase() === fields.name.toLowerCase())) fieldErrors.name = NAME_TAKEN;
  if (taken.some((row) => row.slug === fields.slug)) fieldErrors.slug = SLUG_TAKEN;
  if (fieldErrors.name || fieldErrors.slug) throw new WriteRefused(fieldErrors);
}

/** Two admins saving the same name or slug at once: the unique indexes decide, with the same messages. */
export function blogCategoryRefusalOf(error: unknown): WriteRefused<BlogCategoryField> | null {
  if (error instanceof WriteRefused) return error as WriteRefused<BlogCategoryField>;
  const index = violatedUniqueIndex(error);
  if (index === "blog_categories_name_key") return new WriteRefused({ name: NAME_TAKEN });
  if (index === "blog_categories_slug_key") return new WriteRefused({ slug: SLUG_TAKEN });
  return null;
}
