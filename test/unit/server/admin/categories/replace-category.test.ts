import { describe, expect, it } from "vitest";
import { replaceCategory, type Placement } from "#app/server/admin/categories/replace-category.server.ts";

/** A tool's categories in order, as placements. */
const tool = (toolId: string, ...categoryIds: string[]): Placement[] =>
  categoryIds.map((categoryId, position) => ({ toolId, categoryId, position }));

const order = (placements: Placement[], toolId: string) =>
  placements
    .filter((p) => p.toolId === toolId)
    .toSorted((a, b) => a.position - b.position)
    .map((p) => `${p.position}:${p.categoryId}`);

describe("moving a category's tools to another category", () => {
  it("puts the target where the old category was, in each tool's order", () => {
    const result = replaceCategory([...tool("a", "old"), ...tool("b", "x", "old", "y")], "old", "new");
    expect(order(result, "a")).toEqual(["0:new"]);
    expect(order(result, "b")).toEqual(["0:x", "1:new", "2:y"]);
  });

  it("keeps one place for a tool that has both, the earlier one, and numbers the rest again from 0", () => {
    const result = replaceCategory(
      [
        ...tool("primary-old", "old", "x", "new"),
        ...tool("primary-new", "new", "old", "x"),
        ...tool("c", "x", "old", "new"),
      ],
      "old",
      "new",
    );
    expect(order(result, "primary-old")).toEqual(["0:new", "1:x"]);
    expect(order(result, "primary-new")).toEqual(["0:new", "1:x"]);
    expect(order(result, "c")).toEqual(["0:x", "1:new"]);
  });

  it("orders by position, not by the order rows arrive in, and leaves tools without it as they were", () => {
    const shuffled: Placement[] = [
      { toolId: "d", categoryId: "y", position: 5 },
      { toolId: "d", categoryId: "old", position: 2 },
      { toolId: "e", categoryId: "z", position: 0 },
    ];
    const result = replaceCategory(shuffled, "old", "new");
    expect(order(result, "d")).toEqual(["0:new", "1:y"]);
    expect(order(result, "e")).toEqual(["0:z"]);
  });
});
