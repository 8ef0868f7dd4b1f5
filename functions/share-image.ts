// /og/tool/{slug}.png: a tool's 1200x630 share image, drawn from SVG in the Worker.
import { findShareImageTool } from "#app/server/catalog/tool-share-image.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { svgToPng } from "#app/server/seo/svg-to-png.server.ts";
import { SHARE_IMAGE_WIDTH, shareImageSvg } from "#app/lib/share-image.ts";
import { toolImageKeyOf } from "#app/lib/tool-images.ts";
import { storedImageAsPngDataUrl } from "#app/server/images/stored-image-data-url.server.ts";

export const SHARE_IMAGE_PATH = /^\/og\/tool\/([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/;

export async function renderToolShareImage(
  db: Database,
  slug: string,
  config: { siteName: string; toolImages: R2Bucket },
): Promise<Response> {
  const tool = await findShareImageTool(db, slug);
  if (!tool) return new Response("Not Found", { status: 404 });

  const logoKey = toolImageKeyOf(tool.logoUrl);
  const logoDataUrl = logoKey ? await storedImageAsPngDataUrl(config.toolImages, logoKey) : null;
  const svg = shareImageSvg({
    name: tool.name,
    slug,
    category: tool.category ?? "Uncategorized",
    siteName: config.siteName,
    logoDataUrl,
  });
  const png = await svgToPng(svg, SHARE_IMAGE_WIDTH);
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=3600, s-maxage=3600" },
  });
}
