import { describe, expect, it } from "vitest";
import { normalizeTag, tagPath } from "#app/lib/topics.ts";
import { loadSeedContent } from "#scripts/lib/seed-content.ts";

describe("tag normalisation", () => {
  it("trims and lower-cases names", () => {
    expect(normalizeTag("  Open Source ")).toBe("open source");
    expect(normalizeTag("R&D")).toBe("r&d");
  });

  it("encodes tags with spaces and '&' in their URL", () => {
    expect(tagPath("open source")).toBe("/tag/open%20source");
    expect(tagPath("r&d")).toBe("/tag/r%26d");
  });

  it("stores seed tags normalised and once per tool", () => {
    for (const tool of loadSeedContent().tools) {
      expect(tool.tags.every((tag) => tag === normalizeTag(tag))).toBe(true);
      expect(new Set(tool.tags).size).toBe(tool.tags.length);
    }
  });
});
