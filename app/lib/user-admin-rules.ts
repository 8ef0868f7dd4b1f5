// The admin's users: the list's filters and each user's forms (shared by the pages and the server).
import { z } from "zod";
import type { FormFailure } from "#app/lib/form-result.ts";

export const USER_INTENTS = {
  grantAdmin: "grant-admin",
  revokeAdmin: "revoke-admin",
  block: "block",
  unblock: "unblock",
  delete: "delete",
} as const;
export type UserIntent = (typeof USER_INTENTS)[keyof typeof USER_INTENTS];

export const DeleteUserForm = z.object({
  confirm: z.literal("delete", { error: "Tick the box to confirm the deletion." }),
});
export type UserField = keyof z.input<typeof DeleteUserForm>;

/** A refused user form (accepted ones redirect), named by its intent. */
export type UserResult = FormFailure<UserField> & { intent: UserIntent };

export const USER_FILTERS = ["admin", "blocked"] as const;
export type UserFilter = (typeof USER_FILTERS)[number];
export const USER_FILTER_LABELS: Record<UserFilter, string> = { admin: "Admins", blocked: "Blocked" };
export const USER_PAGE_SIZE = 50;

/** Why a change to a user is refused, in words the admin can act on. */
export const USER_REFUSALS = {
  lastAdmin: "This is the last admin. Make someone else an admin first.",
  listedAdmin:
    "This address is in ADMIN_EMAILS, which makes it an admin again at its next sign-in. Take it out of ADMIN_EMAILS first.",
  blockSelf: "You cannot block your own account.",
  deleteSelf: "You cannot delete your own account here. Use your profile page.",
} as const;
