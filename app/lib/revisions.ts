// The vocabulary of revisions: the kinds of thing whose every save is kept whole, the ways a
// revision comes about.

export const REVISION_ENTITY_TYPES = ["tool", "post", "glossary_term"] as const;
export type RevisionEntityType = (typeof REVISION_ENTITY_TYPES)[number];

/**
 * `base`: the fields as they were before the first kept save (rows older than revisions);
 * `save` and `restore`: the fields after a save from the editor or a restore; `autosave`: a
 * post's draft typed in the editor and never saved to the post.
 */
export const REVISION_KINDS = ["base", "save", "restore", "autosave"] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** A revision's fields: the editor's form values, as the editor would send them. */
export type RevisionFields = Record<string, string>;
