import { describe, expect, it } from "vitest";
import { cutAtWord } from "#app/lib/cut-at-word.ts";

describe("cutAtWord", () => {
  it("keeps a text that fits, its whitespace collapsed", () => {
    expect(cutAtWord("  A  short\ntext ", 20)).toBe("A short text");
    expect(cutAtWord("x".repeat(20), 20)).toBe("x".repeat(20));
  });

  it("cuts a longer one at a word, the ellipsis within the limit", () => {
    const cut = cutAtWord("A hardware wallet that signs, offline, every transaction you make.", 30);
    expect(cut).toBe("A hardware wallet that signs…");
    expect(cut.length).toBeLessThanOrEqual(30);
  });

  it("cuts mid-word rather than keep less than half", () => {
    expect(cutAtWord(`Go ${"a".repeat(40)}`, 20)).toBe(`Go ${"a".repeat(16)}…`);
  });
});
