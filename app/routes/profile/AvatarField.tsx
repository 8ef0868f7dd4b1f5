import { Form } from "react-router";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { ImageUploadField } from "#app/components/form/ImageUploadField.tsx";
import { AVATAR_MAX_BYTES } from "#app/lib/body-limits.ts";
import { AVATAR_TOO_LARGE, PROFILE_INTENTS } from "#app/lib/profile-form.ts";
import { Button } from "#app/components/ui/Button.tsx";

/** The avatar upload: a form of its own, sent as multipart so the file arrives as a file. */
export function AvatarField({ error, saving }: { error: string | undefined; saving: boolean }) {
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 space-y-3 border-t border-slate-200 pt-5">
      <CsrfField />
      <input type="hidden" name="intent" value={PROFILE_INTENTS.uploadAvatar} />
      <ImageUploadField
        id="avatar"
        label="Avatar"
        hint="JPEG, PNG, WebP or GIF, up to 5 MB. It is cropped to a square of 256 pixels."
        error={error}
        accept="image/png,image/jpeg,image/webp,image/gif"
        maxBytes={AVATAR_MAX_BYTES}
        tooLarge={AVATAR_TOO_LARGE}
      />
      <Button type="submit" disabled={saving} variant="secondary" size="none" className="px-4 py-2">
        Upload avatar
      </Button>
    </Form>
  );
}
