import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { renderRss } from "#app/server/seo/render-rss.server.ts";

describe("the RSS renderer", () => {
  it("writes a feed a standard RSS parser reads, with escaped text and the enclosure", async () => {
    const xml = renderRss({
      title: "Site Blog",
      link: "https://example.com/blog",
      description: "Posts & guides",
      feedUrl: "https://example.com/rss.xml",
      items: [
        {
          title: 'Keys & "seeds" <basics>',
          link: "https://example.com/blog/keys",
          description: "About keys.",
          categories: ["Security", "Guides & how-tos"],
          pubDate: new Date("2026-11-01T10:00:00Z"),
          enclosure: { url: "https://example.com/images/blog/keys.svg", type: "image/svg+xml", length: 1234 },
        },
        {
          title: "No image",
          link: "https://example.com/blog/plain",
          description: "",
          categories: [],
          pubDate: new Date("2026-10-01T10:00:00Z"),
          enclosure: null,
        },
      ],
    });
    const feed = await new Parser().parseString(xml);
    expect(feed.title).toBe("Site Blog");
    expect(feed.language).toBe("en");
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]).toMatchObject({
      title: 'Keys & "seeds" <basics>',
      link: "https://example.com/blog/keys",
      categories: ["Security", "Guides & how-tos"],
      pubDate: "Sun, 01 Nov 2026 10:00:00 GMT",
      enclosure: { url: "https://example.com/images/blog/keys.svg", type: "image/svg+xml", length: "1234" },
    });
    expect(feed.items[1]!.enclosure).toBeUndefined();
  });

  it("writes descriptions as HTML that shows their text: tags stay text after the reader decodes the XML", async () => {
    const xml = renderRss({
      title: "Site Blog",
      link: "https://example.com/blog",
      description: "Posts",
      feedUrl: "https://example.com/rss.xml",
      items: [
        {
          title: "Bold",
          link: "https://example.com/blog/bold",
          description: "Make it <b>x</b> & more\nSecond line",
          categories: [],
          pubDate: new Date("2026-11-01T10:00:00Z"),
          enclosure: null,
        },
      ],
    });
    const feed = await new Parser().parseString(xml);
    expect(feed.items[0]!.content).toBe("Make it &lt;b&gt;x&lt;/b&gt; &amp; more<br>Second line");
  });
});
