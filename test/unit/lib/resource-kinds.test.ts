import { describe, expect, it } from "vitest";
import { groupByKind } from "#app/lib/resource-kinds.ts";

describe("grouping learning resources", () => {
  it("orders known kinds for reading, puts unknown kinds last and drops empty ones", () => {
    const groups = groupByKind([
      { kind: "news", t: 1 },
      { kind: "zine", t: 2 },
      { kind: "official site", t: 3 },
      { kind: "news", t: 4 },
    ]);
    expect(groups.map((g) => [g.heading, g.items.length])).toEqual([
      ["Official sites", 1],
      ["News", 2],
      ["Zine", 1],
    ]);
  });
});
