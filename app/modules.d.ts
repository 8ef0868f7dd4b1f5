// Modules wrangler bundles as binary data (wrangler.toml [[rules]]) and compiled WebAssembly.
declare module "*.ttf" {
  const data: ArrayBuffer;
  export default data;
}

declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
