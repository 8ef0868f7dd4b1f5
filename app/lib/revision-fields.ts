// How a revision's fields read: each kind's fields in the editor's order, grouped under the
// editor's labels (a tool's four category selects are its Categories), and the ids some hold
// (categories, related terms) shown by name.
import { CATEGORY_FIELDS, factSourceField } from "#app/lib/admin-tool-rules.ts";
import { TOOL_FIELDS } from "#app/lib/admin-blog-rules.ts";
import type { RevisionEntityType, RevisionFields } from "#app/lib/revisions.ts";
import { FACT_KEYS, FACT_LABELS, YES_NO_FACET_KEYS } from "#app/lib/tool-facets.ts";

/** Which table the ids in a field name: they are shown by name. */
export type RevisionIdKind = "category" | "blogCategory" | "glossaryTerm";

export interface RevisionFieldGroup {
  label: string;
  fields: readonly string[];
  /** Each field holds ids (comma-separated) of this kind. */
  ids?: RevisionIdKind;
}

const TOOL_GROUPS: RevisionFieldGroup[] = [
  { label: "Name", fields: ["name"] },
  { label: "Slug", fields: ["slug"] },
  { label: "Website", fields: ["websiteUrl"] },
  { label: "Source repository", fields: ["repositoryUrl"] },
  { label: "Description", fields: ["description"] },
  { label: "About", fields: ["about"] },
  { label: "Features", fields: ["features"] },
  { label: "Categories", fields: CATEGORY_FIELDS, ids: "category" },
  { label: "Tags", fields: ["tags"] },
  { label: FACT_LABELS.custody, fields: ["custody"] },
  { label: FACT_LABELS.kyc, fields: ["kyc"] },
  ...YES_NO_FACET_KEYS.map((key) => ({ label: FACT_LABELS[key], fields: [key] })),
  { label: FACT_LABELS.validation, fields: ["validation"] },
  { label: FACT_LABELS.hardwareSigners, fields: ["hardwareSigners"] },
  { label: FACT_LABELS.platforms, fields: ["platforms"] },
  { label: "Sources", fields: FACT_KEYS.map(factSourceField) },
  { label: "Featured", fields: ["featured"] },
  { label: "Lifecycle", fields: ["lifecycle", "lifecycleDate", "lifecycleSourceUrl"] },
  { label: "Successor", fields: ["successorSlug"] },
];

const POST_GROUPS: RevisionFieldGroup[] = [
  { label: "Title", fields: ["title"] },
  { label: "Slug", fields: ["slug"] },
  { label: "Excerpt", fields: ["excerpt"] },
  { label: "Content", fields: ["content"] },
  { label: "Categories", fields: ["categories"], ids: "blogCategory" },
  { label: "Tags", fields: ["tags"] },
  { label: "Featured tools", fields: TOOL_FIELDS },
];

const GLOSSARY_GROUPS: RevisionFieldGroup[] = [
  { label: "Term", fields: ["term"] },
  { label: "Slug", fields: ["slug"] },
  { label: "Definition", fields: ["definition"] },
  { label: "Related terms", fields: ["related"], ids: "glossaryTerm" },
];

const GROUPS: Record<RevisionEntityType, RevisionFieldGroup[]> = {
  tool: TOOL_GROUPS,
  post: POST_GROUPS,
  glossary_term: GLOSSARY_GROUPS,
};

/**
 * The groups of a kind's fields; a field no group names (one added to the editor later) is its
 * own group, under its name.
 */
export function revisionFieldGroups(type: RevisionEntityType, fieldNames: Iterable<string> = []): RevisionFieldGroup[] {
  const groups = GROUPS[type];
  const known = new Set(groups.flatMap((group) => group.fields));
  const others = [...new Set(fieldNames)].filter((field) => !known.has(field));
  return [...groups, ...others.map((field) => ({ label: field, fields: [field] }))];
}

/** The labels of the groups holding these fields, in the editor's order. */
export function changedLabels(type: RevisionEntityType, changed: readonly string[]): string[] {
  return revisionFieldGroups(type, changed)
    .filter((group) => group.fields.some((field) => changed.includes(field)))
    .map((group) => group.label);
}

/** The ids a group's fields hold. */
export const idsIn = (group: RevisionFieldGroup, fields: RevisionFields): string[] =>
  group.ids ? group.fields.flatMap((field) => (fields[field] ?? "").split(",").filter(Boolean)) : [];

/** A group's value as text, one line per id or per non-empty field of several; ids by name. */
export function groupText(group: RevisionFieldGroup, fields: RevisionFields, names: Map<string, string>): string {
  if (group.ids)
    return idsIn(group, fields)
      .map((id) => names.get(id) ?? `(deleted: ${id})`)
      .join("\n");
  if (group.fields.length === 1) return fields[group.fields[0]!] ?? "";
  return group.fields
    .filter((field) => fields[field])
    .map((field) => `${field}: ${fields[field]}`)
    .join("\n");
}
