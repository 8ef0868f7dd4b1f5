// A fetched icon, whatever form the site serves it in, made into a logo like an upload: an ICO's
// largest entry, an SVG drawn to PNG, or a PNG, JPEG, WebP or GIF as it is; then the header
// checks, the re-encode to WebP and the logo's size. The bytes decide the form, not the headers.
import { TOOL_IMAGE_BOXES } from "#app/lib/tool-images.ts";
import { isIco, readIco } from "#app/server/images/ico-image.server.ts";
import { looksLikeSvg, svgIconToPng } from "#app/server/images/svg-icon.server.ts";
import { rgbaToWebp, toWebp, type WebpImage } from "#app/server/images/webp-image.server.ts";

const LOGO_BOX = TOOL_IMAGE_BOXES.logo;

export async function iconToWebp(bytes: Uint8Array): Promise<WebpImage> {
  if (isIco(bytes)) {
    const ico = readIco(bytes);
    if (!ico.ok) return ico;
    if (ico.kind === "rgba") return rgbaToWebp(ico.pixels, ico.width, ico.height, { within: LOGO_BOX });
    return toWebp(ico.bytes, { within: LOGO_BOX });
  }
  if (looksLikeSvg(new TextDecoder().decode(bytes.subarray(0, 1024)))) {
    const drawn = await svgIconToPng(bytes, Math.max(LOGO_BOX.width, LOGO_BOX.height));
    if (!drawn.ok) return drawn;
    return toWebp(drawn.png, { within: LOGO_BOX });
  }
  return toWebp(bytes, { within: LOGO_BOX });
}
