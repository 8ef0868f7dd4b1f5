// The global search's results as one ordered list of links (Tools, then Tags, then Categories),
// shared by the dialog (keyboard navigation walks this list) and the /search page.
import { toolLogoUrl } from "#app/lib/tool-logo.ts";
import { toolCountLabel } from "#app/lib/plural.ts";
import { tagPath } from "#app/lib/topics.ts";
import { lifecycleSentence, type EndedTool } from "#app/lib/tool-lifecycle.ts";

export interface SearchResultsData {
  tools: { id: string; name: string; description: string; logoUrl: string | null; slug: string }[];
  /** Shown when no listed tool matches: the discontinued and shut-down ones that do. */
  ended?: EndedTool[];
  categories: { id: string; name: string; slug: string; toolCount: number }[];
  tags: { name: string }[];
}

export type SearchGroup = "Tools" | "Tags" | "Categories";

export interface SearchItem {
  key: string;
  group: SearchGroup;
  href: string;
  label: string;
  detail: string;
  logoUrl?: string;
}

export function searchItems(results: SearchResultsData): SearchItem[] {
  return [
    ...results.tools.map((tool) => ({
      key: `tool-${tool.id}`,
      group: "Tools" as const,
      href: `/tool/${tool.slug}`,
      label: tool.name,
      detail: tool.description,
      logoUrl: toolLogoUrl(tool),
    })),
    ...(results.ended ?? []).map((tool) => ({
      key: `ended-${tool.slug}`,
      group: "Tools" as const,
      href: `/tool/${tool.slug}`,
      label: tool.name,
      detail: lifecycleSentence(tool.lifecycle, tool.lifecycleDate),
      logoUrl: toolLogoUrl({ slug: tool.slug, logoUrl: null }),
    })),
    ...results.tags.map((tag) => ({
      key: `tag-${tag.name}`,
      group: "Tags" as const,
      href: tagPath(tag.name),
      label: `#${tag.name}`,
      detail: "",
    })),
    ...results.categories.map((category) => ({
      key: `category-${category.id}`,
      group: "Categories" as const,
      href: `/category/${category.slug}`,
      label: category.name,
      detail: toolCountLabel(category.toolCount),
    })),
  ];
}

export const SEARCH_GROUPS: SearchGroup[] = ["Tools", "Tags", "Categories"];
