/// <reference types="@cloudflare/vitest-plugin/types" />
// `env` from "cloudflare:workers" in integration tests has the Worker's bindings.
type WorkerEnv = import("#app/server/env.server.ts").Env;

declare namespace Cloudflare {
  interface Env extends WorkerEnv {
    /** The fake services' own address, for their controls (/__mail, /__mode, /__calls, /__alphavantage). */
    FAKE_SERVICES_URL: string;
    DATABASE_RESTARTS_URL: string;
    /** The seeded catalogue as the seed left it, before any test changed it. */
    SEEDED_DATABASE_URL: string;
  }
}

/** A file's text, as Vite imports it with `?raw` (a migration's SQL, say). */
declare module "*?raw" {
  const text: string;
  export default text;
}
