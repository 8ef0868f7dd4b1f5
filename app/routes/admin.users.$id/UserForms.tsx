import { IntentForm } from "#app/components/admin/IntentForm.tsx";
import { ConfirmCheckbox } from "#app/components/form/ConfirmCheckbox.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { USER_INTENTS, type UserResult } from "#app/lib/user-admin-rules.ts";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

interface UserFacts {
  email: string;
  isAdmin: boolean;
  blockedAt: Date | null;
  listedAdmin: boolean;
  self: boolean;
}

/** Role, block and delete: each its own form, all working without JavaScript. */
export function UserForms({
  user,
  failed,
  busyWith,
}: {
  user: UserFacts;
  failed: UserResult | null;
  busyWith: string | null;
}) {
  const refusalOf = (intent: string) =>
    failed?.intent === intent && failed.formError ? (
      <FormAlert tone="error" title={failed.formError} size="sm" />
    ) : null;
  const roleIntent = user.isAdmin ? USER_INTENTS.revokeAdmin : USER_INTENTS.grantAdmin;
  const blockIntent = user.blockedAt ? USER_INTENTS.unblock : USER_INTENTS.block;
  const deleting = busyWith === USER_INTENTS.delete;
  return (
    <>
      <IntentForm
        id="role"
        title="Role"
        intent={roleIntent}
        description={
          user.listedAdmin
            ? "This address is in ADMIN_EMAILS: each sign-in makes it an admin again, so its role cannot be revoked here."
            : user.isAdmin
              ? "An admin. Revoking the role takes the admin portal away at their next request."
              : "A reader. An admin can use the whole admin portal."
        }
      >
        {refusalOf(roleIntent)}
        {user.listedAdmin && user.isAdmin ? null : (
          <SubmitButton busy={busyWith === roleIntent} busyLabel="Saving...">
            {user.isAdmin ? "Revoke admin role" : "Make admin"}
          </SubmitButton>
        )}
      </IntentForm>

      {user.self ? null : (
        <IntentForm
          id="block"
          title={user.blockedAt ? "Blocked" : "Block"}
          intent={blockIntent}
          description={
            user.blockedAt
              ? "This user cannot sign in. Unblocking lets them sign in again."
              : "Ends their sessions at once and refuses their sign-in, by link or by Google, until unblocked."
          }
        >
          {refusalOf(blockIntent)}
          <SubmitButton busy={busyWith === blockIntent} busyLabel="Saving...">
            {user.blockedAt ? "Unblock user" : "Block user"}
          </SubmitButton>
        </IntentForm>
      )}

      {user.self ? null : (
        <IntentForm
          id="delete"
          title="Delete this user"
          intent={USER_INTENTS.delete}
          description="As if they deleted their account: bookmarks, unpublished submissions, newsletter subscription, mail kept for them and sign-in links go; published tools stay without an owner."
          danger
        >
          {refusalOf(USER_INTENTS.delete)}
          <ConfirmCheckbox
            id="confirm-delete"
            error={failed?.intent === USER_INTENTS.delete ? failed.fieldErrors.confirm : undefined}
          >
            Yes, delete {user.email} and everything their account holds.
          </ConfirmCheckbox>
          <Button type="submit" variant="danger" size="sm" disabled={deleting}>
            {deleting ? "Deleting..." : "Delete user"}
          </Button>
        </IntentForm>
      )}
    </>
  );
}
