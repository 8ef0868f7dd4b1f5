import { INPUT_CLASS } from "#app/components/form/FormField.tsx";
import { utcDateTimeValue } from "#app/lib/admin-tool-rules.ts";

/** The scheduling form's date and time, in UTC, with its hint and its error. */
export function PublishAtField({
  form,
  what,
  sent,
  scheduled,
  error,
}: {
  /** The form it belongs to, when it stands outside it. */
  form?: string;
  /** "tool", "post": what goes live. */
  what: string;
  /** The value as it was sent, after a refusal. */
  sent: string | undefined;
  /** The time already set, if any. */
  scheduled: string | null;
  error: string | undefined;
}) {
  return (
    <>
      <label htmlFor="publishAt" className="block text-sm font-medium text-slate-900">
        Publish at (UTC)
      </label>
      <input
        id="publishAt"
        name="publishAt"
        form={form}
        type="datetime-local"
        required
        defaultValue={sent ?? (scheduled ? utcDateTimeValue(scheduled) : "")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "publishAt-error" : "publishAt-hint"}
        className={INPUT_CLASS}
      />
      <p id="publishAt-hint" className="mt-1 text-xs text-slate-600">
        A date and time in UTC; the {what} goes live within a minute of it.
      </p>
      {error ? (
        <p id="publishAt-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
