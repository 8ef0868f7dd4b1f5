// Saving the tool editor: the tools row, its categories (in order) and tags, the slug's redirect
// and one history row, all inside the caller's transaction (adminWrite), so a refused or failed
// save writes nothing. A new tool starts as a draft.
import { eq, inArray, sql } from "drizzle-orm";
import { CATEGORY_FIELDS, factSourceField, type ToolEditorField, type ToolInput } from "#app/lib/admin-tool-rules.ts";
import { FACT_KEYS } from "#app/lib/tool-facets.ts";
import { slugify } from "#app/lib/slugify.ts";
import { watchedChangeLines } from "#app/lib/tool-watch.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import { changedFields, type Writer } from "#app/server/admin/audit.server.ts";
import { recordToolRevision } from "#app/server/admin/revisions/record-revision.server.ts";
import { withWholeLifecycle } from "#app/server/admin/tools/lifecycle-change.server.ts";
import { isKnownFact, saveFactSources } from "#app/server/admin/tools/save-fact-sources.server.ts";
import {
  factFieldsOf,
  findToolForEditor,
  lifecycleFieldsOf,
  toolFieldsOf,
  type ToolFields,
} from "#app/server/admin/tools/tool-editor-data.server.ts";
import { queueToolChange } from "#app/server/watching/queue-tool-change.server.ts";
import { violatedUniqueIndex } from "#app/server/admin/write-refused.server.ts";
import { yesNoFactColumnValues } from "#app/server/catalog/yes-no-facts.server.ts";
import { addToolTags } from "#app/server/catalog/tool-tags.server.ts";
import { categories, toolCategories, tools, toolSlugRedirects, toolTags } from "#app/server/db/schema.server.ts";

export type SaveToolResult =
  | { ok: true; id: string; slug: string }
  | { ok: false; reason: "invalid"; fieldErrors: Partial<Record<ToolEditorField, string>> }
  | { ok: false; reason: "not-found" };

const SLUG_TAKEN = "Another tool has this slug. Choose another one.";

/**
 * Creates the tool (`toolId` null) or updates it. `aboutHtml` is the sanitized HTML of
 * `input.about`, which is kept as written.
 */
export async function saveTool(
  tx: Writer,
  audit: Audit,
  toolId: string | null,
  input: ToolInput,
  aboutHtml: string,
): Promise<SaveToolResult> {
  const before = toolId ? await findToolForEditor(tx, toolId, { lock: true }) : null;
  if (toolId && !before) return { ok: false, reason: "not-found" };

  const slug = input.slug || slugify(input.name);
  if (!slug) return invalid({ slug: "The name has no letters or digits to make a slug from: enter one." });
  const [taken] = await tx
    .select({ id: tools.id })
    .from(tools)
    .where(toolId ? sql`${tools.slug} = ${slug} AND ${tools.id} <> ${toolId}` : eq(tools.slug, slug));
  if (taken)
    return invalid({
      slug: input.slug ? SLUG_TAKEN : `The slug made from the name, ${slug}, is taken: enter another.`,
    });

  const chosen = CATEGORY_FIELDS.map((field) => ({ field, id: input[field] })).filter(
    (choice): choice is { field: (typeof CATEGORY_FIELDS)[number]; id: string } => Boolean(choice.id),
  );
  const found = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      inArray(
        categories.id,
        chosen.map((choice) => choice.id),
      ),
    );
  const names = new Map(found.map((category) => [category.id, category.name]));
  const missing = chosen.filter((choice) => !names.has(choice.id));
  if (missing.length > 0)
    return invalid(Object.fromEntries(missing.map((choice) => [choice.field, "Choose one of the listed categories."])));

  const successor = await findSuccessor(tx, toolId, input.successorSlug);
  if (!successor.ok) return invalid({ successorSlug: successor.message });

  const row = {
    name: input.name,
    slug,
    websiteUrl: input.websiteUrl,
    repositoryUrl: input.repositoryUrl,
    description: input.description,
    aboutMarkdown: input.about || null,
    fullDescription: aboutHtml || null,
    features: input.features || null,
    featured: input.featured,
    ...factFieldsOf(input),
    ...yesNoFactColumnValues(input),
    lifecycle: input.lifecycle,
    lifecycleDate: input.lifecycleDate,
    lifecycleSourceUrl: input.lifecycleSourceUrl,
    successorToolId: successor.id,
  };
  const id = before
    ? (await tx
        .update(tools)
        .set({
          ...row,
          // The source named the old address: a new one has none until an editor's source is stored.
          repositorySourceUrl: sql`CASE WHEN ${tools.repositoryUrl} IS NOT DISTINCT FROM ${input.repositoryUrl}
            THEN ${tools.repositorySourceUrl} END`,
          updatedAt: new Date(),
        })
        .where(eq(tools.id, before.id)),
      before.id)
    : (
        await tx
          .insert(tools)
          .values({ ...row, status: "draft" })
          .returning({ id: tools.id })
      )[0]!.id;

  await tx.delete(toolCategories).where(eq(toolCategories.toolId, id));
  await tx
    .insert(toolCategories)
    .values(chosen.map((choice, position) => ({ toolId: id, categoryId: choice.id, position })));
  await tx.delete(toolTags).where(eq(toolTags.toolId, id));
  await addToolTags(tx, id, input.tags);
  await saveFactSources(tx, id, before, input, new Date().toISOString().slice(0, 10));

  // The old address answers 301 to the new one; an old address this slug had is its own again.
  await tx.delete(toolSlugRedirects).where(eq(toolSlugRedirects.oldSlug, slug));
  if (before && before.slug !== slug)
    await tx
      .insert(toolSlugRedirects)
      .values({ oldSlug: before.slug, toolId: id })
      .onConflictDoUpdate({ target: toolSlugRedirects.oldSlug, set: { toolId: id, createdAt: new Date() } });

  const after: ToolFields = {
    name: input.name,
    slug,
    websiteUrl: input.websiteUrl,
    repositoryUrl: input.repositoryUrl ?? "",
    description: input.description,
    about: input.about,
    features: input.features,
    categories: chosen.map((choice) => names.get(choice.id)!),
    tags: [...input.tags].sort(),
    ...factFieldsOf(input),
    factSources: Object.fromEntries(
      FACT_KEYS.flatMap((key) => {
        const sourceUrl = input[factSourceField(key)];
        return sourceUrl && isKnownFact(input, key) ? [[key, sourceUrl]] : [];
      }),
    ),
    featured: input.featured,
    ...lifecycleFieldsOf(input),
    successorName: successor.name,
  };
  if (!before) {
    await audit({ entityType: "tool", entityId: id, entityLabel: input.name, action: "created", after: { ...after } });
  } else {
    const was = { ...toolFieldsOf(before) };
    const changes = withWholeLifecycle(changedFields(was, { ...after }), was, { ...after });
    if (Object.keys(changes.after).length > 0)
      await audit({ entityType: "tool", entityId: id, entityLabel: input.name, action: "updated", ...changes });
    await queueToolChange(tx, id, { kind: "edit", lines: watchedChangeLines(changes.before, changes.after) });
  }
  await recordToolRevision(tx, audit, id, before);
  return { ok: true, id, slug };
}

/** The successor must be another published tool; its name goes into the history. */
async function findSuccessor(
  tx: Writer,
  toolId: string | null,
  slug: string | null,
): Promise<{ ok: true; id: string | null; name: string } | { ok: false; message: string }> {
  if (!slug) return { ok: true, id: null, name: "" };
  const [found] = await tx
    .select({ id: tools.id, name: tools.name, status: tools.status })
    .from(tools)
    .where(eq(tools.slug, slug));
  if (!found) return { ok: false, message: "No tool has this slug." };
  if (found.id === toolId) return { ok: false, message: "A tool cannot be its own successor." };
  if (found.status !== "published") return { ok: false, message: "The successor must be a published tool." };
  if (toolId && (await succeeds(tx, found.id, toolId)))
    return {
      ok: false,
      message: `${found.name} already has this tool as its successor, or further down its line: successors cannot go round in a circle.`,
    };
  return { ok: true, id: found.id, name: found.name };
}

/** True when `toolId` is `from`'s successor, or its successor's, and so on down the line. */
async function succeeds(tx: Writer, from: string, toolId: string): Promise<boolean> {
  const rows = await tx.execute<{ found: number }>(sql`
    WITH RECURSIVE line(id, depth) AS (
      SELECT ${tools.successorToolId}, 1 FROM ${tools} WHERE ${tools.id} = ${from} AND ${tools.successorToolId} IS NOT NULL
      UNION ALL
      SELECT t.successor_tool_id, line.depth + 1 FROM tools t JOIN line ON t.id = line.id
        WHERE t.successor_tool_id IS NOT NULL AND line.depth < 1000
    )
    SELECT 1 AS found FROM line WHERE id = ${toolId} LIMIT 1`);
  return rows.length > 0;
}

const invalid = (fieldErrors: Partial<Record<ToolEditorField, string>>): SaveToolResult => ({
  ok: false,
  reason: "invalid",
  fieldErrors,
});

/** A save that lost a race for its slug (another editor took it a moment before). */
export const isTakenSlug = (error: unknown) => violatedUniqueIndex(error) === "tools_slug_key";

export const TAKEN_SLUG_ERROR = SLUG_TAKEN;
