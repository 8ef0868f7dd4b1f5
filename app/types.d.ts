// The classic Remix compiler turns a CSS import into the built file's URL.
declare module "*.css" {
  const href: string;
  export default href;
}

// ... and a file such as the icon sprite into its URL under /build/_assets.
declare module "*.svg" {
  const href: string;
  export default href;
}
