import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { get } from "#test/support/worker.ts";

// More topics than one page holds, all starting with z, on one published tool.
const prefix = `zz${uniqueSlug("paging").replace(/[^a-z0-9]/g, "")}`;
const MANY = 160;
let toolSlug = "";

const tagLinks = (html: string) => html.match(new RegExp(`href="/tag/${prefix}`, "g"))?.length ?? 0;

beforeAll(async ({ sql }) => {
  ({ slug: toolSlug } = await insertTool(sql));
  await sql`INSERT INTO tags (name) SELECT ${`${prefix}-`} || lpad(n::text, 3, '0') FROM generate_series(1, ${MANY}) n`;
  await sql`
    INSERT INTO tool_tags (tool_id, tag_id)
    SELECT tools.id, tags.id FROM tools, tags WHERE tools.slug = ${toolSlug} AND tags.name LIKE ${`${prefix}-%`}`;
});

afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug = ${toolSlug}`;
  await sql`DELETE FROM tags WHERE name LIKE ${`${prefix}-%`}`;
});

describe("topic lists longer than a page", () => {
  it("show 150 topics a page on /topics/{letter}, with links to the next page", async () => {
    const first = await get("/topics/z");
    expect(first.response.status).toBe(200);
    expect(tagLinks(first.html)).toBeGreaterThan(100);
    expect(first.html).toContain('href="/topics/z?page=2"');
    const second = await get("/topics/z?page=2");
    expect(tagLinks(first.html) + tagLinks(second.html)).toBe(MANY);
    expect(second.html).toContain('href="/topics/z"');
    expect((await get("/topics/z?page=9")).response.status).toBe(404);
    expect((await get("/topics/z?page=x")).response.status).toBe(400);
  });

  it("page /tag and /topics the same way", async () => {
    for (const path of ["/tag", "/topics"]) {
      const { html } = await get(path);
      expect(html.match(/href="\/tag\//g)?.length, path).toBe(150);
      expect(html, path).toContain(`href="${path}?page=2"`);
      expect((await get(`${path}?page=2`)).response.status, path).toBe(200);
    }
  });
});
