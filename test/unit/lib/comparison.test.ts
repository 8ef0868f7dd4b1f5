import { describe, expect, it } from "vitest";
import {
  ADD_TOASTS,
  addToComparison,
  comparePath,
  parseCompareParam,
  parseSavedComparison,
  removeFromComparison,
} from "#app/lib/comparison.ts";

const tool = (n: number) => ({ name: `Tool ${n}`, slug: `tool-${n}` });

describe("comparison list", () => {
  it("adds a tool once", () => {
    const first = addToComparison([], tool(1));
    expect(first).toEqual({ list: [tool(1)], result: "added" });
    expect(addToComparison(first.list, tool(1))).toEqual({ list: [tool(1)], result: "duplicate" });
  });

  it("holds at most 4 tools", () => {
    const full = [tool(1), tool(2), tool(3), tool(4)];
    expect(addToComparison(full, tool(5))).toEqual({ list: full, result: "limit" });
  });

  it("removes by slug and keeps the order", () => {
    expect(removeFromComparison([tool(1), tool(2), tool(3)], "tool-2")).toEqual([tool(1), tool(3)]);
  });

  it("discards corrupt saved data", () => {
    expect(parseSavedComparison(null)).toEqual([]);
    expect(parseSavedComparison("{not json")).toEqual([]);
    expect(parseSavedComparison('{"id":"x"}')).toEqual([]);
    expect(parseSavedComparison('[{"id":"x","name":"X"}]')).toEqual([]);
    expect(parseSavedComparison(JSON.stringify([tool(1), tool(2)]))).toEqual([tool(1), tool(2)]);
    // A list saved when items also carried an id.
    expect(parseSavedComparison(JSON.stringify([{ id: "x", ...tool(1) }]))).toEqual([tool(1)]);
  });

  it("has the toast texts", () => {
    expect(ADD_TOASTS.added("Sparrow")).toEqual({
      title: "Added to comparison",
      description: "Sparrow has been added to your comparison list.",
    });
    expect(ADD_TOASTS.duplicate("Sparrow").description).toBe("Sparrow is already in your comparison list.");
    expect(ADD_TOASTS.limit("Sparrow")).toEqual({
      title: "Comparison limit reached",
      description: "You can compare up to 4 tools at once. Remove a tool to add another.",
    });
  });

  it("round-trips slugs through the /compare URL", () => {
    expect(comparePath(["a", "b-c"])).toBe("/compare?tools=a,b-c");
    expect(parseCompareParam("a,b-c,a")).toEqual(["a", "b-c"]);
    expect(parseCompareParam(null)).toEqual([]);
    expect(parseCompareParam("a,b,c,d,e")).toBeNull();
    expect(parseCompareParam("../x")).toBeNull();
  });
});
