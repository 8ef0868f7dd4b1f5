// Reads the JSON reports of Vitest and Playwright: counts, and the failed tests by name with the
// first line of their error, so that the end of a run's log (often all a CI keeps) says what failed.
import { readFileSync } from "node:fs";

export type ReportSummary = { passed: number; failed: number; failures: string[] };

const EMPTY: ReportSummary = { passed: 0, failed: 0, failures: [] };

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

// eslint-disable-next-line no-control-regex
const COLOURS = /\u001b\[[0-9;]*m/g;

const firstLine = (message: unknown) =>
  String(message ?? "")
    .replace(COLOURS, "")
    .split("\n")
    .find((line) => line.trim() !== "")
    ?.trim()
    .slice(0, 300) ?? "";

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
};

export function summarizeVitest(path: string): ReportSummary {
  const report = readJson(path) as VitestReport | undefined;
  if (!report) return EMPTY;
  const failures: string[] = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.replace(`${process.cwd()}/`, "");
    const failed = file.assertionResults.filter((test) => test.status === "failed");
    for (const test of failed) failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed to load has no tests, only a message.
    if (failed.length === 0 && file.message) failures.push(`${name}: ${firstLine(file.message)}`);
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
}

type PlaywrightSuite = {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
};

type PlaywrightReport = { stats: { expected: number; flaky: number; unexpected: number }; suites: PlaywrightSuite[] };

export function summarizePlaywright(path: string): ReportSummary {
  const report = readJson(path) as PlaywrightReport | undefined;
  if (!report) return EMPTY;
  const failures: string[] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === "unexpected") {
          const error = test.results.at(-1)?.error?.message;
          failures.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
        }
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    failures,
  };
}

/**
 * Why a runner that reported no failed test still exited with an error: Vitest's "Unhandled
 * Errors" block (an error outside any test fails the run), or else the last lines it printed.
 */
export function explainFailedExit(logPath: string, lines = 40): string {
  let log: string;
  try {
    log = readFileSync(logPath, "utf8").replace(COLOURS, "");
  } catch {
    return `(no log at ${logPath})`;
  }
  const all = log.split("\n");
  const unhandled = all.findIndex((line) => /Unhandled (Error|Rejection)/.test(line));
  return (unhandled >= 0 ? all.slice(unhandled, unhandled + lines) : all.slice(-lines)).join("\n");
}
