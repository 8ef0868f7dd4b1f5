// The classic Remix compiler turns a CSS import into the built file's URL.
declare module "*.css" {
  const href: string;
  export default href;
}
