// SVG to PNG with resvg (WebAssembly) and the bundled DejaVu Sans Bold, so no browser and no third
// party draws the site's share images. The WASM and the font load with the first image, not with
// every request.
import { SHARE_IMAGE_FONT_FAMILY } from "#app/lib/share-image.ts";

type Renderer = { Resvg: typeof import("@resvg/resvg-wasm").Resvg; font: Uint8Array };

// resvg can be initialised once per isolate, and both the Worker entry and the app's build bundle
// this file: the loading renderer is kept on the global object, which they share.
const RENDERER = Symbol.for("bitcoin-tools.resvg");
const shared = globalThis as { [RENDERER]?: Promise<Renderer> };

function loadRenderer(): Promise<Renderer> {
  shared[RENDERER] ??= (async () => {
    const [resvg, { resvgWasm, fontData }] = await Promise.all([
      import("@resvg/resvg-wasm"),
      import("#share-image-assets"),
    ]);
    await resvg.initWasm(resvgWasm);
    return { Resvg: resvg.Resvg, font: new Uint8Array(fontData) };
  })().catch((error) => {
    shared[RENDERER] = undefined;
    throw error;
  });
  return shared[RENDERER];
}

type FitTo = NonNullable<ConstructorParameters<Renderer["Resvg"]>[1]>["fitTo"];

const fontsOf = (font: Uint8Array) => ({
  fontBuffers: [font],
  defaultFontFamily: SHARE_IMAGE_FONT_FAMILY,
  loadSystemFonts: false,
});

async function draw(svg: string, fitTo: FitTo): Promise<Uint8Array> {
  const { Resvg, font } = await loadRenderer();
  const resvg = new Resvg(svg, { fitTo, font: fontsOf(font) });
  try {
    const rendered = resvg.render();
    const png = rendered.asPng();
    rendered.free();
    return png;
  } finally {
    resvg.free();
  }
}

/** The SVG drawn at the given width (its height follows the SVG's own proportions). */
export function svgToPng(svg: string, width: number): Promise<Uint8Array> {
  return draw(svg, { mode: "width", value: width });
}

/**
 * The SVG drawn so that its longer side is `side` pixels, whatever size it declares, so a drawing
 * cannot ask for more pixels than that; null when resvg cannot read it.
 */
export async function svgToPngWithin(svg: string, side: number): Promise<Uint8Array | null> {
  const { Resvg, font } = await loadRenderer();
  let size: { width: number; height: number };
  try {
    const measured = new Resvg(svg, { font: fontsOf(font) });
    size = { width: measured.width, height: measured.height };
    measured.free();
  } catch {
    return null;
  }
  if (!(size.width > 0 && size.height > 0)) return null;
  return draw(svg, { mode: size.width >= size.height ? "width" : "height", value: side }).catch(() => null);
}
