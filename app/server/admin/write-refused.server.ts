// A refusal from inside an admin write: throwing it rolls the transaction back, so nothing of the
// write nor its audit row is kept, and the action answers 400 with the messages for the fields.
export class WriteRefused<Field extends string = string> extends Error {
  readonly fieldErrors: Partial<Record<Field, string>>;

  constructor(fieldErrors: Partial<Record<Field, string>>) {
    super(Object.values(fieldErrors).join(" "));
    this.fieldErrors = fieldErrors;
    this.name = "WriteRefused";
  }
}

/**
 * The unique index a failed insert or update ran into, when that is why it failed (Drizzle wraps
 * the driver's error in its own, as the cause).
 */
export function violatedUniqueIndex(error: unknown): string | null {
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint_name } = e as { code?: unknown; constraint_name?: unknown };
    if (String(code) === "23505") return String(constraint_name ?? "");
  }
  return null;
}
