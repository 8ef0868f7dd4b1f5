// npm run build: Remix's Vite build (vite.config.ts): the browser bundle in build/client and the
// server build in build/server, which the Worker imports.
import { createRequire } from "node:module";

const { cli } = createRequire(import.meta.url)("@remix-run/dev") as { cli: { run: (argv: string[]) => Promise<void> } };
try {
  await cli.run(["vite:build"]);
  process.exit(0);
} catch (error) {
  if (error) console.error(error);
  process.exit(1);
}
