// The admin history's vocabulary: what kinds of entity it records, and how a change reads.

export const AUDIT_ENTITY_TYPES = ["tool", "category", "tag"] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  tool: "Tool",
  category: "Category",
  tag: "Tag",
};

/** Where an entity is edited in the admin portal. */
export function adminEntityPath(type: AuditEntityType, id: string): string {
  const section = { tool: "tools", category: "categories", tag: "tags" }[type];
  return `/admin/${section}/${encodeURIComponent(id)}`;
}
