import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "#app/lib/person-check.ts";

/** A public form's hidden fields that tell a person from a script without JavaScript. */
export function PersonCheckFields({ startedAt }: { startedAt: string }) {
  return (
    <>
      <input type="hidden" name={STARTED_AT_FIELD} value={startedAt} />
      <div hidden>
        <label>
          Leave this field empty
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  );
}
