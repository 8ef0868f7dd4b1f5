// The CPU a page's inlined stylesheet rules cost the Worker: picking them from the page's HTML
// (app/server/http/page-stylesheet.server.ts), timed in Node (the same V8 as workerd) on pages of
// a running site, apart from the rest of the render that `npm run bench` measures.
//
//   node scripts/bench/page-rules-cpu.ts [site URL, http://127.0.0.1:8787 by default]
import { readdirSync, readFileSync } from "node:fs";
import { PAGE_RULES_ELEMENT, withPageRules } from "#app/server/http/page-stylesheet.server.ts";
import { parseStylesheet } from "#app/server/http/stylesheet-rules.server.ts";

const SITE = process.argv[2] ?? "http://127.0.0.1:8787";
const PAGES = [
  "/",
  "/tool/sparrow-wallet",
  "/category/bitcoin-wallets",
  "/bitcoin-terms-dictionary",
  "/bitcoin-etfs",
  "/bitcoin-currency-conversion-calculator",
  "/blog/how-to-choose-a-bitcoin-wallet",
  "/no-such-page",
];
const ASSETS = "build/client/assets";
const stylesheetFile = readdirSync(ASSETS).find((name) => /^tailwind-.*\.css$/.test(name));
if (!stylesheetFile) throw new Error(`no stylesheet in ${ASSETS}: run npm run build`);
const stylesheet = readFileSync(`${ASSETS}/${stylesheetFile}`, "utf8");

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
/** The least CPU milliseconds a call of `work` took over a few rounds (the others are noise). */
function leastCpuMs(work: () => unknown, calls: number, rounds = 7): number {
  let least = Infinity;
  for (let round = 0; round < rounds; round++) {
    const started = cpuMs();
    for (let call = 0; call < calls; call++) work();
    least = Math.min(least, (cpuMs() - started) / calls);
  }
  return least;
}

console.log(
  `parsing the stylesheet (once per isolate): ${leastCpuMs(() => parseStylesheet(stylesheet), 20).toFixed(2)} ms`,
);
console.log("| page | HTML KB | inlined rules, bytes | CPU ms a page |");
console.log("|---|---:|---:|---:|");
for (const path of PAGES) {
  const served = await (await fetch(new URL(path, SITE))).text();
  // The page as rendered, before its rules are written in.
  const rendered = served.replace(
    /<style id="site-stylesheet" data-page-rules="">[^<]*<\/style>/,
    `${PAGE_RULES_ELEMENT}</style>`,
  );
  if (rendered === served) {
    console.log(`| ${path} | no page rules (is the site's STYLESHEET set?) | | |`);
    continue;
  }
  const html = withPageRules(rendered, stylesheet);
  const rules = html.length - rendered.length;
  const ms = leastCpuMs(() => withPageRules(rendered, stylesheet).length, 500);
  console.log(`| ${path} | ${(html.length / 1024).toFixed(1)} | ${rules} | ${ms.toFixed(3)} |`);
}
