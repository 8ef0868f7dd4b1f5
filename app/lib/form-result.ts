// What every form's action answers, and how a posted form is checked against the form's rules.
// A success says what the page needs; a failure gives back what was typed, a message for each
// field and one for the form as a whole, so the page can show the form again as it was sent.
import type { z } from "zod";
import { firstErrorPerField } from "#app/lib/field-errors.ts";

export interface FormFailure<Field extends string = string, Problem = string> {
  ok: false;
  values: Partial<Record<Field, string>>;
  fieldErrors: Partial<Record<Field, string>>;
  formError: Problem | null;
}

export type FormSuccess<Data extends object = object> = { ok: true } & Data;

export type FormResult<Data extends object = object, Field extends string = string, Problem = string> =
  FormSuccess<Data> | FormFailure<Field, Problem>;

export function formFailure<Field extends string, Problem = string>(
  values: Partial<Record<Field, string>>,
  {
    fieldErrors = {},
    formError = null,
  }: { fieldErrors?: Partial<Record<Field, string>>; formError?: Problem | null } = {},
): FormFailure<Field, Problem> {
  return { ok: false, values, fieldErrors, formError };
}

/** A text field that was sent a file (by a script, not by our forms). */
export const TEXT_NOT_FILE = "This field takes text, not a file.";

type FieldOf<Schema extends z.ZodObject> = Extract<keyof Schema["shape"], string>;

export type ParsedForm<Schema extends z.ZodObject> =
  { ok: true; data: z.output<Schema>; values: Record<FieldOf<Schema>, string> } | FormFailure<FieldOf<Schema>>;

/**
 * The form's fields as the schema names them, checked. A missing field is an empty one; a file
 * stays a file (for a file field) and is never read as text, so a text field sent a file fails
 * with its own message. `values` holds the text that was sent, to fill the form again.
 */
export function parseForm<Schema extends z.ZodObject>(form: FormData, schema: Schema): ParsedForm<Schema> {
  const input: Record<string, FormDataEntryValue> = {};
  const values: Record<string, string> = {};
  for (const field of Object.keys(schema.shape)) {
    const entry = form.get(field) ?? "";
    input[field] = entry;
    values[field] = typeof entry === "string" ? entry : "";
  }
  const parsed = schema.safeParse(input, {
    error: (issue) =>
      issue.code === "invalid_type" && issue.expected === "string" && issue.input instanceof File
        ? TEXT_NOT_FILE
        : undefined,
  });
  if (parsed.success) return { ok: true, data: parsed.data, values: values as Record<FieldOf<Schema>, string> };
  return formFailure<FieldOf<Schema>>(values, { fieldErrors: firstErrorPerField(parsed.error.issues) });
}
