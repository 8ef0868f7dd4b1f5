import { Form, useNavigation } from "react-router";
import type { ReactNode } from "react";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { ImageUploadField } from "#app/components/form/ImageUploadField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { TOOL_IMAGE_MAX_BYTES } from "#app/lib/body-limits.ts";
import {
  REMOVE_INTENT,
  TOO_LARGE_IMAGE_PARAM,
  TOOL_IMAGE_TOO_LARGE,
  UPLOAD_INTENT,
  type ToolImageResult,
} from "#app/lib/tool-image-rules.ts";
import { TOOL_IMAGE_ACCEPT, type ToolImageKind } from "#app/lib/tool-images.ts";

/** One image: what it is now, the upload form, and the way to remove it. */
export function ImageSection({
  kind,
  title,
  hint,
  imageUrl,
  refused,
  children,
}: {
  kind: ToolImageKind;
  title: string;
  hint: string;
  /** The current image, if any. */
  imageUrl: string | null;
  refused: ToolImageResult | undefined;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const noun = title.toLowerCase();
  return (
    <section aria-labelledby={`${kind}-heading`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={`${kind}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
      {/* A new image is a new form: the file input no longer holds the file just uploaded. */}
      <Form
        key={imageUrl ?? "none"}
        method="post"
        // Names the image without the body, which an upload over the limit arrives without.
        action={`?${TOO_LARGE_IMAGE_PARAM}=${kind}`}
        encType="multipart/form-data"
        className="mt-6 space-y-3 border-t border-slate-200 pt-5"
      >
        <CsrfField />
        <input type="hidden" name="intent" value={UPLOAD_INTENT[kind]} />
        <ImageUploadField
          id={kind}
          label={`New ${noun}`}
          hint={hint}
          error={refused?.fieldErrors[kind]}
          accept={TOOL_IMAGE_ACCEPT}
          maxBytes={TOOL_IMAGE_MAX_BYTES}
          tooLarge={TOOL_IMAGE_TOO_LARGE}
          required
        />
        <SubmitButton busy={busy(UPLOAD_INTENT[kind])} busyLabel="Uploading...">
          Upload {noun}
        </SubmitButton>
      </Form>
      {imageUrl ? (
        <Form method="post" className="mt-4">
          <CsrfField />
          <input type="hidden" name="intent" value={REMOVE_INTENT[kind]} />
          <Button type="submit" variant="secondary" size="sm" disabled={busy(REMOVE_INTENT[kind])}>
            {busy(REMOVE_INTENT[kind]) ? "Removing..." : `Remove ${noun}`}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
