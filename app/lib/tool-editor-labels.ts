// The tool editor's fields by the names its labels give them, in the form's order: for a
// conflict's side-by-side comparison.
import { CATEGORY_FIELDS, factSourceField } from "#app/lib/admin-tool-rules.ts";
import { FACT_KEYS, FACT_LABELS } from "#app/lib/tool-facets.ts";

const CATEGORY_LABELS = ["Primary category", "Second category", "Third category", "Fourth category"];

export const TOOL_FIELD_LABELS: Record<string, string> = {
  name: "Name",
  slug: "Slug",
  websiteUrl: "Website URL",
  repositoryUrl: "Source repository",
  description: "Short description",
  about: "About (Markdown)",
  features: "Key features",
  ...Object.fromEntries(CATEGORY_FIELDS.map((field, index) => [field, CATEGORY_LABELS[index]!])),
  tags: "Tags",
  ...Object.fromEntries(FACT_KEYS.map((key) => [key, FACT_LABELS[key]])),
  ...Object.fromEntries(FACT_KEYS.map((key) => [factSourceField(key), `${FACT_LABELS[key]} source`])),
  featured: "Featured",
  lifecycle: "Lifecycle",
  lifecycleDate: "Lifecycle date",
  lifecycleSourceUrl: "Lifecycle source",
  successorSlug: "Successor",
};
