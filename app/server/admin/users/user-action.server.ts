// A user's page forms: grant or revoke admin, block or unblock, delete. A refused change (the last
// admin, oneself) answers 409 with the reason; a deletion not confirmed answers 400.
import { data, redirect, type AppLoadContext } from "react-router";
import { formFailure, parseForm } from "#app/lib/form-result.ts";
import { DeleteUserForm, USER_INTENTS, type UserIntent, type UserResult } from "#app/lib/user-admin-rules.ts";
import { adminWrite, type Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { blockUser, unblockUser } from "#app/server/admin/users/block-user.server.ts";
import { deleteUser } from "#app/server/admin/users/delete-user.server.ts";
import { UserChangeRefused } from "#app/server/admin/users/user-change-refused.server.ts";
import { grantAdmin, revokeAdmin } from "#app/server/admin/users/user-role.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

const NOTICES = {
  [USER_INTENTS.grantAdmin]: "user-made-admin",
  [USER_INTENTS.revokeAdmin]: "user-admin-revoked",
  [USER_INTENTS.block]: "user-blocked",
  [USER_INTENTS.unblock]: "user-unblocked",
} as const;

export async function userAction(context: AppLoadContext, request: Request, id: string) {
  const admin = requireAdmin(context);
  const form = await readCheckedForm(request, context);
  const intent = form.get("intent");
  switch (intent) {
    case USER_INTENTS.grantAdmin:
      return change(context, intent, id, (tx, audit) => grantAdmin(tx, audit, id));
    case USER_INTENTS.revokeAdmin:
      return change(context, intent, id, (tx, audit) => revokeAdmin(tx, audit, id, context.env.ADMIN_EMAILS));
    case USER_INTENTS.block:
      return change(context, intent, id, (tx, audit) => blockUser(tx, audit, id, admin));
    case USER_INTENTS.unblock:
      return change(context, intent, id, (tx, audit) => unblockUser(tx, audit, id));
    case USER_INTENTS.delete: {
      const parsed = parseForm(form, DeleteUserForm);
      if (!parsed.ok) return refused(USER_INTENTS.delete, parsed.values, parsed.fieldErrors, null, 400);
      const done = await attempt(() => adminWrite(context, (tx, audit) => deleteUser(tx, audit, id, admin)));
      if ("refusal" in done) return refused(USER_INTENTS.delete, {}, {}, done.refusal, 409);
      if (done.value) await context.env.AVATARS.delete(done.value);
      return redirect("/admin/users?notice=user-deleted");
    }
    default:
      throw badRequest("Unknown user action.");
  }
}

async function change(
  context: AppLoadContext,
  intent: keyof typeof NOTICES,
  id: string,
  write: (tx: Writer, audit: Audit) => Promise<void>,
) {
  const done = await attempt(() => adminWrite(context, write));
  if ("refusal" in done) return refused(intent, {}, {}, done.refusal, 409);
  return redirect(`/admin/users/${encodeURIComponent(id)}?notice=${NOTICES[intent]}`);
}

/** The write's result, or why it was refused. */
async function attempt<T>(write: () => Promise<T>): Promise<{ value: T } | { refusal: string }> {
  try {
    return { value: await write() };
  } catch (error) {
    if (!(error instanceof UserChangeRefused)) throw error;
    return { refusal: error.message };
  }
}

const refused = (
  intent: UserIntent,
  values: UserResult["values"],
  fieldErrors: UserResult["fieldErrors"],
  formError: string | null,
  status: number,
) => data<UserResult>({ ...formFailure(values, { fieldErrors, formError }), intent }, { status });
