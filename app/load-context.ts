import type { Database } from "./server/db/client.ts";
import type { Env } from "../functions/env.ts";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: Env;
    ctx: ExecutionContext;
    /** The request's database client, opened on first use. */
    db: () => Database;
  }
}

export {};
