// The admin history's vocabulary: what kinds of entity it records, and how a change reads.

export const AUDIT_ENTITY_TYPES = [
  "tool",
  "category",
  "tag",
  "post",
  "blog_category",
  "glossary_term",
  "learning_resource",
  "etf",
  "contact_message",
  "subscriber",
  "user",
  "tool_report",
  "blog_image",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  tool: "Tool",
  category: "Category",
  tag: "Tag",
  post: "Blog post",
  blog_category: "Blog category",
  glossary_term: "Glossary term",
  learning_resource: "Learning resource",
  etf: "ETF",
  contact_message: "Contact message",
  subscriber: "Subscriber",
  user: "User",
  tool_report: "Tool report",
  blog_image: "Blog image",
};

/** Each kind in the plural, as a filter names what it shows. */
export const AUDIT_ENTITY_PLURALS: Record<AuditEntityType, string> = {
  tool: "Tools",
  category: "Categories",
  tag: "Tags",
  post: "Blog posts",
  blog_category: "Blog categories",
  glossary_term: "Glossary terms",
  learning_resource: "Learning resources",
  etf: "ETFs",
  contact_message: "Contact messages",
  subscriber: "Subscribers",
  user: "Users",
  tool_report: "Tool reports",
  blog_image: "Blog images",
};

/** The admin section that edits each kind of entity; an entity's page is the section plus its id. */
const ENTITY_SECTIONS: Record<AuditEntityType, string> = {
  tool: "/admin/tools",
  category: "/admin/categories",
  tag: "/admin/tags",
  post: "/admin/blog",
  blog_category: "/admin/blog/categories",
  glossary_term: "/admin/glossary",
  learning_resource: "/admin/learning",
  etf: "/admin/etfs",
  contact_message: "/admin/messages",
  subscriber: "/admin/newsletter/subscribers",
  user: "/admin/users",
  tool_report: "/admin/reports",
  blog_image: "/admin/blog/media",
};

/** Where an entity is edited in the admin portal. */
export function adminEntityPath(type: AuditEntityType, id: string): string {
  return `${ENTITY_SECTIONS[type]}/${encodeURIComponent(id)}`;
}
