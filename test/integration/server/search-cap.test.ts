import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import type { SearchResultsData } from "#app/lib/search-items.ts";
import { get, toolSlugs } from "#test/support/worker.ts";

// Words no seeded tool has, so only the tools made here match them.
const randomWord = (start: string) =>
  `${start}${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
const word = randomWord("quokka");
const rareWord = randomWord("wombat");
const MANY = 1100;

/** The tools in the home page's results, in page order, and the count it shows. */
async function homeResults(query: string) {
  const { response, html } = await get(`/?${query}`);
  const section = html.slice(html.indexOf('id="tools"'));
  return { response, html: section, slugs: toolSlugs(section), count: /([0-9,]+\+?) results?</.exec(section)?.[1] };
}

beforeAll(async ({ sql }) => {
  // More matching tools than the cap, made in one statement: the exact name, a name starting with
  // the word, names with the word further in, and a few with it only in their description.
  await sql`
    INSERT INTO tools (name, slug, description, website_url, status)
    SELECT name, slug, 'A tool made by a test.', 'https://example.org', 'published' FROM (
      VALUES (${word}, ${`${word}-exact`}), (${`${word}er`}, ${`${word}-prefix`})
      UNION ALL
      SELECT ${`Zz ${word} `} || lpad(n::text, 4, '0'), ${`${word}-`} || n FROM generate_series(1, ${MANY}) n
    ) made(name, slug)`;
  await sql`
    INSERT INTO tools (name, slug, description, website_url, status)
    SELECT 'Plain ' || n, ${`${word}-described-`} || n, ${`Works with ${rareWord}.`}, 'https://example.org', 'published'
    FROM generate_series(1, 3) n`;
});

afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${word}-%`}`;
});

describe("a search that finds more than 1,000 tools", () => {
  it("says 1,000+ results and offers the pages within the cap", async () => {
    const first = await homeResults(`q=${word}`);
    expect(first.response.status).toBe(200);
    expect(first.count).toBe("1,000+");
    expect(first.slugs).toHaveLength(30);
    // 1,000 tools at 30 a page: 34 pages, the last one with 10.
    expect(first.html).toContain(`href="/?q=${word}&amp;page=34#tools"`);
    expect(first.html).not.toContain(`page=35`);
    const last = await homeResults(`q=${word}&page=34`);
    expect(last.slugs).toHaveLength(10);
    expect((await get(`/?q=${word}&page=35`)).response.status).toBe(404);
  });

  it("pages without repeating a tool", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => homeResults(`q=${word}&page=${page}`)));
    const slugs = pages.flatMap((page) => page.slugs);
    expect(slugs).toHaveLength(90);
    expect(new Set(slugs).size).toBe(90);
  });

  it("still ranks the exact name first, then the name starting with the text", async () => {
    const { slugs } = await homeResults(`q=${word}`);
    expect(slugs.slice(0, 2)).toEqual([`${word}-exact`, `${word}-prefix`]);
    const { html } = await get(`/api/search?q=${word.toUpperCase()}`);
    const results = JSON.parse(html) as SearchResultsData;
    expect(results.tools.map((tool) => tool.slug).slice(0, 2)).toEqual([`${word}-exact`, `${word}-prefix`]);
  });

  it("sorts the listed tools by name when asked", async () => {
    const { slugs, count } = await homeResults(`q=${word}&sort=asc`);
    expect(count).toBe("1,000+");
    expect(slugs.slice(0, 3)).toEqual([`${word}-exact`, `${word}-prefix`, `${word}-1`]);
  });
});

describe("a search under the cap", () => {
  it("counts every match, descriptions included", async () => {
    const { count, slugs } = await homeResults(`q=${rareWord}`);
    expect(count).toBe("3");
    expect(slugs.sort()).toEqual([1, 2, 3].map((n) => `${word}-described-${n}`));
  });
});
