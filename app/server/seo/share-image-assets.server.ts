// The share images' WebAssembly renderer and font, which wrangler bundles as modules (wrangler.toml
// [[rules]]). Imported as "#share-image-assets" (package.json "imports"), because the Remix compiler
// would turn these files into public asset URLs; a bare specifier it leaves to wrangler.
export { default as resvgWasm } from "@resvg/resvg-wasm/index_bg.wasm";
export { default as fontData } from "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf";
