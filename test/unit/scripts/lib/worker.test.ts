// The local Worker gets its variables through a file only this user can read: no secret on any
// command line of the processes npm start runs (`ps` shows those to every user).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { startWorker } from "#scripts/lib/worker.ts";

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The command lines of every process in a process group. */
function commandLines(groupId: number): string[] {
  const lines: string[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const group = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      if (group === groupId) lines.push(readFileSync(`/proc/${entry}/cmdline`, "utf8").replace(/\0/g, " "));
    } catch {
      // the process ended meanwhile
    }
  }
  return lines;
}

describe.runIf(process.platform === "linux")("the local Worker's secrets", () => {
  it("reach the Worker from a 0600 file, never through a command line", async () => {
    const secret = `secret-${Math.random().toString(36).slice(2)}-for-this-test`;
    const port = await freePort();
    const worker = await startWorker({
      port,
      databaseUrl: "postgresql://nobody:none@127.0.0.1:9/none",
      persistTo: ".wrangler/secrets-test-state",
      quiet: true,
      vars: { BETTER_AUTH_SECRET: secret, SITE_URL: "https://vars-file.example" },
    });
    try {
      const lines = commandLines(worker.process.pid!);
      expect(lines.some((line) => line.includes("wrangler") && line.includes("dev"))).toBe(true);
      for (const line of lines) expect(line).not.toContain(secret);
      const varsFile = lines.join(" ").match(/--env-file (\S+vars-\d+\.env)/)?.[1];
      expect(varsFile).toBeDefined();
      expect(statSync(varsFile!).mode & 0o777).toBe(0o600);
      // The Worker did get the file's values.
      const robots = await (await fetch(`${worker.url}/robots.txt`)).text();
      expect(robots).toContain("Sitemap: https://vars-file.example/sitemap.xml");
    } finally {
      await worker.stop();
    }
  }, 90_000);
});
