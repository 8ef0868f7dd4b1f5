import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe's findings on the page as it is, one readable line each (an empty list when it passes).
 * `exclude` leaves out what the page only frames, such as a sandboxed preview that runs no script.
 */
export async function axeViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<string[]> {
  // Only violations are read: axe then keeps one example of each passing rule instead of every node.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
