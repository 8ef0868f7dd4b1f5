import { useEffect, useState } from "react";
import { FormField } from "#app/components/form/FormField.tsx";

const FILE_INPUT_CLASS =
  "mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium file:text-slate-800";

/**
 * A file field for an image with a size limit. With JavaScript, a file over the limit is named by
 * the field as soon as it is chosen, and the form is not sent: an upload the server stops reading
 * can end in a dropped connection rather than its answer. Without JavaScript the server's answer
 * (413, the same message by the field) stands.
 */
export function ImageUploadField({
  id,
  label,
  hint,
  error,
  accept,
  maxBytes,
  tooLarge,
  required = false,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  accept: string;
  maxBytes: number;
  /** The message for a file over `maxBytes`, the server's own. */
  tooLarge: string;
  required?: boolean;
}) {
  const [overLimit, setOverLimit] = useState(false);
  useEffect(() => {
    const input = document.getElementById(id) as HTMLInputElement | null;
    const isTooLarge = () => (input?.files?.[0]?.size ?? 0) > maxBytes;
    // Before the form's own handler: the capture phase reaches the document first.
    const stopTooLarge = (event: Event) => {
      if (!input || event.target !== input.form || !isTooLarge()) return;
      event.preventDefault();
      event.stopPropagation();
      setOverLimit(true);
      input.focus();
    };
    const onChange = () => setOverLimit(isTooLarge());
    document.addEventListener("submit", stopTooLarge, true);
    input?.addEventListener("change", onChange);
    return () => {
      document.removeEventListener("submit", stopTooLarge, true);
      input?.removeEventListener("change", onChange);
    };
  }, [id, maxBytes]);
  return (
    <FormField id={id} label={label} hint={hint} error={overLimit ? tooLarge : error}>
      {(control) => <input {...control} type="file" accept={accept} required={required} className={FILE_INPUT_CLASS} />}
    </FormField>
  );
}
