import { describe, expect, it } from "vitest";
import { pageItems, parsePageParam, totalPagesFor } from "#app/lib/pagination.ts";

describe("pageItems", () => {
  it("hides the pager with one page or none", () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it("shows every page up to 7", () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("shows 1-5, an ellipsis and the last page near the start", () => {
    expect(pageItems(1, 8)).toEqual([1, 2, 3, 4, 5, "ellipsis", 8]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis", 20]);
  });

  it("shows 1, an ellipsis and the last 5 pages in the last 3", () => {
    expect(pageItems(18, 20)).toEqual([1, "ellipsis", 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, "ellipsis", 16, 17, 18, 19, 20]);
    expect(pageItems(6, 8)).toEqual([1, "ellipsis", 4, 5, 6, 7, 8]);
  });

  it("shows the neighbours of the current page between two ellipses in the middle", () => {
    expect(pageItems(5, 20)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 20]);
    expect(pageItems(17, 20)).toEqual([1, "ellipsis", 16, 17, 18, "ellipsis", 20]);
    expect(pageItems(5, 8)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 8]);
  });
});

describe("totalPagesFor", () => {
  it("rounds up and never answers less than one page", () => {
    expect(totalPagesFor(0, 30)).toBe(1);
    expect(totalPagesFor(30, 30)).toBe(1);
    expect(totalPagesFor(31, 30)).toBe(2);
    expect(totalPagesFor(19, 9)).toBe(3);
  });
});

describe("parsePageParam", () => {
  it("reads page numbers and defaults to 1", () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam("")).toBe(1);
    expect(parsePageParam("3")).toBe(3);
  });

  it.each(["0", "-1", "1.5", "abc", "01", "9999999"])("refuses %s", (value) => {
    expect(parsePageParam(value)).toBeNull();
  });
});
