/** The first message for each field of a failed zod parse, keyed by the field's name. */
export function firstErrorPerField<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) errors[String(issue.path[0]) as Field] ??= issue.message;
  return errors;
}
