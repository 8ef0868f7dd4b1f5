import { describe, expect, it } from "vitest";
import { get } from "#test/support/worker.ts";

describe("the site shell", () => {
  it("renders the home page with header, Browse menu categories from the database, and footer", async () => {
    const { response, html } = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('href="/category/bitcoin-wallets"');
    expect(html).toContain('href="/category/development-infrastructure"');
    expect(html).toContain("Bitcoin Wallets");
    expect(html).toContain(`© ${new Date().getFullYear()}`);
    expect(html).toContain('href="/bitcoin-to-euro"');
    expect(html).toContain('href="/bitcoin-to-philippine-peso-php"');
    expect(html).toContain("Curated Bitcoin learning materials");
  });

  it("shows three featured tools on the home page", async () => {
    const { html } = await get("/");
    const featuredSection = html.slice(html.indexOf('id="featured-heading"'), html.indexOf('id="all-tools-heading"'));
    expect(featuredSection.match(/href="\/tool\/[a-z0-9-]+"/g)?.length).toBe(3);
  });

  it("marks anonymous pages cacheable at the edge", async () => {
    const { response } = await get("/");
    expect(response.headers.get("Cache-Control")).toMatch(/public.*s-maxage=30/);
  });
});

describe("not found", () => {
  it.each(["/no-such-page", "/tools/x/y", "/404"])(
    "answers %s with status 404 and the not-found page",
    async (path) => {
      const { response, html } = await get(path);
      expect(response.status).toBe(404);
      expect(html).toContain("Page Not Found");
      expect(html).toContain("The page you are looking for doesn&#x27;t exist or has been moved.");
      expect(html).toContain("Return to Homepage");
    },
  );
});

describe("security headers", () => {
  it("are on every page", async () => {
    for (const path of ["/", "/no-such-page"]) {
      const { response } = await get(path);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
      expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
      expect(response.headers.has("X-Powered-By")).toBe(false);
      expect(response.headers.has("Strict-Transport-Security")).toBe(false);
    }
  });

  it("include HSTS over https", async () => {
    const { response } = await get("/", { origin: "https://example.com" });
    expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });
});

describe("generated logos", () => {
  it("serves a lettermark SVG for a slug", async () => {
    const { response, html } = await get("/logos/bitcoin-core.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(html).toContain(">BC</text>");
  });

  it("refuses names that are not a slug", async () => {
    const { response } = await get("/logos/..%2Fetc.svg");
    expect(response.status).toBe(404);
  });
});

describe("the home hero", () => {
  it("draws the Bitcoin mark as an image, not as a ₿ that some fonts lack", async () => {
    const { html } = await get("/");
    const logo = /<span[^>]*data-testid="hero-logo"[^>]*>([\s\S]*?)<\/span>/.exec(html)?.[1] ?? "";
    expect(logo).toContain("<svg");
    expect(logo).not.toContain("₿");
  });
});
