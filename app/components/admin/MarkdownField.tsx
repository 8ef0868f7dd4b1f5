import { MarkdownPreview } from "#app/components/admin/MarkdownPreview.tsx";
import { CountedField } from "#app/components/form/CountedField.tsx";
import type { FieldProps } from "#app/components/form/FormField.tsx";

/**
 * An editor's Markdown text (a post's content, a tool's About): a monospaced text area counted
 * against its limit, with the Preview button and, once asked for, the preview under it.
 */
export function MarkdownField({
  id,
  label,
  hint,
  error,
  limit,
  value,
  rows,
  required = false,
  preview,
}: FieldProps & {
  limit: number;
  /** The text the field starts with. */
  value: string;
  rows: number;
  required?: boolean;
  preview: {
    intent: string;
    busy: boolean;
    html: string | null;
    title: string;
    /** What an empty preview says. */
    empty: string;
  };
}) {
  return (
    <>
      <CountedField limit={limit} value={value} id={id} label={label} hint={hint} error={error}>
        {(control) => (
          <textarea
            {...control}
            required={required}
            rows={rows}
            defaultValue={value}
            className={`${control.className} font-mono text-sm`}
          />
        )}
      </CountedField>
      <MarkdownPreview
        intent={preview.intent}
        busy={preview.busy}
        previewHtml={preview.html}
        id={`${id}-preview`}
        title={preview.title}
        empty={preview.empty}
      />
    </>
  );
}
