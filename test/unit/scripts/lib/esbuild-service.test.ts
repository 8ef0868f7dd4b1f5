// The Go deadlock dump a build could print as it exited: it happens whenever Node exits with a build
// context left open while the esbuild service waits for the answer to its once-a-second ping. A
// process that is blocked for longer than a second before it exits makes that certain; without a
// CPU cost (Atomics.wait).
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const helper = pathToFileURL(resolve("scripts/lib/esbuild-service.ts")).href;

/**
 * Opens a build context with Remix's esbuild (0.17.6) and leaves it open, as `remix build` does,
 * blocks past a ping, and exits: what the process printed.
 */
function exitDuringPing(stopServices: boolean): string {
  const script = `
    import { createRequire } from "node:module";
    ${stopServices ? `(await import(${JSON.stringify(helper)})).stopEsbuildServicesAtExit();` : ""}
    const remix = createRequire(import.meta.url).resolve("@remix-run/dev");
    const esbuild = createRequire(remix)("esbuild");
    await esbuild.context({ stdin: { contents: "let answer = 42" }, write: false });
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
    process.exit(0);
  `;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    timeout: 20_000,
  });
  // The service writes to the terminal it shares with Node: its dump comes after Node has gone.
  spawnSync("sleep", ["0.5"]);
  return `${result.stdout}${result.stderr}`;
}

describe("the esbuild service as a build exits", () => {
  it("prints a deadlock dump when Node exits during a ping (the cause)", () => {
    expect(exitDuringPing(false)).toContain("all goroutines are asleep - deadlock!");
  });

  it("prints nothing once its services are stopped at exit", () => {
    expect(exitDuringPing(true)).toBe("");
  });
});
