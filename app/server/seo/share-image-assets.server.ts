// The share images' WebAssembly renderer and font, which wrangler bundles as modules (wrangler.toml
// [[rules]]). Imported as "#share-image-assets" (package.json "imports"), because the app's build
// would turn these files into public asset URLs; a bare specifier it leaves to wrangler.
import font from "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf";

export { default as resvgWasm } from "@resvg/resvg-wasm/index_bg.wasm";

/** Bytes, as wrangler's Data rule bundles them (the framework's ambient types call every .ttf import a URL). */
export const fontData = font as unknown as ArrayBuffer;
