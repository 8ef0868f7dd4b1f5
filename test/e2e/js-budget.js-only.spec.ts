// The JavaScript budget: every public page type, opened in Chromium with JavaScript on, loads at most
// JS_BUDGET_KB of script, gzipped, and the test prints each page's figure. It counts what the browser really fetches while the page opens:
// the entry, React and React Router, the manifest, the root's and the route's modules and chunks, and
// what they import at once or when the page is idle (the speed-insights script). Chunks that load
// only when someone acts (opening the search, a toast, the comparison tray, the captcha) are not
// counted. Each body is gzipped here at level 9, whatever the server sends.
//
// On the same visits it records every Intl formatter or collator the page's script makes while the
// page opens (Intl objects, toLocaleString, localeCompare): the first one starts the browser's ICU
// library, 35-70 ms on this machine before any phone's slowdown, so only the pages that write
// prices in their currencies' own formats or times in the visitor's zone may make one
// (app/lib/en-us-numbers.ts), and on those the first must be cheap: a worker started ICU first
// (app/lib/intl-warm-up.ts).
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { expect, randomClientAddress, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";

/**
 * Kilobytes of gzipped script a public page may load as it opens (1 KB = 1,000 bytes). Preact and
 * React Router take about 50 of it.
 */
const JS_BUDGET_KB = 100;

interface PageScripts {
  page: string;
  path: string;
  files: { url: string; gzipped: number }[];
  /** What made an Intl object while the page opened, with the script line that did. */
  intlUses: string[];
  /** How long the page's first Intl object took to make, in ms (null when it made none). */
  firstIntlMs: number | null;
}

/**
 * The pages that show prices in 50 currencies, each in its own locale's format, and times in the
 * visitor's own zone ("Last updated"): only Intl knows them.
 */
const PAGES_WITH_INTL = new Set(["price page", "price index", "converter", "ETFs"]);

/**
 * Less than the first Intl object costs when ICU starts on the main thread (35-70 ms here), more
 * than it costs once a worker has started it (about 1 ms).
 */
const WARM_INTL_MS = 15;

/**
 * Runs in the page before its scripts: wraps Intl's constructors and the locale methods to note
 * each use, and times the first.
 */
function recordIntlUses() {
  const uses: string[] = [];
  const seen = window as unknown as { intlUses: string[]; firstIntlMs: number | null };
  seen.intlUses = uses;
  seen.firstIntlMs = null;
  const note = (what: string) => uses.push(`${what} ${new Error().stack?.split("\n")[3]?.trim() ?? ""}`);
  for (const name of [
    "NumberFormat",
    "DateTimeFormat",
    "Collator",
    "PluralRules",
    "RelativeTimeFormat",
    "ListFormat",
  ]) {
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
    intl[name] = new Proxy(intl[name]!, {
      construct(target, args) {
        note(`Intl.${name}`);
        const started = performance.now();
        const made = Reflect.construct(target, args) as object;
        seen.firstIntlMs ??= performance.now() - started;
        return made;
      },
    });
  }
  const methods: [object, string][] = [
    [Number.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleDateString"],
    [Date.prototype, "toLocaleTimeString"],
    [String.prototype, "localeCompare"],
  ];
  for (const [prototype, name] of methods) {
    const owner = prototype as Record<string, (...args: unknown[]) => unknown>;
    const original = owner[name]!;
    owner[name] = function (this: unknown, ...args: unknown[]) {
      note(name);
      return original.apply(this, args);
    };
  }
}

/**
 * The example of each page type: the busiest category and tag, and the seeded catalogue's tool and
 * first post (other journeys add and remove their own while this one runs).
 */
async function publicPages(): Promise<[string, string][]> {
  const { category, tag, post } = await withDatabase(async (sql) => {
    const [category] = await sql`select slug from categories order by tool_count desc, slug limit 1`;
    const [tag] = await sql`
      select t.name from tags t join tool_tags tt on tt.tag_id = t.id
      group by t.name order by count(*) desc, t.name limit 1`;
    const [post] = await sql`select slug from blog_posts where published order by created_at, slug limit 1`;
    return { category: category!.slug, tag: tag!.name, post: post!.slug };
  });
  return [
    ["home", "/"],
    ["browse", "/browse"],
    ["category", `/category/${category}`],
    ["tag", `/tag/${encodeURIComponent(tag)}`],
    ["tool", "/tool/sparrow-wallet"],
    ["blog list", "/blog"],
    ["post", `/blog/${post}`],
    ["dictionary", "/bitcoin-terms-dictionary"],
    ["dictionary term", "/bitcoin-terms-dictionary/utxo"],
    ["price page", "/bitcoin-to-euro"],
    ["price index", "/bitcoin-prices"],
    ["converter", "/bitcoin-currency-conversion-calculator"],
    ["ETFs", "/bitcoin-etfs"],
    ["sign-in", "/sign-in"],
    ["contact", "/contact"],
    ["submit", "/submit"],
  ];
}

/**
 * Opens `path` as a first visit (an empty cache) and gzips every script the browser fetched until
 * the page is hydrated and the network quiet.
 */
async function scriptsOf(browser: Browser, baseURL: string, name: string, path: string): Promise<PageScripts> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "CF-Connecting-IP": randomClientAddress() },
  });
  const page = await context.newPage();
  await page.addInitScript(recordIntlUses);
  const bodies = new Map<string, Promise<number>>();
  page.on("response", (response) => {
    const fetched = response.url().startsWith("http"); // not the Intl warm-up worker's blob: script
    if (!fetched || response.request().resourceType() !== "script" || !response.ok() || bodies.has(response.url())) {
      return;
    }
    bodies.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBe(200);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const { intlUses, firstIntlMs } = await page.evaluate(() => {
    const seen = window as unknown as { intlUses: string[]; firstIntlMs: number | null };
    return { intlUses: seen.intlUses, firstIntlMs: seen.firstIntlMs };
  });
  const files = await Promise.all(
    [...bodies].map(async ([url, gzipped]) => ({ url: new URL(url).pathname, gzipped: await gzipped })),
  );
  await context.close();
  return { page: name, path, files, intlUses, firstIntlMs };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const total = (scripts: PageScripts) => scripts.files.reduce((sum, file) => sum + file.gzipped, 0);

function table(pages: PageScripts[]): string {
  const width = Math.max(...pages.map((p) => `${p.page} (${p.path})`.length));
  const rows = pages.map((p) => {
    const over = total(p) > JS_BUDGET_KB * 1000 ? "  OVER BUDGET" : "";
    const intl = p.firstIntlMs === null ? "no Intl" : `${p.intlUses.length} Intl, first ${p.firstIntlMs.toFixed(1)} ms`;
    return `  ${`${p.page} (${p.path})`.padEnd(width)}  ${kb(total(p)).padStart(6)} KB  ${String(p.files.length).padStart(3)} files  ${intl}${over}`;
  });
  return [
    `JavaScript per page, gzipped (level 9), as loaded on open (budget ${JS_BUDGET_KB} KB; 1 KB = 1,000 bytes).`,
    "Chunks loaded only on interaction (search dialog, toasts, comparison tray, captcha) are not counted.",
    ...rows,
  ].join("\n");
}

test("every public page type loads at most the JavaScript budget, gzipped, and starts Intl only where it must, warmed up", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const measured: PageScripts[] = [];
  for (const [name, path] of await publicPages()) measured.push(await scriptsOf(browser, baseURL!, name, path));
  console.log(`\n${table(measured)}\n`);
  const heaviest = [...measured].sort((a, b) => total(b) - total(a))[0]!;
  const biggest = [...heaviest.files].sort((a, b) => b.gzipped - a.gzipped).slice(0, 8);
  console.log(
    `Biggest files of the heaviest page, ${heaviest.page}:\n` +
      biggest.map((f) => `  ${kb(f.gzipped).padStart(6)} KB  ${f.url}`).join("\n"),
  );
  const over = measured.filter((p) => total(p) > JS_BUDGET_KB * 1000);
  expect(
    over.map((p) => `${p.page} ${kb(total(p))} KB`),
    "pages over the budget",
  ).toEqual([]);
  const intlWhileOpening = measured
    .filter((p) => !PAGES_WITH_INTL.has(p.page))
    .flatMap((p) => p.intlUses.map((use) => `${p.page}: ${use}`));
  expect(intlWhileOpening, "Intl objects made while a page opened").toEqual([]);
  // The pages that format with Intl find ICU started (by app/lib/intl-warm-up.ts's worker). The ETF
  // page formats only once quotes have been fetched ("Data last updated"); the price page always does.
  expect(
    measured.find((p) => p.page === "price page")!.firstIntlMs,
    "the price page's first Intl object",
  ).not.toBeNull();
  for (const { page, firstIntlMs } of measured.filter((p) => PAGES_WITH_INTL.has(p.page) && p.firstIntlMs !== null)) {
    expect(firstIntlMs!, `${page}: ms to make the first Intl object`).toBeLessThan(WARM_INTL_MS);
  }
});
