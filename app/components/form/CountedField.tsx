import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { FormField, type ControlProps } from "#app/components/form/FormField.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { countedLength, counterText } from "#app/lib/text-limits.ts";

type Typed = HTMLInputElement | HTMLTextAreaElement;

/**
 * A form field with a limit on its length: a counter of the characters used against the limit,
 * updated as the person types, instead of a `maxlength` that would cut a paste. Over the limit
 * the field is marked invalid; the server's rule (counted the same way, text-limits.ts) refuses
 * it with the field's message and gives the text back. A one-line field shows its counter only
 * near the limit.
 */
export function CountedField({
  id,
  label,
  hint,
  error,
  limit,
  value,
  singleLine = false,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  limit: number;
  /** The value the field starts with. */
  value: unknown;
  singleLine?: boolean;
  children: (control: ControlProps & { onInput: (event: FormEvent<Typed>) => void }) => ReactNode;
}) {
  const [count, setCount] = useState(() => countedLength(typeof value === "string" ? value : ""));
  // The browser may have restored what was typed before a reload or a step back.
  useEffect(() => {
    const control = document.getElementById(id) as Typed | null;
    if (control) setCount(countedLength(control.value));
  }, [id]);
  const live = useHydrated();
  const { shown, heard, over, near } = counterText(count, limit, live);
  const visible = !singleLine || over || (live && near);
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      note={{
        id: `${id}-count`,
        invalid: over,
        content: (
          <>
            <p
              id={`${id}-count`}
              data-testid={`${id}-count`}
              hidden={!visible}
              className={`mt-1 text-xs tabular-nums ${over ? "font-medium text-red-700" : "text-slate-600"}`}
            >
              {shown}
            </p>
            <span className="sr-only" aria-live="polite">
              {heard}
            </span>
          </>
        ),
      }}
    >
      {(control) => children({ ...control, onInput: (event) => setCount(countedLength(event.currentTarget.value)) })}
    </FormField>
  );
}
