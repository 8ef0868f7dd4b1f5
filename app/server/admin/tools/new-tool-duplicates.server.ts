// A new tool that looks like one already in the directory is not created until the editor ticks
// "Create anyway": the form comes back as typed, with the tools it may duplicate.
import { data } from "react-router";
import type { ToolEditorFailure, ToolEditorField } from "#app/lib/admin-tool-rules.ts";
import { DUPLICATE_CREATE_ERROR, duplicateConfirmed, type DuplicateMatch } from "#app/lib/duplicate-tools.ts";
import { formFailure } from "#app/lib/form-result.ts";
import { findDuplicateTools } from "#app/server/catalog/duplicate-tools.server.ts";
import type { Database } from "#app/server/db/client.server.ts";

export type DuplicateToolFailure = ToolEditorFailure & { duplicates: DuplicateMatch[] };

/** The 409 answer when the new tool needs confirming, or null to go on and create it. */
export async function refuseUnconfirmedDuplicate(
  db: Database,
  form: FormData,
  tool: { name: string; websiteUrl: string },
  values: Partial<Record<ToolEditorField, string>>,
) {
  if (duplicateConfirmed(form)) return null;
  const duplicates = await findDuplicateTools(db, tool);
  if (duplicates.length === 0) return null;
  return data<DuplicateToolFailure>(
    { ...formFailure(values, { formError: DUPLICATE_CREATE_ERROR }), intent: "save", duplicates },
    { status: 409 },
  );
}
