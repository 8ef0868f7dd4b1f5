// npm run build: Remix's build (`remix build`), without the esbuild deadlock dump it can print as
// it exits (scripts/lib/esbuild-service.ts).
import { createRequire } from "node:module";
import { stopEsbuildServicesAtExit } from "#scripts/lib/esbuild-service.ts";

stopEsbuildServicesAtExit();
const { cli } = createRequire(import.meta.url)("@remix-run/dev") as { cli: { run: (argv: string[]) => Promise<void> } };
try {
  await cli.run(["build"]);
  process.exit(0);
} catch (error) {
  if (error) console.error(error);
  process.exit(1);
}
