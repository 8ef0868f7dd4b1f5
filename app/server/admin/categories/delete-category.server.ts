// Deleting a category: at once when it has no tools, otherwise after moving its tools to another
// category, in the same transaction. The triggers on tool_categories keep both tool counts right.
import { asc, eq, inArray } from "drizzle-orm";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { replaceCategory } from "#app/server/admin/categories/replace-category.server.ts";
import { WriteRefused } from "#app/server/admin/write-refused.server.ts";
import { categories, toolCategories, tools } from "#app/server/db/schema.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

export async function deleteCategory(tx: Writer, audit: Audit, id: string, moveTo: string | null): Promise<void> {
  const [category] = await tx
    .select({ name: categories.name, slug: categories.slug, description: categories.description })
    .from(categories)
    .where(eq(categories.id, id))
    .for("update");
  if (!category) throw notFound("Category not found");
  const itsTools = await tx
    .select({ id: tools.id, name: tools.name })
    .from(toolCategories)
    .innerJoin(tools, eq(tools.id, toolCategories.toolId))
    .where(eq(toolCategories.categoryId, id))
    .orderBy(asc(tools.name));
  const toolNames = itsTools.map((tool) => tool.name);

  if (itsTools.length > 0) {
    const target = await lockTarget(tx, id, moveTo, itsTools.length);
    await moveTools(
      tx,
      itsTools.map((tool) => tool.id),
      id,
      target.id,
    );
    await audit({
      entityType: "category",
      entityId: target.id,
      entityLabel: target.name,
      action: "tools moved in",
      before: {},
      after: { from: category.name, tools: toolNames },
    });
  }

  await tx.delete(categories).where(eq(categories.id, id));
  await audit({
    entityType: "category",
    entityId: id,
    entityLabel: category.name,
    action: "deleted",
    before: { ...category, tools: toolNames },
    after: null,
  });
}

async function lockTarget(tx: Writer, id: string, moveTo: string | null, toolCount: number) {
  const tools = toolCount === 1 ? "its tool" : `its ${toolCount} tools`;
  if (!moveTo) throw new WriteRefused({ moveTo: `Choose the category that takes ${tools}.` });
  if (moveTo === id) throw new WriteRefused({ moveTo: `Choose another category to take ${tools}.` });
  const [target] = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.id, moveTo))
    .for("update");
  if (!target) throw new WriteRefused({ moveTo: "That category no longer exists. Choose another." });
  return target;
}

/** Each tool's categories written again with `from` replaced by `to`. */
async function moveTools(tx: Writer, toolIds: string[], from: string, to: string): Promise<void> {
  const placements = await tx
    .select({ toolId: toolCategories.toolId, categoryId: toolCategories.categoryId, position: toolCategories.position })
    .from(toolCategories)
    .where(inArray(toolCategories.toolId, toolIds))
    .for("update");
  await tx.delete(toolCategories).where(inArray(toolCategories.toolId, toolIds));
  await tx.insert(toolCategories).values(replaceCategory(placements, from, to));
}
