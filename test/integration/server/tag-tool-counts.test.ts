import { describe, expect, it } from "#test/support/fixtures.ts";
import { get, heading, toolSlugs } from "#test/support/worker.ts";
import { insertTag, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import type postgres from "postgres";

async function toolCount(sql: postgres.Sql, tagId: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`SELECT tool_count AS n FROM tags WHERE id = ${tagId}`;
  return row!.n;
}

describe("a tag's count of published tools", () => {
  it("follows links added and removed, status changes and deleted tools", async ({ sql }) => {
    const tag = await insertTag(sql);
    expect(await toolCount(sql, tag.id)).toBe(0);

    const published = await insertTool(sql, { tagNames: [tag.name] });
    const draft = await insertTool(sql, { status: "draft", tagNames: [tag.name] });
    expect(await toolCount(sql, tag.id)).toBe(1);

    // Several links in one statement, and a tool's other tags left alone.
    const more = await Promise.all([insertTool(sql), insertTool(sql), insertTool(sql)]);
    const other = await insertTag(sql);
    await sql`INSERT INTO tool_tags (tool_id, tag_id)
      SELECT id, ${tag.id}::uuid FROM tools WHERE id IN ${sql(more.map((tool) => tool.id))}`;
    await sql`INSERT INTO tool_tags (tool_id, tag_id) VALUES (${more[0]!.id}, ${other.id})`;
    expect(await toolCount(sql, tag.id)).toBe(4);
    expect(await toolCount(sql, other.id)).toBe(1);

    await sql`UPDATE tools SET status = 'published' WHERE id = ${draft.id}`;
    expect(await toolCount(sql, tag.id)).toBe(5);
    await sql`UPDATE tools SET status = 'archived' WHERE id IN ${sql([published.id, more[0]!.id])}`;
    expect(await toolCount(sql, tag.id)).toBe(3);
    expect(await toolCount(sql, other.id)).toBe(0);
    // An update that leaves the status as it was changes nothing.
    await sql`UPDATE tools SET name = name || ' renamed' WHERE id = ${draft.id}`;
    expect(await toolCount(sql, tag.id)).toBe(3);

    await sql`DELETE FROM tool_tags WHERE tool_id = ${more[1]!.id} AND tag_id = ${tag.id}`;
    expect(await toolCount(sql, tag.id)).toBe(2);
    // Deleting a tool deletes its links, and the count follows.
    await sql`DELETE FROM tools WHERE id = ${more[2]!.id}`;
    expect(await toolCount(sql, tag.id)).toBe(1);
    // A link moved to another tag (as a merge may do) counts on its new tag.
    await sql`UPDATE tool_tags SET tag_id = ${other.id} WHERE tool_id = ${draft.id} AND tag_id = ${tag.id}`;
    expect(await toolCount(sql, tag.id)).toBe(0);
    expect(await toolCount(sql, other.id)).toBe(1);

    await sql`DELETE FROM tools WHERE id IN ${sql([published.id, draft.id, ...more.map((tool) => tool.id)])}`;
    await sql`DELETE FROM tags WHERE id IN ${sql([tag.id, other.id])}`;
  });
});

describe("the tag page", () => {
  it("pages the tag's published tools by its count, 9 a page, newest first", async ({ sql }) => {
    const name = uniqueSlug("paged");
    const tools = [];
    for (let i = 0; i < 10; i++) tools.push(await insertTool(sql, { tagNames: [name] }));
    const hidden = await insertTool(sql, { status: "draft", tagNames: [name] });
    try {
      const first = await get(`/tag/${name}`);
      expect(first.response.status).toBe(200);
      expect(heading(first.html)).toBe(`#${name}`);
      const newest = [...tools].reverse().map((tool) => tool.slug);
      expect(toolSlugs(first.html)).toEqual(newest.slice(0, 9));
      expect(first.html).toContain(`href="/tag/${name}?page=2"`);
      expect(first.html).not.toContain(`href="/tag/${name}?page=3"`);
      const second = await get(`/tag/${name}?page=2`);
      expect(toolSlugs(second.html)).toEqual(newest.slice(9));
      expect(second.html).not.toContain(hidden.slug);
      expect((await get(`/tag/${name}?page=3`)).response.status).toBe(404);
    } finally {
      await sql`DELETE FROM tools WHERE id IN ${sql([...tools, hidden].map((tool) => tool.id))}`;
      await sql`DELETE FROM tags WHERE name = ${name}`;
    }
  });
});
