// The names of tools' uploaded images: what is one of ours, and what its name says.
import { describe, expect, it } from "vitest";
import { parseToolImageKey, toolImage, toolImageKey, toolImageKeyOf } from "#app/lib/tool-images.ts";

const TOOL = "0b5a3d0e-4c1f-4a57-9d2e-7f3b8c6a1e90";
const RANDOM = "0123456789abcdef0123456789abcdef";

describe("tool image names", () => {
  it("name the tool, the kind, a random part and the size", () => {
    const key = toolImageKey(TOOL, "screenshot", RANDOM, { width: 1600, height: 900 });
    expect(key).toBe(`${TOOL}/screenshot-${RANDOM}-1600x900.webp`);
    expect(parseToolImageKey(key)).toEqual({ toolId: TOOL, kind: "screenshot", width: 1600, height: 900 });
    expect(parseToolImageKey(toolImageKey(TOOL, "logo", RANDOM, { width: 256, height: 99 }))).toEqual({
      toolId: TOOL,
      kind: "logo",
      width: 256,
      height: 99,
    });
  });

  it("refuse to make a name from anything but a tool id and 32 hex digits", () => {
    expect(() => toolImageKey("../etc", "logo", RANDOM, { width: 1, height: 1 })).toThrow();
    expect(() => toolImageKey(TOOL, "logo", "abc", { width: 1, height: 1 })).toThrow();
  });

  it("read nothing else as one of ours", () => {
    for (const key of [
      `${TOOL}/logo-${RANDOM}-256x256.png`,
      `${TOOL}/banner-${RANDOM}-256x256.webp`,
      `${TOOL}/logo-${RANDOM.toUpperCase()}-256x256.webp`,
      `${TOOL}/logo-${RANDOM}-0x256.webp`,
      `${TOOL}/logo-${RANDOM}-256x25600.webp`,
      `${TOOL}/../logo-${RANDOM}-256x256.webp`,
      `not-a-uuid/logo-${RANDOM}-256x256.webp`,
      `${TOOL}/logo-${RANDOM}-256x256.webp/more`,
    ])
      expect(parseToolImageKey(key), key).toBeNull();
  });

  it("find the stored name behind our URLs only", () => {
    const key = `${TOOL}/logo-${RANDOM}-256x128.webp`;
    expect(toolImageKeyOf(`/tool-images/${key}`)).toBe(key);
    expect(toolImageKeyOf("/logos/sparrow-wallet.svg")).toBeNull();
    expect(toolImageKeyOf(`https://example.org/tool-images/${key}`)).toBeNull();
    expect(toolImageKeyOf("/tool-images/../secrets")).toBeNull();
    expect(toolImageKeyOf(null)).toBeNull();
  });

  it("give an uploaded image's size with its URL, and no size for others", () => {
    expect(toolImage(`/tool-images/${TOOL}/screenshot-${RANDOM}-1600x800.webp`)).toEqual({
      url: `/tool-images/${TOOL}/screenshot-${RANDOM}-1600x800.webp`,
      width: 1600,
      height: 800,
    });
    expect(toolImage("https://example.org/shot.png")).toEqual({ url: "https://example.org/shot.png" });
  });
});
