import { cutAtWord } from "#app/lib/cut-at-word.ts";
import { hrefAfter, textOf } from "#app/lib/sent-in-markup.ts";
import { toolLogoUrl } from "#app/lib/tool-logo.ts";
import { LIFECYCLE_LABELS, type ToolLifecycle } from "#app/lib/tool-lifecycle.ts";

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

const LIFECYCLE_BY_LABEL = new Map(
  Object.entries(LIFECYCLE_LABELS).map(([lifecycle, label]) => [label, lifecycle as ToolLifecycle]),
);

/** The cards inside `container`, read back from the page (app/lib/sent-in-markup.ts). */
export function readToolCards(container: Element | null): ToolCardData[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll("article.tool-card"), (card) => {
    const link = card.querySelector(":is(h2, h3) > a")!;
    return {
      name: textOf(link),
      slug: hrefAfter(link, TOOL_PATH),
      description: textOf(card.querySelector(":scope > p")),
      logoUrl: card.querySelector("img")?.getAttribute("src") ?? "",
      lifecycle: LIFECYCLE_BY_LABEL.get(textOf(card.querySelector(".tool-card-lifecycle"))) ?? "active",
      primaryCategory: textOf(card.querySelector(":is(h2, h3) + p")),
    };
  });
}
