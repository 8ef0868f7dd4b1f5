// The admin tool table's bulk actions: publish, archive, feature or unfeature the ticked rows, in
// one transaction with an audit row per tool changed, then back to the same view of the table.
import { data, redirect, type AppLoadContext } from "react-router";
import { inArray } from "drizzle-orm";
import {
  adminToolTableSearch,
  BULK_TOOL_INTENTS,
  BulkToolForm,
  bulkToolInput,
  confirmArchiveMessage,
  isBulkToolIntent,
  parseAdminToolTable,
  SKIPPED_PARAM,
  type BulkToolField,
  type BulkToolIntent,
} from "#app/lib/admin-tool-table.ts";
import { firstErrorPerField } from "#app/lib/field-errors.ts";
import { formFailure, type FormFailure } from "#app/lib/form-result.ts";
import type { NoticeKey } from "#app/lib/notices.ts";
import { adminWrite, type Audit } from "#app/server/admin/admin-write.server.ts";
import { changedFields, type Writer } from "#app/server/admin/audit.server.ts";
import { nextVersion } from "#app/server/admin/edit-version.server.ts";
import { changeToolStatus } from "#app/server/admin/tools/tool-status-change.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { tools } from "#app/server/db/schema.server.ts";
import { mailSubmitterNoticesQuietly } from "#app/server/submissions/notify-submitter-live.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

/** What a refused bulk form answers: the action and the rows that were chosen, with what is wrong. */
export type BulkToolFailure = FormFailure<BulkToolField> & { selected: string[] };

/** Tools the action changed, and tools it left alone because their status did not allow it (or they are gone). */
interface Outcome {
  done: number;
  skipped: number;
}

export async function bulkToolAction(context: AppLoadContext, request: Request) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  const input = bulkToolInput(form);
  const parsed = BulkToolForm.safeParse(input);
  if (!parsed.success) {
    const selected = form.getAll("id").filter((id): id is string => typeof id === "string");
    const values = { intent: typeof input.intent === "string" ? input.intent : "" };
    const fieldErrors = firstErrorPerField<BulkToolField>(parsed.error.issues);
    return data<BulkToolFailure>({ ...formFailure<BulkToolField>(values, { fieldErrors }), selected }, { status: 400 });
  }
  const { intent, id: ids, confirm } = parsed.data;
  if (!isBulkToolIntent(intent)) throw badRequest(`Unknown bulk action '${intent}'.`);
  if (intent === BULK_TOOL_INTENTS.archive && confirm !== BULK_TOOL_INTENTS.archive) {
    const fieldErrors = { confirm: confirmArchiveMessage(ids.length) };
    return data<BulkToolFailure>(
      { ...formFailure<BulkToolField>({ intent }, { fieldErrors }), selected: ids },
      { status: 400 },
    );
  }
  const outcome = await adminWrite(context, (tx, audit) => {
    switch (intent) {
      case BULK_TOOL_INTENTS.publish:
        return changeStatuses(tx, audit, ids, "published");
      case BULK_TOOL_INTENTS.archive:
        return changeStatuses(tx, audit, ids, "archived");
      case BULK_TOOL_INTENTS.feature:
        return setFeatured(tx, audit, ids, true);
      case BULK_TOOL_INTENTS.unfeature:
        return setFeatured(tx, audit, ids, false);
      default:
        throw badRequest(`Unknown bulk action '${intent satisfies never}'.`);
    }
  });
  await mailSubmitterNoticesQuietly(context.env, context.db());
  return redirect(listHref(request, noticeFor(intent, outcome), outcome.skipped));
}

/** Each tool through the status rules, one after another in id order (two batches never wait on each other). */
async function changeStatuses(tx: Writer, audit: Audit, ids: string[], to: "published" | "archived") {
  const outcome: Outcome = { done: 0, skipped: 0 };
  for (const id of [...ids].sort()) {
    const result = await changeToolStatus(tx, audit, id, { to });
    if (result.ok) outcome.done++;
    else outcome.skipped++;
  }
  return outcome;
}

/** A tool no visitor may see yet, or ever, is not featured: it would lead the home page to a 404. */
const NEVER_FEATURED = new Set(["pending", "rejected"]);

/**
 * Features or unfeatures the tools; those already so stay as they are, without a history row.
 * Pending and rejected tools are skipped when featuring.
 */
async function setFeatured(tx: Writer, audit: Audit, ids: string[], featured: boolean): Promise<Outcome> {
  const locked = await tx
    .select({ id: tools.id, name: tools.name, featured: tools.featured, status: tools.status })
    .from(tools)
    .where(inArray(tools.id, ids))
    .orderBy(tools.id)
    .for("update");
  const found = featured ? locked.filter((tool) => !NEVER_FEATURED.has(tool.status)) : locked;
  const changing = found.filter((tool) => tool.featured !== featured);
  if (changing.length > 0) {
    await tx
      .update(tools)
      .set({ featured, version: nextVersion(tools.version) })
      .where(
        inArray(
          tools.id,
          changing.map((tool) => tool.id),
        ),
      );
  }
  for (const tool of changing) {
    await audit({
      entityType: "tool",
      entityId: tool.id,
      entityLabel: tool.name,
      action: featured ? "featured" : "unfeatured",
      ...changedFields({ featured: tool.featured }, { featured }),
    });
  }
  return { done: found.length, skipped: ids.length - found.length };
}

function noticeFor(intent: BulkToolIntent, { done, skipped }: Outcome): NoticeKey {
  switch (intent) {
    case BULK_TOOL_INTENTS.publish:
      return done === 0 ? "tools-not-published" : skipped > 0 ? "tools-published-some-skipped" : "tools-published";
    case BULK_TOOL_INTENTS.archive:
      return done === 0 ? "tools-not-archived" : skipped > 0 ? "tools-archived-some-skipped" : "tools-archived";
    case BULK_TOOL_INTENTS.feature:
      return done === 0 ? "tools-not-featured" : skipped > 0 ? "tools-featured-some-skipped" : "tools-featured";
    case BULK_TOOL_INTENTS.unfeature:
      return "tools-unfeatured";
  }
}

/** The table as it was (its search, filters, order and page), with the notice and the skipped count. */
function listHref(request: Request, notice: NoticeKey, skipped: number): string {
  const parsed = parseAdminToolTable(new URL(request.url).searchParams);
  const params = new URLSearchParams(parsed.ok ? adminToolTableSearch(parsed.query) : "");
  params.set("notice", notice);
  if (skipped > 0) params.set(SKIPPED_PARAM, String(skipped));
  return `/admin/tools?${params}`;
}
