import type { ReactNode } from "react";
import { FormField } from "#app/components/form/FormField.tsx";
import { TOOL_IMAGE_ACCEPT } from "#app/lib/tool-images.ts";

/** A labelled file field for an image upload (the types the Worker re-encodes), with its hint and error. */
export function ImageFileField({
  id,
  label,
  hint,
  error,
  required = true,
}: {
  /** Also the field's name. */
  id: string;
  label: ReactNode;
  hint: ReactNode;
  error?: string;
  required?: boolean;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept={TOOL_IMAGE_ACCEPT}
          required={required}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium file:text-slate-800"
        />
      )}
    </FormField>
  );
}
