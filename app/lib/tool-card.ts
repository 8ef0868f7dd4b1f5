import { cutAtWord } from "#app/lib/cut-at-word.ts";
import { toolLogoUrl } from "#app/lib/tool-logo.ts";
import type { ToolLifecycle } from "#app/lib/tool-lifecycle.ts";

/** The primary category as cards show it. */
export function primaryCategoryLabel(primaryCategory: string | null): string {
  return primaryCategory || "Uncategorized";
}

export const TOOL_PATH = "/tool/";

/**
 * The most of a description a grid's card carries. Its three lines show about 150 characters at
 * most widths; the whole description is on the tool's page.
 */
export const CARD_DESCRIPTION_LENGTH = 160;

/** What a tool card shows, each field as it appears on the card. */
export interface ToolCardData {
  name: string;
  slug: string;
  /** The description, cut at a word after CARD_DESCRIPTION_LENGTH characters. */
  description: string;
  /** The logo, or the generated lettermark. */
  logoUrl: string;
  lifecycle: ToolLifecycle;
  /** The first category's name, or "Uncategorized". */
  primaryCategory: string;
}

/** What a card needs of a tool: a summary from the database, or a grid's ToolCardData. */
export interface CardTool {
  name: string;
  slug: string;
  description: string;
  logoUrl: string | null;
  lifecycle?: ToolLifecycle;
  primaryCategory: string | null;
}

/** A grid's card data from a tool summary: what the card shows, and nothing it does not. */
export function toolCard(tool: CardTool): ToolCardData {
  return {
    name: tool.name,
    slug: tool.slug,
    description: cutAtWord(tool.description, CARD_DESCRIPTION_LENGTH),
    logoUrl: toolLogoUrl(tool),
    lifecycle: tool.lifecycle ?? "active",
    primaryCategory: primaryCategoryLabel(tool.primaryCategory),
  };
}
