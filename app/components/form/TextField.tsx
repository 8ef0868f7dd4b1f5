import type { InputHTMLAttributes } from "react";
import { CountedField } from "#app/components/form/CountedField.tsx";
import { FormField, type FieldProps } from "#app/components/form/FormField.tsx";

/** A one-line text box; with a `limit`, it counts its characters against it (CountedField). */
export function TextField({
  id,
  label,
  hint,
  error,
  limit,
  ...input
}: FieldProps & { limit?: number } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "maxLength">) {
  if (limit === undefined)
    return (
      <FormField id={id} label={label} hint={hint} error={error}>
        {(control) => <input {...control} {...input} />}
      </FormField>
    );
  return (
    <CountedField id={id} label={label} hint={hint} error={error} limit={limit} value={input.defaultValue} singleLine>
      {(control) => <input {...control} {...input} />}
    </CountedField>
  );
}
