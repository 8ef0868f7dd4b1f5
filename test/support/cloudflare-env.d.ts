/// <reference types="@cloudflare/vitest-plugin/types" />
// `env` from "cloudflare:workers" in integration tests has the Worker's bindings.
type WorkerEnv = import("#app/server/env.server.ts").Env;

declare namespace Cloudflare {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Env extends WorkerEnv {}
}
