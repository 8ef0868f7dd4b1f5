import { env } from "cloudflare:workers";
import { describe, expect, it } from "#test/support/fixtures.ts";
import { get, worker } from "#test/support/worker.ts";

const SLUG = "how-to-choose-a-bitcoin-wallet";

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"/>`).exec(html)?.[1];

async function fetchBytes(url: string) {
  const response = await worker.fetch(new Request(url));
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Width and height from a PNG's IHDR chunk, or null for anything that is not a PNG. */
function pngSize(bytes: Uint8Array): [number, number] | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => bytes[i] === b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  if (String.fromCharCode(...bytes.slice(12, 16)) !== "IHDR") return null;
  return [view.getUint32(16), view.getUint32(20)];
}

async function shareImageOf(slug: string, bust: string) {
  const { html } = await get(`/blog/${slug}?v=${bust}`);
  return { html, image: metaContent(html, "og:image")! };
}

describe("a blog post's share image", () => {
  // The file's first requests start the Worker and load the WASM renderer: allow them longer.
  it("is a 1200x630 PNG in og:image and twitter:image, with its type and size", async () => {
    const { html, image } = await shareImageOf(SLUG, "meta");
    expect(image).toMatch(new RegExp(`^http://localhost/og/blog/${SLUG}\\.png\\?v=[0-9a-f]{16}$`));
    expect(metaContent(html, "twitter:image")).toBe(image);
    expect(metaContent(html, "og:image:type")).toBe("image/png");
    expect(metaContent(html, "og:image:width")).toBe("1200");
    expect(metaContent(html, "og:image:height")).toBe("630");
    expect(html).not.toMatch(/<meta property="og:image" content="[^"]*\.svg"/);

    const { response, bytes } = await fetchBytes(image);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(pngSize(bytes)).toEqual([1200, 630]);
  }, 90_000);

  it("is rendered once and kept: a later request is answered from storage", async () => {
    const { image } = await shareImageOf(SLUG, "kept");
    const first = await fetchBytes(`${image}&request=1`);
    expect(pngSize(first.bytes)).toEqual([1200, 630]);
    const stamp = new URL(image).searchParams.get("v");
    const key = `og:blog:${SLUG}:${stamp}`;
    const stored = await env.CACHE.get(key, "arrayBuffer");
    expect(stored && new Uint8Array(stored)).toEqual(first.bytes);

    // Replace the stored image: a request that rendered again would not answer with these bytes.
    const marker = first.bytes.slice();
    marker[marker.length - 13] = marker[marker.length - 13]! ^ 0xff;
    await env.CACHE.put(key, marker);
    const second = await fetchBytes(`${image}&request=2`);
    expect(second.bytes).toEqual(marker);
  });

  it("changes address when the post changes, so shared links pick up the new image", async ({ sql }) => {
    const before = (await shareImageOf(SLUG, "before-edit")).image;
    await sql`UPDATE blog_posts SET featured_image = '/images/blog/lightning-network-explained.svg' WHERE slug = ${SLUG}`;
    try {
      const after = (await shareImageOf(SLUG, "after-edit")).image;
      expect(after).not.toBe(before);
      const { response, bytes } = await fetchBytes(after);
      expect(response.status).toBe(200);
      expect(pngSize(bytes)).toEqual([1200, 630]);
    } finally {
      await sql`UPDATE blog_posts SET featured_image = '/images/blog/how-to-choose-a-bitcoin-wallet.svg' WHERE slug = ${SLUG}`;
    }
  });

  it("is drawn from the title for a post without a featured image", async ({ sql }) => {
    const slug = "why-run-a-bitcoin-node";
    const [row] = await sql<
      { featured_image: string | null }[]
    >`SELECT featured_image FROM blog_posts WHERE slug = ${slug}`;
    await sql`UPDATE blog_posts SET featured_image = NULL WHERE slug = ${slug}`;
    try {
      const { image } = await shareImageOf(slug, "no-featured-image");
      expect(image).toMatch(new RegExp(`^http://localhost/og/blog/${slug}\\.png\\?v=`));
      const { response, bytes } = await fetchBytes(image);
      expect(response.status).toBe(200);
      expect(pngSize(bytes)).toEqual([1200, 630]);
    } finally {
      await sql`UPDATE blog_posts SET featured_image = ${row!.featured_image} WHERE slug = ${slug}`;
    }
  });

  it("answers 404 for a draft or an unknown post", async () => {
    for (const slug of ["bitcoin-privacy-basics", "no-such-post"]) {
      const { response } = await fetchBytes(`http://localhost/og/blog/${slug}.png`);
      expect(response.status, slug).toBe(404);
    }
  });

  it("is each RSS item's enclosure, as image/png with its real length", async () => {
    const { image } = await shareImageOf(SLUG, "rss");
    const { bytes } = await fetchBytes(`${image}&request=rss`);
    const { html: xml } = await get("/rss.xml?v=share-image");
    const item = xml.split("<item>").find((part) => part.includes(`<link>http://localhost/blog/${SLUG}</link>`))!;
    const enclosure = /<enclosure url="([^"]*)" length="(\d+)" type="([^"]*)"\/>/.exec(item);
    expect(enclosure?.[1]?.replace(/&amp;/g, "&")).toBe(image);
    expect(enclosure?.[3]).toBe("image/png");
    expect(Number(enclosure?.[2])).toBe(bytes.length);
    expect(xml.match(/<enclosure [^>]*type="image\/png"\/>/g)).toHaveLength(8);
  });
});
