import { describe, expect, it } from "#test/support/fixtures.ts";
import { get, heading } from "#test/support/worker.ts";
import SEEDED from "#db/seed/learning-resources.json";

describe("the learning resources page", () => {
  it("lists all 25 curated links grouped by kind, each opening the original site", async ({ sql }) => {
    // The admin suites add and remove their own resources meanwhile: the seed's 25 are always there.
    const rows = await sql<{ title: string; url: string }[]>`
      SELECT title, url FROM learning_resources WHERE url IN ${sql(SEEDED.map((r) => r.url))}`;
    expect(rows).toHaveLength(25);
    const { response, html } = await get("/learning-resources");
    expect(response.status).toBe(200);
    expect(heading(html)).toBe("Bitcoin Learning Resources");
    for (const row of rows) expect(html).toContain(`href="${row.url.replace(/&/g, "&amp;")}"`);
    const headings = [...html.matchAll(/<h2 id="[^"]+-heading"[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings.slice(0, 3)).toEqual(["Official sites", "Books", "Courses"]);
    expect(headings).toContain("Forums");
    expect(html).toMatch(/<title>Bitcoin Learning Resources \| [^<]+<\/title>/);
  });
});
