import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { FormField } from "#app/components/form/FormField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { REMOVE_INTENT, UPLOAD_INTENT, type ToolImageResult } from "#app/lib/tool-image-rules.ts";
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
        encType="multipart/form-data"
        className="mt-6 space-y-3 border-t border-slate-200 pt-5"
      >
        <CsrfField />
        <input type="hidden" name="intent" value={UPLOAD_INTENT[kind]} />
        <FormField id={kind} label={`New ${noun}`} hint={hint} error={refused?.fieldErrors[kind]}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept={TOOL_IMAGE_ACCEPT}
              required
              className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium file:text-slate-800"
            />
          )}
        </FormField>
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
