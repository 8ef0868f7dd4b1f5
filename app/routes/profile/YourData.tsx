import { Form } from "react-router";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { ConfirmCheckbox } from "#app/components/form/ConfirmCheckbox.tsx";
import { PROFILE_INTENTS } from "#app/lib/profile-form.ts";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";

/** The data download, and the account deletion behind a box to tick. */
export function YourData({ confirmError }: { confirmError: string | undefined }) {
  return (
    <section aria-labelledby="your-data" className="mt-12 rounded-2xl border border-slate-200 p-6">
      <h2 id="your-data" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <p className="mt-1 text-slate-600">Download everything we hold about you, or delete your account for good.</p>
      <ButtonLink href="/profile/data" download variant="secondary" size="sm" className="mt-4">
        Download my data (JSON)
      </ButtonLink>
      <Form method="post" className="mt-6 space-y-3">
        <CsrfField />
        <input type="hidden" name="intent" value={PROFILE_INTENTS.deleteAccount} />
        <ConfirmCheckbox id="confirm-delete" errorId="delete-error" error={confirmError}>
          I understand that deleting my account removes my profile, bookmarks, price alerts, newsletter subscription and
          unpublished submissions, and cannot be undone.
        </ConfirmCheckbox>
        <Button type="submit" variant="danger" size="sm">
          Delete my account
        </Button>
      </Form>
    </section>
  );
}
