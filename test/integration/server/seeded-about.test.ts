// The seeded tools' About sections open in the tool editor as Markdown, not raw HTML: the seed
// writes the Markdown beside the HTML, and migration 0041 writes it for sites seeded before. Saved
// again, the Markdown renders the same HTML the page showed.
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "#test/support/fixtures.ts";
import migration from "#db/migrations/0041_seeded_about_as_markdown.sql?raw";
import { markdownToSafeHtml } from "#app/server/html/markdown.server.ts";
import { seededAboutMarkdown } from "#scripts/lib/seeded-about-markdown.ts";
import { insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { openTestDatabase } from "#test/support/database.ts";

const seeded = openTestDatabase(env.SEEDED_DATABASE_URL);
afterAll(async () => {
  await seeded.close();
});

const squeezed = (html: string) => html.replace(/\s+/g, " ").replace(/> </g, "><").trim();

describe("a seeded tool's About", () => {
  it("is Markdown in the editor that renders the HTML the page shows", async () => {
    const rows = await seeded.sql<{ slug: string; html: string; markdown: string | null }[]>`
      SELECT slug, full_description AS html, about_markdown AS markdown FROM tools WHERE full_description IS NOT NULL`;
    expect(rows.length).toBeGreaterThan(250);
    for (const row of rows) {
      expect(row.markdown, row.slug).not.toMatch(/<\/?(p|strong)>/);
      expect(squeezed(markdownToSafeHtml(row.markdown!)), row.slug).toBe(squeezed(row.html));
    }
    const joinmarket = rows.find((row) => row.slug === "joinmarket")!;
    expect(joinmarket.markdown).toContain("**makers**");
  });

  it("is written by migration 0041 on a site seeded before it, and an editor's own Markdown is left alone", async ({
    sql,
  }) => {
    const html = "<p>First paragraph with <strong>bold</strong> words.</p>\n<p>Second paragraph, C# and a@b.org.</p>";
    const before = await insertTool(sql, { slug: uniqueSlug("about-html") });
    const edited = await insertTool(sql, { slug: uniqueSlug("about-edited") });
    const odd = await insertTool(sql, { slug: uniqueSlug("about-odd") });
    await sql`UPDATE tools SET full_description = ${html}, about_markdown = NULL WHERE id = ${before.id}`;
    await sql`UPDATE tools SET full_description = ${html}, about_markdown = 'Written by an editor.' WHERE id = ${edited.id}`;
    await sql`UPDATE tools SET full_description = '<p>A <a href="https://example.org">link</a>.</p>', about_markdown = NULL
      WHERE id = ${odd.id}`;
    await sql.unsafe(migration);
    const about = async (id: string) =>
      (await sql<{ markdown: string | null }[]>`SELECT about_markdown AS markdown FROM tools WHERE id = ${id}`)[0]!
        .markdown;
    expect(await about(before.id)).toBe("First paragraph with **bold** words.\n\nSecond paragraph, C# and a\\@b.org.");
    expect(await about(before.id)).toBe(seededAboutMarkdown(html));
    expect(await about(edited.id)).toBe("Written by an editor.");
    expect(await about(odd.id)).toBeNull();
    await sql`DELETE FROM tools WHERE id IN (${before.id}, ${edited.id}, ${odd.id})`;
  });
});
