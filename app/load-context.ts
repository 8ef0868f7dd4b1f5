import type { SessionUser } from "#app/lib/session-user.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type { Env } from "#app/server/env.server.ts";

declare module "react-router" {
  interface AppLoadContext {
    env: Env;
    ctx: ExecutionContext;
    /** The request's database client, opened on first use. */
    db: () => Database;
    /** Tells the Worker what a loader, action or render failed with (app/entry.server.tsx's handleError). */
    noteError: (error: unknown) => void;
    /** The signed-in visitor, or null. */
    user: SessionUser | null;
    /** The CSRF token of the request's session, which every form rendered for it carries; null without one. */
    csrfToken: string | null;
    /** The request's session cookie named a session that no longer exists. */
    sessionExpired: boolean;
  }
}

export {};
