// The glossary pages' forms: create, save and delete a term. Refusals answer 400 with the form as
// it was sent and a message beside each field.
import { GLOSSARY_TERM_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import { data, redirect, type AppLoadContext } from "react-router";
import { formFailure, parseForm } from "#app/lib/form-result.ts";
import {
  DeleteGlossaryTermForm,
  GLOSSARY_INTENTS,
  GLOSSARY_SLUG_FROM_TERM_FAILED,
  GlossaryTermForm,
  glossarySlugOf,
  readRelatedIds,
  type GlossaryField,
  type GlossaryIntent,
  type GlossaryResult,
} from "#app/lib/glossary-rules.ts";
import { adminWrite, type Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { claimVersion, sentVersion, StaleEdit } from "#app/server/admin/edit-version.server.ts";
import {
  findAdminGlossaryTerm,
  glossaryFormValues,
  inListOrder,
  listGlossaryChoices,
} from "#app/server/admin/glossary/admin-glossary.server.ts";
import { deleteGlossaryTerm } from "#app/server/admin/glossary/delete-glossary-term.server.ts";
import {
  createGlossaryTerm,
  refusalOfDuplicateTerm,
  updateGlossaryTerm,
  type GlossaryTermFields,
} from "#app/server/admin/glossary/save-glossary-term.server.ts";
import { answerStaleSave } from "#app/server/admin/stale-save.server.ts";
import { WriteRefused } from "#app/server/admin/write-refused.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { glossaryTerms } from "#app/server/db/schema.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

type Values = Partial<Record<GlossaryField, string>>;
type Errors = Partial<Record<GlossaryField, string>>;

const refused = (intent: GlossaryIntent, values: Values, fieldErrors: Errors, related?: string[]) =>
  data<GlossaryResult>({ ...formFailure(values, { fieldErrors }), intent, related }, { status: 400 });

/** Creating or saving a term; every refusal (form, related terms, taken names) is a 400 with nothing written. */
async function saveTerm(
  context: AppLoadContext,
  form: FormData,
  write: (tx: Writer, audit: Audit, fields: GlossaryTermFields) => Promise<unknown>,
) {
  const intent = GLOSSARY_INTENTS.save;
  const parsed = parseForm(form, GlossaryTermForm);
  const related = readRelatedIds(form);
  const ticked = related.ok ? related.ids : [];
  const errors: Errors = parsed.ok ? {} : { ...parsed.fieldErrors };
  if (!related.ok) errors.related = related.message;
  if (parsed.ok && !glossarySlugOf(parsed.data)) errors.slug = GLOSSARY_SLUG_FROM_TERM_FAILED;
  if (!parsed.ok || Object.keys(errors).length > 0) return refused(intent, parsed.values, errors, ticked);
  const fields = {
    term: parsed.data.term,
    slug: glossarySlugOf(parsed.data),
    definition: parsed.data.definition,
    related: ticked,
  };
  try {
    await adminWrite(context, (tx, audit) => write(tx, audit, fields));
  } catch (error) {
    const refusal = error instanceof WriteRefused ? error : refusalOfDuplicateTerm(error);
    if (!refusal) throw error;
    return refused(intent, parsed.values, refusal.fieldErrors, ticked);
  }
  return null;
}

export async function createGlossaryTermAction(context: AppLoadContext, request: Request) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  let id = "";
  const refusal = await saveTerm(context, form, async (tx, audit, fields) => {
    id = await createGlossaryTerm(tx, audit, fields);
  });
  return refusal ?? redirect(`/admin/glossary/${id}?notice=glossary-term-created`);
}

export async function editGlossaryTermAction(context: AppLoadContext, request: Request, id: string) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  switch (form.get("intent")) {
    case GLOSSARY_INTENTS.save:
      return saveEdit(context, form, id);
    case GLOSSARY_INTENTS.delete:
      return remove(context, form, id);
    default:
      throw badRequest("Unknown glossary action.");
  }
}

const GLOSSARY_RECORD = { table: glossaryTerms, id: glossaryTerms.id, version: glossaryTerms.version };

const GLOSSARY_LABELS = { term: "Term", slug: "Slug", definition: "Definition", related: "Related terms" };

type SaveAnswer = Promise<ReturnType<typeof data<GlossaryResult>> | ReturnType<typeof redirect>>;

/** Saves the edit form, claiming the version it was loaded from. */
async function saveEdit(context: AppLoadContext, form: FormData, id: string): SaveAnswer {
  const version = sentVersion(form);
  try {
    const refusal = await saveTerm(context, form, async (tx, audit, fields) => {
      await claimVersion(tx, GLOSSARY_RECORD, id, version);
      await updateGlossaryTerm(tx, audit, id, fields);
    });
    return refusal ?? redirect(`/admin/glossary/${id}?notice=glossary-term-saved`);
  } catch (error) {
    if (error instanceof StaleEdit) return staleSave(context, form, id, version);
    throw error;
  }
}

/** A save of a form loaded from an older version: see answerStaleSave. */
async function staleSave(context: AppLoadContext, form: FormData, id: string, sent: number | null): SaveAnswer {
  const db = context.db();
  const [term, choices] = await Promise.all([findAdminGlossaryTerm(db, id), listGlossaryChoices(db)]);
  if (!term) throw notFound(GLOSSARY_TERM_NOT_FOUND);
  const { values } = parseForm(form, GlossaryTermForm);
  const related = readRelatedIds(form);
  const ticked = inListOrder(related.ok ? related.ids : [], choices);
  const names = new Map(choices.map((choice) => [choice.id, choice.term]));
  return answerStaleSave(context, {
    form,
    entityType: "glossary_term",
    entityId: id,
    reloadHref: `/admin/glossary/${id}`,
    current: { version: term.version, values: glossaryFormValues(term, choices) },
    sent,
    labels: GLOSSARY_LABELS,
    yours: { ...values, related: ticked.join(",") },
    display: (field, value) =>
      field === "related"
        ? idsIn(value)
            .map((related) => names.get(related) ?? related)
            .join(", ")
        : value,
    thing: "term",
    intent: GLOSSARY_INTENTS.save,
    values,
    saveMerged: (merged) => saveEdit(context, relatedAsTicked(merged), id),
    extra: (merged) => ({ related: idsIn(merged.related ?? "") }),
  });
}

const idsIn = (joined: string) => joined.split(",").filter(Boolean);

/** The merged form holds the related terms joined, as they were compared; the save reads one field a term. */
function relatedAsTicked(form: FormData): FormData {
  const ids = idsIn(String(form.get("related") ?? ""));
  form.delete("related");
  for (const id of ids) form.append("related", id);
  return form;
}

async function remove(context: AppLoadContext, form: FormData, id: string) {
  const parsed = parseForm(form, DeleteGlossaryTermForm);
  if (!parsed.ok) return refused(GLOSSARY_INTENTS.delete, parsed.values, parsed.fieldErrors);
  await adminWrite(context, (tx, audit) => deleteGlossaryTerm(tx, audit, id));
  return redirect("/admin/glossary?notice=glossary-term-deleted");
}
