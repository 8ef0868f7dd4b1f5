// Vite turns a `?url` import (the stylesheet) and a file such as the icon sprite into its URL under
// /assets/. (Not vite/client's types: the share images' font is bytes, bundled by wrangler.)
declare module "*?url" {
  const href: string;
  export default href;
}

declare module "*.svg" {
  const href: string;
  export default href;
}
