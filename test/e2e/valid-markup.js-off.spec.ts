// Every page type is valid HTML by the Nu HTML Checker (npm's vnu-jar, on Java): the HTML the
// Worker serves is saved to files and checked in one run of the checker (one JVM start).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { expect, test } from "#test/support/e2e/test.ts";
import { signInByLink } from "#test/support/e2e/sign-in-helper.ts";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

const PUBLIC_PAGES = [
  "/",
  "/category/mining",
  "/tag/lightning",
  "/browse",
  "/tool/sparrow-wallet",
  "/tool/sparrow-wallet/report",
  "/compare?tools=sparrow-wallet,electrum",
  "/search?q=wallet",
  "/blog",
  "/blog/how-to-choose-a-bitcoin-wallet",
  "/blog/category/security",
  "/bitcoin-terms-dictionary",
  "/bitcoin-terms-dictionary/utxo",
  "/learning-resources",
  "/bitcoin-etfs",
  "/bitcoin-to-euro",
  "/bitcoin-currency-conversion-calculator",
  "/bitcoin-price-history?currency=GBP&date=2026-01-15",
  "/bitcoin-currency-conversion-calculator?currency=GBP&date=2026-01-15",
  "/sign-in",
  "/contact",
  "/submit",
  "/changes",
  "/open-data",
  "/no-such-page",
];
const SIGNED_IN_PAGES = ["/profile", "/profile?tab=alerts", "/admin", "/admin/tools", "/admin/blog"];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

test("every page type is valid HTML", async ({ page, request }) => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(join(tmpdir(), "vnu-"));
  const files = new Map<string, string>();
  const save = (path: string, html: string) => {
    const file = join(folder, `${files.size}.html`);
    writeFileSync(file, html);
    files.set(`file:${file}`, path);
  };
  for (const path of PUBLIC_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(500);
    save(path, await response.text());
  }
  await signInByLink(page, "e2e-admin@example.com");
  for (const path of SIGNED_IN_PAGES) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    save(`${path} (signed in as an admin)`, await response.text());
  }
  const run = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", "--errors-only", folder], { encoding: "utf8" });
  rmSync(folder, { recursive: true, force: true });
  expect(run.error).toBeUndefined();
  const { messages } = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
  // The checker's CSS grammar predates container queries (`container-type`, `cqi`), which the
  // price figures use; the page's markup is what this test holds to the standard.
  const errors = messages
    .filter((m) => !m.message.startsWith("CSS: "))
    .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? "?"} ${m.message} [${m.extract ?? ""}]`);
  expect(errors).toEqual([]);
});
