import { describe, expect, it } from "vitest";
import { diffLines, foldUnchanged, LCS_MAX_CELLS, type DiffLine } from "#app/lib/line-diff.ts";

/** The diff as a patch reads: "  kept", "- removed", "+ added". */
const patch = (lines: DiffLine[]) =>
  lines.map((line) => `${line.kind === "same" ? " " : line.kind === "removed" ? "-" : "+"} ${line.text}`);

/** What each side of the diff is made of, to check nothing is lost or invented. */
const sides = (lines: DiffLine[]) => ({
  before: lines.filter((line) => line.kind !== "added").map((line) => line.text),
  after: lines.filter((line) => line.kind !== "removed").map((line) => line.text),
});

describe("the line diff", () => {
  it("marks the lines removed from the older text and added in the newer, keeping the rest", () => {
    expect(patch(diffLines("# Title\n\nOld line\nKept", "# Title\n\nNew line\nKept"))).toEqual([
      "  # Title",
      "  ",
      "- Old line",
      "+ New line",
      "  Kept",
    ]);
  });

  it("finds the longest run of kept lines when lines move and change in the middle", () => {
    const before = "a\nb\nc\nd\ne\nf";
    const after = "a\nc\nx\nd\nf\nb";
    const lines = diffLines(before, after);
    expect(sides(lines)).toEqual({ before: before.split("\n"), after: after.split("\n") });
    // a, c, d, f are kept: the longest common subsequence (4 lines).
    expect(lines.filter((line) => line.kind === "same").map((line) => line.text)).toEqual(["a", "c", "d", "f"]);
  });

  it("treats an empty text as no lines, and keeps blank lines and trailing spaces as they are", () => {
    expect(patch(diffLines("", "one\ntwo"))).toEqual(["+ one", "+ two"]);
    expect(patch(diffLines("one", ""))).toEqual(["- one"]);
    expect(diffLines("", "")).toEqual([]);
    expect(patch(diffLines("hard break  \nnext", "hard break\nnext"))).toEqual([
      "- hard break  ",
      "+ hard break",
      "  next",
    ]);
    expect(patch(diffLines("a\n\nb", "a\nb"))).toEqual(["  a", "- ", "  b"]);
  });

  it("reads a middle too large to compare line by line as replaced whole, still losing nothing", () => {
    const size = Math.ceil(Math.sqrt(LCS_MAX_CELLS)) + 1;
    const before = Array.from({ length: size }, (_, i) => `old ${i}`);
    const after = Array.from({ length: size }, (_, i) => `new ${i}`);
    const lines = diffLines(["head", ...before, "tail"].join("\n"), ["head", ...after, "tail"].join("\n"));
    expect(lines[0]).toEqual({ kind: "same", text: "head" });
    expect(lines.at(-1)).toEqual({ kind: "same", text: "tail" });
    expect(lines.filter((line) => line.kind === "removed")).toHaveLength(size);
    expect(lines.filter((line) => line.kind === "added")).toHaveLength(size);
  });

  it("folds long runs of kept lines, leaving context around each change", () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`);
    const after = before.map((line, i) => (i === 10 ? "changed" : line));
    const hunks = foldUnchanged(diffLines(before.join("\n"), after.join("\n")), 2);
    expect(hunks).toEqual([
      { kind: "skipped", count: 8 },
      { kind: "same", text: "line 8" },
      { kind: "same", text: "line 9" },
      { kind: "removed", text: "line 10" },
      { kind: "added", text: "changed" },
      { kind: "same", text: "line 11" },
      { kind: "same", text: "line 12" },
      { kind: "skipped", count: 7 },
    ]);
  });
});
