// A stale editor form merged by field against the version it was loaded from. The form carries a
// fingerprint of each field as loaded (BASE_FIELD); at a stale save, a field the editor left alone
// takes what is stored now, a field only the editor changed takes the editor's text, and a field
// both changed to different text is the one conflict a person has to settle.
import { BASE_FIELD, comparable, VERSION_FIELD } from "#app/lib/edit-conflict.ts";

/** A 53-bit hash (cyrb53): enough to tell a field's text apart from another's, and sync. */
function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const fingerprint = (value: string) => hashText(comparable(value));

/** The form's base: each field's fingerprint, as the hidden field carries it. */
export function fingerprintFields(values: Record<string, string>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, fingerprint(value)])));
}

/** The fingerprints a form was loaded with; null when it carries none or they cannot be read. */
export function sentBase(form: FormData): Record<string, string> | null {
  const raw = form.get(BASE_FIELD);
  if (typeof raw !== "string" || raw.length > 20_000) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string");
    return Object.fromEntries(entries);
  } catch {
    return null;
  }
}

export interface FieldMerge {
  /** Every compared field: the editor's text where they changed it, else what is stored now. */
  merged: Record<string, string>;
  /** The fields both sides changed, to different text. */
  conflicts: string[];
  /** The fields someone else changed and the editor left alone: the stored text is kept. */
  kept: string[];
}

/**
 * Merges the editor's fields into the stored ones. Without a base (a form from before, a script)
 * every field that differs counts as the editor's change, and as a conflict.
 */
export function mergeByField(
  fields: readonly string[],
  base: Record<string, string> | null,
  current: Record<string, string>,
  yours: Record<string, string | undefined>,
): FieldMerge {
  const merged: Record<string, string> = {};
  const conflicts: string[] = [];
  const kept: string[] = [];
  for (const field of fields) {
    const stored = current[field] ?? "";
    const sent = yours[field];
    const loadedAs = base?.[field];
    const youChanged = sent !== undefined && (loadedAs === undefined || fingerprint(sent) !== loadedAs);
    const theyChanged = loadedAs === undefined || fingerprint(stored) !== loadedAs;
    merged[field] = youChanged ? sent : stored;
    if (!youChanged && theyChanged && sent !== undefined && comparable(sent) !== comparable(stored)) kept.push(field);
    if (youChanged && theyChanged && comparable(sent) !== comparable(stored)) conflicts.push(field);
  }
  return { merged, conflicts, kept };
}

/** Marks a merged save, which is tried once: stale again, it is answered with the conflict. */
const MERGED_RETRY = "__merged";

export const isMergedRetry = (form: FormData) => form.has(MERGED_RETRY);

/** The editor's form with the merged fields, claiming the version stored now: to save it once. */
export function mergedRetryForm(form: FormData, merged: Record<string, string>, version: number): FormData {
  const again = new FormData();
  for (const [name, value] of form) again.append(name, value);
  for (const [name, value] of Object.entries(merged)) again.set(name, value);
  again.set(VERSION_FIELD, String(version));
  again.set(MERGED_RETRY, "1");
  return again;
}
