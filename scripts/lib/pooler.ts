// A connection pooler (PgBouncer) in front of the bench's Postgres. In production Hyperdrive keeps
// warm connections to the database and every request's client borrows one; wrangler's local
// Hyperdrive passes each client straight to Postgres, which then starts a server process and
// authenticates it for every request (about 9 ms on this machine). The bench puts PgBouncer where
// Hyperdrive stands, so uncached renders are measured as they run in production. Session pooling:
// a request's client keeps one server connection until it closes, and prepared statements are
// cleared (DISCARD ALL) before the next one borrows it.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { resolve } from "node:path";
import { assertPortFree } from "#scripts/lib/ports.ts";
import { startChild, type Child } from "#scripts/lib/processes.ts";

const POOL_SIZE = 20;

export interface Pooler extends Child {
  /** `serverUrl` with the pooler's host and port. */
  url: string;
}

/** Whether PgBouncer is installed (Debian: `apt-get install pgbouncer`). */
export function poolerInstalled(): boolean {
  return spawnSync("pgbouncer", ["--version"], { stdio: "ignore" }).status === 0;
}

export async function startPooler(serverUrl: string, port: number, dir: string): Promise<Pooler> {
  await assertPortFree(port, "PgBouncer", "BENCH_POOLER_PORT");
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const folder = resolve(dir);
  mkdirSync(folder, { recursive: true });
  const config = resolve(folder, "pgbouncer.ini");
  // The pooler listens on 127.0.0.1 only and trusts its clients, as the local Hyperdrive does.
  writeFileSync(resolve(folder, "users.txt"), `"${user}" ""\n`);
  writeFileSync(
    config,
    [
      "[databases]",
      `* = host=${server.hostname} port=${server.port} user=${user} password=${decodeURIComponent(server.password)}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${resolve(folder, "users.txt")}`,
      "pool_mode = session",
      "server_reset_query = DISCARD ALL",
      "max_client_conn = 500",
      `default_pool_size = ${POOL_SIZE}`,
      "",
    ].join("\n"),
  );
  // PgBouncer refuses to run as root; the embedded Postgres' own user runs it then.
  const asUser = process.getuid?.() === 0 ? ["-u", "postgres"] : [];
  const child = startChild("pgbouncer", [...asUser, "-q", config], { stdio: ["ignore", "ignore", "inherit"] });
  await waitForPort(port, child);
  const url = new URL(serverUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return { ...child, url: url.toString() };
}

async function waitForPort(port: number, child: Child, timeoutMs = 10_000): Promise<void> {
  let exited = false;
  void child.exited.then(() => (exited = true));
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (exited) throw new Error("PgBouncer exited before it listened");
    const listening = await new Promise<boolean>((done) => {
      const socket = createConnection({ host: "127.0.0.1", port }, () => {
        socket.end();
        done(true);
      });
      socket.on("error", () => done(false));
    });
    if (listening) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  await child.stop();
  throw new Error(`PgBouncer did not listen on ${port} within ${timeoutMs / 1000} s`);
}
