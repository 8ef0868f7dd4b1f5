import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** axe's findings on the page as it is, one readable line each (an empty list when it passes). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
