// What an editor form's save answers when the record changed since the form was loaded: nothing
// was written, and the page shows who changed it, each differing field on both sides, and the
// editor's own text in the form, which now carries the current version.

/** The hidden field of every editor form: the version of the record the form was loaded from. */
export const VERSION_FIELD = "version";

/**
 * The hidden field beside it: a fingerprint of each field as the form was loaded, so a stale save
 * can tell the fields the editor changed from the ones someone else changed since.
 */
export const BASE_FIELD = "base";

export interface ConflictChange {
  actor: string;
  /** ISO time. */
  at: string;
  action: string;
}

export interface ConflictField {
  name: string;
  label: string;
  /** As stored now. */
  theirs: string;
  /** As the editor sent it. */
  yours: string;
}

export interface EditConflict {
  /** The stored version, which a save over it must carry. */
  version: number;
  /** The changes made since the form was loaded, newest first. */
  changes: ConflictChange[];
  /** The fields both sides changed: the editor's text is in the form, the stored text beside it. */
  fields: ConflictField[];
  /** The labels of the fields someone else changed and the editor did not: the form now holds theirs. */
  kept: string[];
  /** The edit page, to load the current version. */
  reloadHref: string;
  /** The fingerprints of the fields as stored now: the form's base from here on. */
  base: string;
}

export const conflictMessage = (thing: string) =>
  `Someone else saved this ${thing} after you opened it. Nothing was saved: compare, then save again.`;

/** Text compared as a person reads it: the line endings a browser sends and outer spaces aside. */
export const comparable = (value: string) => value.replace(/\r\n?/g, "\n").trim();

/** The fields whose stored and sent values differ, in the order of `labels`. */
export function differingFields(
  labels: Record<string, string>,
  theirs: Record<string, string>,
  yours: Record<string, string | undefined>,
  display: (field: string, value: string) => string = (_field, value) => value,
): ConflictField[] {
  return Object.entries(labels).flatMap(([name, label]) => {
    const stored = theirs[name] ?? "";
    const sent = yours[name] ?? "";
    if (comparable(stored) === comparable(sent)) return [];
    return [{ name, label, theirs: display(name, stored), yours: display(name, sent) }];
  });
}
