// The category pages' forms: create, save (name, slug, description) and delete (moving the tools
// first). Refusals answer 400 with the form as it was sent and a message beside each field.
import { data, redirect, type AppLoadContext } from "react-router";
import {
  CATEGORY_INTENTS,
  CategoryForm,
  categorySlugOf,
  DeleteCategoryForm,
  SLUG_FROM_NAME_FAILED,
  type CategoryField,
  type CategoryResult,
} from "#app/lib/category-rules.ts";
import { formFailure, parseForm } from "#app/lib/form-result.ts";
import { adminWrite, type Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { categoryFormValues, findAdminCategory } from "#app/server/admin/categories/admin-categories.server.ts";
import { deleteCategory } from "#app/server/admin/categories/delete-category.server.ts";
import {
  createCategory,
  refusalOfDuplicate,
  updateCategory,
  type CategoryFields,
} from "#app/server/admin/categories/save-category.server.ts";
import { claimVersion, sentVersion, StaleEdit } from "#app/server/admin/edit-version.server.ts";
import { answerStaleSave } from "#app/server/admin/stale-save.server.ts";
import { WriteRefused } from "#app/server/admin/write-refused.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { categories } from "#app/server/db/schema.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

type Intent = CategoryResult["intent"];
type Values = Partial<Record<CategoryField, string>>;

const refused = (intent: Intent, values: Values, fieldErrors: Partial<Record<CategoryField, string>>) =>
  data<CategoryResult>({ ...formFailure(values, { fieldErrors }), intent }, { status: 400 });

/** A refusal from inside the write (or the unique indexes), or null for any other failure. */
const refusalOf = (error: unknown) => (error instanceof WriteRefused ? error : refusalOfDuplicate(error));

/** The category's fields from the form (the slug made from the name when left empty), or the 400. */
function readCategoryFields(
  form: FormData,
): { ok: true; fields: CategoryFields; values: Values } | { ok: false; response: ReturnType<typeof refused> } {
  const intent = CATEGORY_INTENTS.save;
  const parsed = parseForm(form, CategoryForm);
  if (!parsed.ok) return { ok: false, response: refused(intent, parsed.values, parsed.fieldErrors) };
  const fields = {
    name: parsed.data.name,
    slug: categorySlugOf(parsed.data),
    description: parsed.data.description || null,
  };
  if (!fields.slug) return { ok: false, response: refused(intent, parsed.values, { slug: SLUG_FROM_NAME_FAILED }) };
  return { ok: true, fields, values: parsed.values };
}

/** Creating or saving a category; a name or slug another category has is a 400 on its field. */
async function saveCategory(
  context: AppLoadContext,
  form: FormData,
  write: (tx: Writer, audit: Audit, fields: CategoryFields) => Promise<unknown>,
) {
  const read = readCategoryFields(form);
  if (!read.ok) return read.response;
  try {
    await adminWrite(context, (tx, audit) => write(tx, audit, read.fields));
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refused(CATEGORY_INTENTS.save, read.values, refusal.fieldErrors);
  }
  return null;
}

export async function createCategoryAction(context: AppLoadContext, request: Request) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  const refusal = await saveCategory(context, form, createCategory);
  return refusal ?? redirect("/admin/categories?notice=category-created");
}

export async function editCategoryAction(context: AppLoadContext, request: Request, id: string) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  switch (form.get("intent")) {
    case CATEGORY_INTENTS.save:
      return save(context, form, id);
    case CATEGORY_INTENTS.delete:
      return remove(context, form, id);
    default:
      throw badRequest("Unknown category action.");
  }
}

type SaveAnswer = Promise<ReturnType<typeof data<CategoryResult>> | ReturnType<typeof redirect>>;

async function save(context: AppLoadContext, form: FormData, id: string): SaveAnswer {
  const version = sentVersion(form);
  try {
    const refusal = await saveCategory(context, form, async (tx, audit, fields) => {
      await claimVersion(tx, CATEGORY_RECORD, id, version);
      await updateCategory(tx, audit, id, fields);
    });
    return refusal ?? redirect(`/admin/categories/${id}?notice=category-saved`);
  } catch (error) {
    if (error instanceof StaleEdit) return staleSave(context, form, id, version);
    throw error;
  }
}

const CATEGORY_RECORD = { table: categories, id: categories.id, version: categories.version };

/** A save of a form loaded from an older version: see answerStaleSave. */
async function staleSave(context: AppLoadContext, form: FormData, id: string, sent: number | null): SaveAnswer {
  const category = await findAdminCategory(context.db(), id);
  if (!category) throw notFound("Category not found");
  const { values } = parseForm(form, CategoryForm);
  return answerStaleSave(context, {
    form,
    entityType: "category",
    entityId: id,
    reloadHref: `/admin/categories/${id}`,
    current: { version: category.version, values: categoryFormValues(category) },
    sent,
    labels: { name: "Name", slug: "Slug", description: "Description" },
    yours: values,
    thing: "category",
    intent: CATEGORY_INTENTS.save,
    values,
    saveMerged: (merged) => save(context, merged, id),
  });
}

async function remove(context: AppLoadContext, form: FormData, id: string) {
  const intent = CATEGORY_INTENTS.delete;
  const parsed = parseForm(form, DeleteCategoryForm);
  if (!parsed.ok) return refused(intent, parsed.values, parsed.fieldErrors);
  try {
    await adminWrite(context, (tx, audit) => deleteCategory(tx, audit, id, parsed.data.moveTo || null));
  } catch (error) {
    if (!(error instanceof WriteRefused)) throw error;
    return refused(intent, parsed.values, error.fieldErrors);
  }
  return redirect("/admin/categories?notice=category-deleted");
}
