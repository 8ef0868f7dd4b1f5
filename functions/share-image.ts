// /og/tool/{slug}.png: a tool's 1200x630 share image, drawn from SVG with resvg (WebAssembly) and
// the bundled DejaVu Sans Bold, so no browser and no third party is involved.
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import { sql } from "drizzle-orm";
import font from "../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf";
import { primaryCategoryName } from "../app/server/catalog/primary-category.ts";
import type { Database } from "../app/server/db/client.ts";
import { SHARE_IMAGE_FONT_FAMILY, SHARE_IMAGE_WIDTH, shareImageSvg } from "../app/lib/share-image.ts";

export const SHARE_IMAGE_PATH = /^\/og\/tool\/([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/;

let ready: Promise<void> | undefined;
const fontBuffer = new Uint8Array(font);

export async function renderToolShareImage(db: Database, slug: string, siteName: string): Promise<Response> {
  const [tool] = await db.execute<{ name: string; category: string | null }>(sql`
    SELECT t.name, ${primaryCategoryName} AS category
    FROM tools t WHERE t.slug = ${slug} AND t.status = 'published'`);
  if (!tool) return new Response("Not Found", { status: 404 });

  ready ??= initWasm(resvgWasm).catch((error) => {
    ready = undefined;
    throw error;
  });
  await ready;
  const svg = shareImageSvg({ name: tool.name, slug, category: tool.category ?? "Uncategorized", siteName });
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: SHARE_IMAGE_WIDTH },
    font: { fontBuffers: [fontBuffer], defaultFontFamily: SHARE_IMAGE_FONT_FAMILY, loadSystemFonts: false },
  });
  const rendered = resvg.render();
  const png = rendered.asPng();
  rendered.free();
  resvg.free();
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=3600, s-maxage=3600" },
  });
}
