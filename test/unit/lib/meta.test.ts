// The social tags of a page: its image's size and type.
import { describe, expect, it } from "vitest";
import { shareMeta } from "#app/lib/meta.ts";

const matches = [{ id: "root", data: { siteName: "Site", siteUrl: "https://example.org" } }];
const page = { title: "T", description: "D", path: "/tool/x" };
const tag = (meta: ReturnType<typeof shareMeta>, property: string) =>
  (meta.find((m) => "property" in m && m.property === property) as { content?: string } | undefined)?.content;

describe("shareMeta", () => {
  it("says 1200x630 for the images the site draws", () => {
    const meta = shareMeta(matches, { ...page, image: "/og/tool/x.png" });
    expect(tag(meta, "og:image")).toBe("https://example.org/og/tool/x.png");
    expect([tag(meta, "og:image:width"), tag(meta, "og:image:height")]).toEqual(["1200", "630"]);
  });

  it("gives another image's own size and type, and no size when it is not known", () => {
    const shot = {
      ...page,
      image: "/tool-images/a.webp",
      imageSize: { width: 1600, height: 800 },
      imageType: "image/webp",
    };
    const meta = shareMeta(matches, shot);
    expect(tag(meta, "og:image")).toBe("https://example.org/tool-images/a.webp");
    expect([tag(meta, "og:image:width"), tag(meta, "og:image:height"), tag(meta, "og:image:type")]).toEqual([
      "1600",
      "800",
      "image/webp",
    ]);
    const unknown = shareMeta(matches, { ...page, image: "https://cdn.example.net/x.png", imageSize: null });
    expect(tag(unknown, "og:image:width")).toBeUndefined();
  });
});
