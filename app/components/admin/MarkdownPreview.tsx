import { buttonClass } from "#app/components/ui/Button.tsx";

/**
 * An editor's Preview button (it submits the form with the preview intent, so it works without
 * JavaScript) and, once asked for, the sanitized HTML as the public page will show it.
 */
export function MarkdownPreview({
  intent,
  busy,
  previewHtml,
  id,
  title,
  empty,
}: {
  intent: string;
  busy: boolean;
  previewHtml: string | null;
  /** Names the heading (`{id}-heading`) and the test id of the rendered HTML. */
  id: string;
  title: string;
  /** What an empty preview says. */
  empty: string;
}) {
  return (
    <>
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        className={buttonClass({ variant: "secondary", size: "sm" })}
      >
        {busy ? "Rendering preview..." : "Preview"}
      </button>
      {previewHtml !== null ? (
        <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-dashed border-slate-300 p-4">
          <h3 id={`${id}-heading`} className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            {title}
          </h3>
          {previewHtml ? (
            <div className="rich-content mt-3" data-testid={id} dangerouslySetInnerHTML={{ __html: previewHtml }} />
          ) : (
            <p className="mt-3 text-slate-600">{empty}</p>
          )}
        </section>
      ) : null}
    </>
  );
}
