import { describe, expect, it } from "vitest";
import { slugify } from "#app/lib/slugify.ts";

describe("slugify", () => {
  it.each([
    ["Security & Privacy", "security-privacy"],
    ["Development & Infrastructure", "development-infrastructure"],
    ["NFTs & Marketplaces", "nfts-marketplaces"],
    ["  Café Crème ", "cafe-creme"],
    ["ATM", "atm"],
  ])("%s -> %s", (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});
