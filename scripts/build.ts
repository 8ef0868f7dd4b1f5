// npm run build: React Router's Vite build (vite.config.ts, react-router.config.ts): the browser
// bundle in build/client and the server build in build/server, which the Worker imports.
import { run } from "#scripts/lib/processes.ts";

process.exit(await run("node_modules/.bin/react-router", ["build"]));
