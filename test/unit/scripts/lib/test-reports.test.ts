// The end of a test run's log is often all a CI keeps: when a runner exits with an error although
// every test passed, the summary must say why.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { explainFailedExit } from "#scripts/lib/test-reports.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function logFile(text: string): string {
  const folder = mkdtempSync(join(tmpdir(), "test-log-"));
  folders.push(folder);
  const path = join(folder, "vitest.log");
  writeFileSync(path, text);
  return path;
}

describe("explainFailedExit", () => {
  it("quotes Vitest's unhandled-errors block, without colours", () => {
    const path = logFile(
      [
        " ✓ test/unit/a.test.ts (3 tests)",
        "\u001b[31m⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯\u001b[39m",
        'Error: [vitest-worker]: Timeout calling "onTaskUpdate"',
        " Test Files  1 passed (1)",
      ].join("\n"),
    );
    const explanation = explainFailedExit(path);
    expect(explanation).toContain("⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯");
    expect(explanation).toContain('Error: [vitest-worker]: Timeout calling "onTaskUpdate"');
    expect(explanation).not.toContain("a.test.ts");
    expect(explanation).not.toContain("\u001b[");
  });

  it("otherwise gives the last lines of the log", () => {
    const lines = Array.from({ length: 100 }, (_, index) => `line ${index + 1}`);
    const explanation = explainFailedExit(logFile(lines.join("\n")), 3);
    expect(explanation).toBe("line 98\nline 99\nline 100");
  });

  it("says when there is no log", () => {
    expect(explainFailedExit("/nonexistent/vitest.log")).toBe("(no log at /nonexistent/vitest.log)");
  });
});
