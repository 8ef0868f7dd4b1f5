import { describe, expect, it } from "vitest";
import { withChosenCategory } from "#app/server/catalog/menu-categories.server.ts";

const category = (name: string) => ({ name, slug: name.toLowerCase().replace(/\W+/g, "-") });
const listed = [category("Apps"), category("Mining"), category("Wallets")];

describe("the home filter's categories", () => {
  it("are the listed ones when none is chosen or the chosen one is listed", () => {
    expect(withChosenCategory(listed, null)).toBe(listed);
    expect(withChosenCategory(listed, category("Mining"))).toBe(listed);
  });

  it("hold a chosen category that is not listed, in its place by name", () => {
    expect(withChosenCategory(listed, category("lending")).map((c) => c.name)).toEqual([
      "Apps",
      "lending",
      "Mining",
      "Wallets",
    ]);
    expect(withChosenCategory(listed, category("Yield")).map((c) => c.name)).toEqual([
      "Apps",
      "Mining",
      "Wallets",
      "Yield",
    ]);
  });
});
