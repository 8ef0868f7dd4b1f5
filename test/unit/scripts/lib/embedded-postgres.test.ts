// npm start and npm test on a machine where a port is taken, or where this checkout's Postgres is
// already running: a sentence that says which port and how to move it, never a bare stack.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runningCluster, startEmbeddedPostgres } from "#scripts/lib/embedded-postgres.ts";
import { assertPortFree, portInUse } from "#scripts/lib/ports.ts";

const servers: Server[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function occupiedPort(): Promise<number> {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as { port: number }).port;
}

function tempFolder() {
  const folder = mkdtempSync(join(tmpdir(), "cluster-"));
  folders.push(folder);
  return folder;
}

describe("a taken port", () => {
  it("is seen, and a free one is not", async () => {
    const port = await occupiedPort();
    expect(await portInUse(port)).toBe(true);
    servers.pop()!.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await portInUse(port)).toBe(false);
  });

  it("stops the site's start with the port and the variable that moves it", async () => {
    const port = await occupiedPort();
    await expect(assertPortFree(port, "the site", "PORT")).rejects.toThrow(
      new RegExp(`^Port ${port}, which the site needs, is already in use.*PORT=${port + 1} npm start\\.$`),
    );
  });

  it("stops Postgres from starting, naming PGPORT, before anything is created", async () => {
    const port = await occupiedPort();
    const dataDir = tempFolder();
    const started = startEmbeddedPostgres({ dataDir, port, database: "x", portVariable: "PGPORT" });
    await expect(started).rejects.toThrow(`Port ${port}, which Postgres for ${dataDir} needs, is already in use`);
    await expect(started).rejects.toThrow(`PGPORT=${port + 1} npm start`);
  });

  it("names TEST_PGPORT and npm test for the test database", async () => {
    const port = await occupiedPort();
    await expect(assertPortFree(port, "the test database", "TEST_PGPORT")).rejects.toThrow(
      `TEST_PGPORT=${port + 1} npm test.`,
    );
  });
});

describe("this checkout's Postgres, already running", () => {
  it("is reused by a second start on the same data folder, whatever port that one asks for", async () => {
    const dataDir = tempFolder();
    const port = await occupiedPort();
    servers.pop()!.close();
    const first = await startEmbeddedPostgres({ dataDir, port, database: "first", portVariable: "PGPORT" });
    try {
      expect(runningCluster(dataDir)).toMatchObject({ port });
      const second = await startEmbeddedPostgres({ dataDir, port: port + 1, database: "second" });
      expect(second.url).toBe(`postgresql://postgres:postgres@127.0.0.1:${port}/second`);
      // Stopping the second leaves the first one's server running.
      await second.stop();
      expect(await portInUse(port)).toBe(true);
    } finally {
      await first.stop();
    }
  }, 90_000);

  it("is not taken for a live process that is not Postgres (a recycled pid)", () => {
    const dataDir = tempFolder();
    writeFileSync(join(dataDir, "postmaster.pid"), `${process.pid}\n${dataDir}\n1700000000\n54399\n/tmp\n`);
    if (process.platform === "linux") expect(runningCluster(dataDir)).toBeNull();
  });

  it("is not found when the file is stale or missing", () => {
    const dataDir = tempFolder();
    expect(runningCluster(dataDir)).toBeNull();
    writeFileSync(join(dataDir, "postmaster.pid"), `999999999\n${dataDir}\n1700000000\n54399\n`);
    expect(runningCluster(dataDir)).toBeNull();
  });
});
