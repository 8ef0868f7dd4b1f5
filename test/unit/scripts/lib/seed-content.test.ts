import { describe, expect, it } from "vitest";
import { loadSeedContent } from "#scripts/lib/seed-content.ts";

const content = loadSeedContent();
const wordCount = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("seed content", () => {
  it("has at least 150 real tools with unique slugs and https URLs", () => {
    expect(content.tools.length).toBeGreaterThanOrEqual(150);
    expect(new Set(content.tools.map((t) => t.slug)).size).toBe(content.tools.length);
    for (const tool of content.tools) expect(tool.website_url).toMatch(/^https:\/\//);
  });

  it("gives every tool 2-4 paragraphs, 3-6 features, 2-6 tags and 1-3 categories", () => {
    for (const tool of content.tools) {
      const paragraphs = tool.full_description.match(/<p>/g)?.length ?? 0;
      expect(paragraphs, tool.slug).toBeGreaterThanOrEqual(2);
      expect(paragraphs, tool.slug).toBeLessThanOrEqual(4);
      expect(tool.features.length).toBeGreaterThanOrEqual(3);
      expect(tool.tags.length).toBeGreaterThanOrEqual(2);
      expect(tool.categories.length).toBeLessThanOrEqual(3);
    }
  });

  it("features at least 6 tools and adds at least 3 in the last 7 days", () => {
    expect(content.tools.filter((t) => t.featured).length).toBeGreaterThanOrEqual(6);
    expect(content.tools.filter((t) => t.created_days_ago < 7).length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...content.tools.map((t) => t.created_days_ago))).toBeLessThanOrEqual(365);
  });

  it("has a category for every Browse icon keyword and the six footer categories", () => {
    const names = content.categories.map((c) => c.name.toLowerCase());
    for (const keyword of [
      "trading",
      "wallet",
      "payment",
      "lending",
      "yield",
      "banking",
      "mortgages",
      "analytics",
      "security",
      "apps",
      "mining",
      "merchant",
      "compliance",
      "insurance",
      "atm",
      "education",
      "defi",
      "nft",
      "custody",
      "remittances",
    ]) {
      expect(
        names.some((n) => n.includes(keyword)),
        keyword,
      ).toBe(true);
    }
    for (const footer of [
      "Bitcoin Wallets",
      "Development & Infrastructure",
      "NFTs & Marketplaces",
      "Payment Solutions",
      "Security & Privacy",
      "Trading & Exchange",
    ]) {
      expect(content.categories.map((c) => c.name)).toContain(footer);
    }
  });

  it("has 8 or more published posts of 500+ words with h2 and h3 headings, and one draft", () => {
    const published = content.posts.filter((p) => p.published);
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(content.posts.filter((p) => !p.published)).toHaveLength(1);
    for (const post of content.posts) {
      expect(wordCount(post.content), post.slug).toBeGreaterThanOrEqual(500);
      expect(post.content).toMatch(/<h2[ >]/);
      expect(post.content).toMatch(/<h3[ >]/);
    }
    expect(new Set(content.posts.flatMap((p) => p.categories)).size).toBeGreaterThanOrEqual(4);
  });

  it("has the 25 learning resources", () => {
    expect(content.learningResources).toHaveLength(25);
  });
});
