import type { ReactNode } from "react";

export const INPUT_CLASS =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-bitcoin focus:outline-none focus:ring-2 focus:ring-bitcoin/40";

export interface FieldProps {
  /** Also the field's name. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** Shown right under the control and read with it, such as a character counter. */
interface FieldNote {
  id: string;
  content: ReactNode;
  /** The note says the value is not acceptable (a count over its limit). */
  invalid: boolean;
}

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  name: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A labelled form control with its hint and its error message, announced with the control. */
export function FormField({
  id,
  label,
  hint,
  error,
  note,
  children,
}: FieldProps & { note?: FieldNote; children: (control: ControlProps) => ReactNode }) {
  const describedBy = [note?.id, hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children({
        id,
        name: id,
        className: INPUT_CLASS,
        "aria-invalid": error || note?.invalid ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {note?.content}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
