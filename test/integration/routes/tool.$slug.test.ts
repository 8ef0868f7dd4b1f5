import { describe, expect, it } from "#test/support/fixtures.ts";
import { get, heading, worker } from "#test/support/worker.ts";

function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Array<Record<string, unknown>>) : [];
}

describe("tool page", () => {
  it("shows the tool with its categories, facts, About, features, share buttons and topics", async () => {
    const { response, html } = await get("/tool/sparrow-wallet");
    expect(response.status).toBe(200);
    expect(heading(html)).toBe("Sparrow Wallet");
    expect(html).toContain(">Featured<");
    expect(html).toMatch(/href="https:\/\/sparrowwallet\.com\/?" target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain('href="/category/bitcoin-wallets"');
    expect(html).toContain(">About</h2>");
    expect(html).toContain(">Key Features</h2>");
    expect(html).toContain(">Coin control</p>");
    for (const network of ["x", "reddit", "facebook", "linkedin", "hackernews", "whatsapp"]) {
      expect(html).toContain(`data-network="${network}"`);
    }
    expect(html).toContain('href="/tag/multisig"');
    expect(html).toContain("View all posts");
  });

  it("lists five similar tools that share a category, and never the tool itself", async ({ sql }) => {
    const { html } = await get("/tool/sparrow-wallet");
    const similar = html.slice(html.indexOf('id="similar-tools-heading"'), html.indexOf('id="latest-posts-heading"'));
    const slugs = [...similar.matchAll(/href="\/tool\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(slugs).toHaveLength(5);
    expect(slugs).not.toContain("sparrow-wallet");
    const shared = await sql<{ slug: string }[]>`
      SELECT DISTINCT t.slug FROM tools t JOIN tool_categories tc ON tc.tool_id = t.id
      WHERE tc.category_id IN (SELECT tc2.category_id FROM tool_categories tc2 JOIN tools s ON s.id = tc2.tool_id
                               WHERE s.slug = 'sparrow-wallet')`;
    for (const slug of slugs) expect(shared.map((r) => r.slug)).toContain(slug);
  });

  it("carries the title, social tags and JSON-LD", async () => {
    const { html } = await get("/tool/bitcoin-core");
    expect(html).toContain("<title>Bitcoin Tools Directory | Bitcoin Core</title>");
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta property="og:image" content="http://localhost/og/tool/bitcoin-core.png"/>');
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    const [app, breadcrumbs] = jsonLdBlocks(html);
    expect(app).toMatchObject({
      "@type": "SoftwareApplication",
      name: "Bitcoin Core",
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    });
    expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" });
    expect((breadcrumbs!.itemListElement as unknown[]).length).toBe(4);
  });

  it("uses the screenshot as the share image, made absolute", async ({ sql }) => {
    await sql`UPDATE tools SET screenshot_url = '/images/blog/why-run-a-bitcoin-node.svg' WHERE slug = 'umbrel'`;
    try {
      const { html } = await get("/tool/umbrel");
      expect(html).toContain('content="http://localhost/images/blog/why-run-a-bitcoin-node.svg"');
      expect(html).toContain('alt="Screenshot of Umbrel"');
    } finally {
      await sql`UPDATE tools SET screenshot_url = NULL WHERE slug = 'umbrel'`;
    }
  });

  it("sanitizes About when it renders", async ({ sql }) => {
    const [row] = await sql<{ full_description: string }[]>`SELECT full_description FROM tools WHERE slug = 'electrs'`;
    await sql`UPDATE tools SET full_description = ${'<p>Safe</p><script>alert(1)</script><img src=x onerror="alert(2)">'}
      WHERE slug = 'electrs'`;
    try {
      const { html } = await get("/tool/electrs");
      const about = html.slice(html.indexOf('id="about-heading"'), html.indexOf('id="features-heading"'));
      expect(about).toContain("<p>Safe</p>");
      expect(about).not.toMatch(/<script>alert|onerror/);
    } finally {
      await sql`UPDATE tools SET full_description = ${row!.full_description} WHERE slug = 'electrs'`;
    }
  });

  it("answers an unknown or unpublished tool with 404 'Tool Not Found'", async ({ sql }) => {
    const unknown = await get("/tool/no-such-tool");
    expect(unknown.response.status).toBe(404);
    expect(heading(unknown.html)).toBe("Tool Not Found");
    expect(unknown.html).toContain("The tool you&#x27;re looking for doesn&#x27;t exist or has been removed.");
    await sql`UPDATE tools SET status = 'pending' WHERE slug = 'krux'`;
    try {
      expect((await get("/tool/krux")).response.status).toBe(404);
    } finally {
      await sql`UPDATE tools SET status = 'published' WHERE slug = 'krux'`;
    }
  });
});

describe("generated share image", () => {
  it("is a 1200x630 PNG for a published tool", async () => {
    const response = await worker.fetch(new Request("http://localhost/og/tool/bitcoin-core.png"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });

  it("answers 404 for an unknown tool", async () => {
    const response = await worker.fetch(new Request("http://localhost/og/tool/no-such-tool.png"));
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });
});
