// The blog category pages' forms: create, save (name and slug) and delete (only an empty one).
// Refusals answer 400 with the form as it was sent and a message beside each field.
import { data, redirect, type AppLoadContext } from "react-router";
import {
  BLOG_CATEGORY_INTENTS,
  BlogCategoryForm,
  type BlogCategoryFailure,
  type BlogCategoryField,
} from "#app/lib/admin-blog-rules.ts";
import { formFailure, parseForm } from "#app/lib/form-result.ts";
import { slugify } from "#app/lib/slugify.ts";
import { adminWrite, type Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { blogCategoryFormValues, findAdminBlogCategory } from "#app/server/admin/blog/admin-blog-categories.server.ts";
import { deleteBlogCategory } from "#app/server/admin/blog/delete-blog-category.server.ts";
import {
  blogCategoryRefusalOf,
  createBlogCategory,
  updateBlogCategory,
  type BlogCategoryFields,
} from "#app/server/admin/blog/save-blog-category.server.ts";
import { claimVersion, sentVersion, StaleEdit } from "#app/server/admin/edit-version.server.ts";
import { answerStaleSave } from "#app/server/admin/stale-save.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { blogCategories } from "#app/server/db/schema.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

type Intent = BlogCategoryFailure["intent"];
type Values = Partial<Record<BlogCategoryField, string>>;

const refused = (
  intent: Intent,
  values: Values,
  problems: { fieldErrors?: Partial<Record<BlogCategoryField, string>>; formError?: string },
) => data<BlogCategoryFailure>({ ...formFailure(values, problems), intent }, { status: 400 });

/** Creating or saving a category; a name or slug another category has is a 400 on its field. */
async function saveBlogCategory(
  context: AppLoadContext,
  form: FormData,
  write: (tx: Writer, audit: Audit, fields: BlogCategoryFields) => Promise<unknown>,
) {
  const intent = BLOG_CATEGORY_INTENTS.save;
  const parsed = parseForm(form, BlogCategoryForm);
  if (!parsed.ok) return refused(intent, parsed.values, { fieldErrors: parsed.fieldErrors });
  const fields = { name: parsed.data.name, slug: parsed.data.slug || slugify(parsed.data.name) };
  if (!fields.slug)
    return refused(intent, parsed.values, {
      fieldErrors: { slug: "The name has no letters or digits to make a slug from: enter one." },
    });
  try {
    await adminWrite(context, (tx, audit) => write(tx, audit, fields));
  } catch (error) {
    const refusal = blogCategoryRefusalOf(error);
    if (!refusal) throw error;
    return refused(intent, parsed.values, { fieldErrors: refusal.fieldErrors });
  }
  return null;
}

export async function createBlogCategoryAction(context: AppLoadContext, request: Request) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  const refusal = await saveBlogCategory(context, form, createBlogCategory);
  return refusal ?? redirect("/admin/blog/categories?notice=blog-category-created");
}

export async function editBlogCategoryAction(context: AppLoadContext, request: Request, id: string) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  switch (form.get("intent")) {
    case BLOG_CATEGORY_INTENTS.save:
      return saveEdit(context, form, id);
    case BLOG_CATEGORY_INTENTS.delete: {
      const result = await adminWrite(context, (tx, audit) => deleteBlogCategory(tx, audit, id));
      if (!result.ok)
        return refused(
          BLOG_CATEGORY_INTENTS.delete,
          {},
          {
            formError: `${result.posts === 1 ? "1 post is" : `${result.posts} posts are`} in this category: take ${result.posts === 1 ? "it" : "them"} out of it first.`,
          },
        );
      return redirect("/admin/blog/categories?notice=blog-category-deleted");
    }
    default:
      throw badRequest("Unknown blog category action.");
  }
}

const BLOG_CATEGORY_RECORD = { table: blogCategories, id: blogCategories.id, version: blogCategories.version };

type SaveAnswer = Promise<ReturnType<typeof data<BlogCategoryFailure>> | ReturnType<typeof redirect>>;

/** Saves the edit form, claiming the version it was loaded from. */
async function saveEdit(context: AppLoadContext, form: FormData, id: string): SaveAnswer {
  const version = sentVersion(form);
  try {
    const refusal = await saveBlogCategory(context, form, async (tx, audit, fields) => {
      await claimVersion(tx, BLOG_CATEGORY_RECORD, id, version);
      await updateBlogCategory(tx, audit, id, fields);
    });
    return refusal ?? redirect(`/admin/blog/categories/${id}?notice=blog-category-saved`);
  } catch (error) {
    if (error instanceof StaleEdit) return staleSave(context, form, id, version);
    throw error;
  }
}

/** A save of a form loaded from an older version: see answerStaleSave. */
async function staleSave(context: AppLoadContext, form: FormData, id: string, sent: number | null): SaveAnswer {
  const category = await findAdminBlogCategory(context.db(), id);
  if (!category) throw notFound("Blog category not found");
  const { values } = parseForm(form, BlogCategoryForm);
  return answerStaleSave(context, {
    form,
    entityType: "blog_category",
    entityId: id,
    reloadHref: `/admin/blog/categories/${id}`,
    current: { version: category.version, values: blogCategoryFormValues(category) },
    sent,
    labels: { name: "Name", slug: "Slug" },
    yours: values,
    thing: "category",
    intent: BLOG_CATEGORY_INTENTS.save,
    values,
    saveMerged: (merged) => saveEdit(context, merged, id),
  });
}
