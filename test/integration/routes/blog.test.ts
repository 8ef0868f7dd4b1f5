import { describe, expect, it } from "#test/support/fixtures.ts";
import { get, heading } from "#test/support/worker.ts";

const cardSlugs = (html: string) => [...html.matchAll(/<h2[^>]*><a[^>]*href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]);
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("the blog list", () => {
  it("shows 'Bitcoin Blog', the RSS link, the filter and the 8 published posts, newest first", async () => {
    const { response, html } = await get("/blog");
    expect(response.status).toBe(200);
    expect(heading(html)).toBe("Bitcoin Blog");
    expect(html).toContain('href="/rss.xml"');
    expect(text(html)).toMatch(/All Guides Lightning Markets Security Technology/);
    const slugs = cardSlugs(html);
    expect(slugs).toHaveLength(8);
    expect(slugs).not.toContain("bitcoin-privacy-basics");
    expect(slugs[0]).toBe("dollar-cost-averaging-bitcoin");
    expect(html.match(/>Read more</g)).toHaveLength(8);
  });

  it("filters by ?category= and by /blog/category/{slug}, with a canonical link", async () => {
    const security = await get("/blog?category=security");
    expect(cardSlugs(security.html).sort()).toEqual([
      "how-to-choose-a-bitcoin-wallet",
      "multisig-for-beginners",
      "seed-phrase-backup-guide",
    ]);
    expect(security.html).toMatch(/aria-current="page"[^>]*>Security</);
    const byPath = await get("/blog/category/security");
    expect(cardSlugs(byPath.html)).toEqual(cardSlugs(security.html));
    expect(byPath.html).toContain('<link rel="canonical" href="http://localhost/blog/category/security"/>');
  });

  it("shows the empty state for an unknown category", async () => {
    const { response, html } = await get("/blog?category=nope");
    expect(response.status).toBe(200);
    expect(text(html)).toContain("No blog posts found There are no posts in this category yet.");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe("a blog post", () => {
  it("has its title, navigation, contents, sanitized content, tags, share block, sidebar and BlogPosting", async () => {
    const { response, html } = await get("/blog/how-to-choose-a-bitcoin-wallet");
    expect(response.status).toBe(200);
    expect(heading(html)).toBe("How to Choose a Bitcoin Wallet");
    const visible = text(html);
    expect(visible).toContain("Back to all posts");
    expect(html).toMatch(/href="\/rss.xml"[^>]*>[\s\S]*?Subscribe/);
    expect(html).toContain('aria-label="Table of contents"');
    const tocLinks = [...html.matchAll(/<a href="#([a-z0-9-]+)"[^>]*class="focus-ring block rounded border-l-2/g)].map(
      (m) => m[1]!,
    );
    expect(tocLinks.length).toBeGreaterThan(2);
    for (const id of tocLinks) expect(html).toMatch(new RegExp(`<h[234] id="${id}">`));
    expect(html).toMatch(/href="\/blog\?category=guides"/);
    expect(visible).toContain("self-custody");
    expect(html).toContain(
      "https://x.com/intent/post?url=http%3A%2F%2Flocalhost%2Fblog%2Fhow-to-choose-a-bitcoin-wallet",
    );
    expect(html).toContain('id="featured-tools-heading"');
    expect(html.match(/<a[^>]*href="\/tool\/[^"]+"/g)?.length).toBeGreaterThanOrEqual(5);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({ "@type": "BlogPosting", headline: "How to Choose a Bitcoin Wallet" });
    expect(visible).toContain("By Editorial Team");
  });

  it("is 'Blog Post Not Found' with status 404 for a draft or an unknown slug", async () => {
    for (const slug of ["bitcoin-privacy-basics", "no-such-post"]) {
      const { response, html } = await get(`/blog/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(heading(html)).toBe("Blog Post Not Found");
      const visible = text(html);
      expect(visible).toContain(`/blog/${slug}`);
      expect(visible).toContain("Browse All Blog Posts");
      expect(visible).toContain("Return to Homepage");
    }
  });
});

describe("the RSS feed", () => {
  it("answers RSS 2.0 at once with the 8 published posts linking to /blog/{slug}", async ({ sql }) => {
    const { response, html: xml } = await get("/rss.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<language>en</language>");
    expect(xml.match(/<item>/g)).toHaveLength(8);
    expect(xml).toContain("<link>http://localhost/blog/how-to-choose-a-bitcoin-wallet</link>");
    expect(xml).not.toContain("bitcoin-privacy-basics");
    // Every category of every post, not only its first.
    const [pairs] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM blog_post_categories pc
      JOIN blog_posts p ON p.id = pc.post_id WHERE p.published`;
    expect(pairs!.n).toBeGreaterThan(8);
    expect(xml.match(/<category>/g)).toHaveLength(pairs!.n);
  });

  it("is rebuilt when a post changes", async ({ sql }) => {
    const slug = "why-run-a-bitcoin-node";
    const [row] = await sql<{ title: string }[]>`SELECT title FROM blog_posts WHERE slug = ${slug}`;
    const title = row!.title;
    expect((await get("/rss.xml?v=before")).html).toContain(`<title>${title}</title>`);
    await sql`UPDATE blog_posts SET title = 'Running Your Own Node, Revised' WHERE slug = ${slug}`;
    try {
      const after = (await get("/rss.xml?v=after")).html;
      expect(after).toContain("<title>Running Your Own Node, Revised</title>");
      await sql`UPDATE blog_posts SET published = false WHERE slug = ${slug}`;
      expect((await get("/rss.xml?v=unpublished")).html.match(/<item>/g)).toHaveLength(7);
    } finally {
      await sql`UPDATE blog_posts SET title = ${title}, published = true WHERE slug = ${slug}`;
    }
  });

  it("escapes an excerpt so that readers showing it as HTML show its tags as text", async ({ sql }) => {
    const slug = "why-run-a-bitcoin-node";
    const [row] = await sql<{ excerpt: string }[]>`SELECT excerpt FROM blog_posts WHERE slug = ${slug}`;
    await sql`UPDATE blog_posts SET excerpt = 'Run <b>x</b> & verify' WHERE slug = ${slug}`;
    try {
      const xml = (await get("/rss.xml?v=markup")).html;
      const item = xml.split("<item>").find((part) => part.includes(`/blog/${slug}<`))!;
      const description = /<description>([^<]*)<\/description>/.exec(item)![1]!;
      // What a reader hands to its HTML renderer: the description with the XML's own escapes undone.
      const html = description
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&");
      expect(html).toBe("Run &lt;b&gt;x&lt;/b&gt; &amp; verify");
    } finally {
      await sql`UPDATE blog_posts SET excerpt = ${row!.excerpt} WHERE slug = ${slug}`;
    }
  });
});

describe("when the blog cannot be read", () => {
  it("a post answers 503 saying so, with a way to try again", async ({ sql }) => {
    await sql`ALTER TABLE blog_posts RENAME TO blog_posts_out_of_reach`;
    try {
      const { response, html } = await get("/blog/how-to-choose-a-bitcoin-wallet?v=unreadable");
      expect(response.status).toBe(503);
      expect(heading(html)).toBe("Failed to load the blog post. Please try again later.");
      expect(html).toMatch(/<a href="\/blog\/how-to-choose-a-bitcoin-wallet"[^>]*>Try again<\/a>/);
      expect(html).not.toContain("Something went wrong");
    } finally {
      await sql`ALTER TABLE blog_posts_out_of_reach RENAME TO blog_posts`;
    }
  });

  it("an empty list of latest posts says 'No blog posts available.'", async ({ sql }) => {
    const published = await sql<{ id: string }[]>`UPDATE blog_posts SET published = false WHERE published RETURNING id`;
    try {
      const { html } = await get("/tool/sparrow-wallet?v=no-posts");
      expect(text(html)).toContain("Latest from the Blog No blog posts available.");
    } finally {
      await sql`UPDATE blog_posts SET published = true WHERE id IN ${sql(published.map((row) => row.id))}`;
    }
  });
});
