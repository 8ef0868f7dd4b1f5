import { Form } from "react-router";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import { FULL_NAME_MAX, PROFILE_INTENTS } from "#app/lib/profile-form.ts";
import type { ProfileField } from "#app/lib/profile-rules.ts";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

/** The name fields, filled with what is saved, or with what was typed when the form was refused. */
export function ProfileForm({
  values,
  fieldErrors,
  formError,
  saving,
}: {
  values: { username: string; fullName: string };
  fieldErrors: Partial<Record<ProfileField, string>> | undefined;
  formError: string | null | undefined;
  saving: boolean;
}) {
  return (
    <Form method="post" className="mt-4 space-y-4" noValidate>
      <CsrfField />
      <input type="hidden" name="intent" value={PROFILE_INTENTS.updateProfile} />
      {formError ? <FormAlert tone="error" title={formError} /> : null}
      <TextField
        id="username"
        label="Username"
        hint="Optional. 3 to 30 characters: letters a-z, digits and underscores."
        defaultValue={values.username}
        error={fieldErrors?.username}
        limit={30}
      />
      <TextField
        id="fullName"
        label="Full name"
        defaultValue={values.fullName}
        error={fieldErrors?.fullName}
        limit={FULL_NAME_MAX}
      />
      <SubmitButton busy={saving} busyLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  );
}
